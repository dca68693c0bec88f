import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  ShippingMethodDto,
  useReorderShippingMethodsMutation,
  useUpdateShippingMethodMutation,
} from '../../../api/adminApi';
import { formatMoney } from '../../../lib/money';
import { ActiveChip, RecordRowActions, useRowAction } from '../shared/AdminRecordRow';
import { stackedOnPhoneSx } from '../shared/adminLayout';
import { estimateText, movedIds } from './shippingMethodForm';

/** The methods in checkout order; the arrows move one a place, the last button takes it off (or back on) checkout. */
export function ShippingMethodsTable({
  methods,
  onEdit,
}: {
  methods: ShippingMethodDto[];
  onEdit: (method: ShippingMethodDto) => void;
}) {
  const [reorder, reordering] = useReorderShippingMethodsMutation();
  const [update, updating] = useUpdateShippingMethodMutation();
  const run = useRowAction('Failed to update shipping');
  const busy = reordering.isLoading || updating.isLoading;
  const saved = (title: string) => ({ title, description: 'Checkout offers the change from now on.' });

  const move = (index: number, step: -1 | 1) =>
    run(reorder({ reorderShippingMethodsDto: { ids: movedIds(methods, index, step) } }), saved('Order saved!'));

  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Shipping methods">
      <Table sx={stackedOnPhoneSx(880)}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Price</TableCell>
            <TableCell>Free from</TableCell>
            <TableCell>Estimate</TableCell>
            <TableCell>Taxable</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {methods.map((method, index) => (
            <TableRow key={method.id} hover data-testid="shipping-method-row">
              <TableCell data-label="Order" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={`Move ${method.name} up`}
                  disabled={busy || index === 0}
                  onClick={() => void move(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move ${method.name} down`}
                  disabled={busy || index === methods.length - 1}
                  onClick={() => void move(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} data-label="Name">
                {method.name}
              </TableCell>
              <TableCell data-label="Price">{formatMoney(method.price)}</TableCell>
              <TableCell data-label="Free from">
                {method.freeFrom === null ? 'Never' : formatMoney(method.freeFrom)}
              </TableCell>
              <TableCell data-label="Estimate">{estimateText(method)}</TableCell>
              <TableCell data-label="Taxable">{method.taxable ? 'Yes' : 'No'}</TableCell>
              <TableCell data-label="Status">
                <ActiveChip active={method.isActive} />
              </TableCell>
              <RecordRowActions
                name={method.name}
                active={method.isActive}
                onEdit={() => onEdit(method)}
                toggleDisabled={busy}
                onToggle={() =>
                  void run(
                    update({ id: method.id, updateShippingMethodDto: { isActive: !method.isActive } }),
                    saved(method.isActive ? 'Shipping method deactivated!' : 'Shipping method activated!'),
                  )
                }
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
