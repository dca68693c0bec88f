import Chip from '@mui/material/Chip';
import { orderStatusColor, orderStatusLabel } from '../shared/orderStatus';

export function OrderStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={orderStatusLabel(status)} color={orderStatusColor(status)} variant="outlined" />;
}
