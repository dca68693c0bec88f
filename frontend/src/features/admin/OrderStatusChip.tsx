import Chip from '@mui/material/Chip';
import { orderStatusColor, orderStatusLabel } from './orderStatus';

export function OrderStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={orderStatusLabel(status)} color={orderStatusColor(status)} variant="outlined" />;
}
