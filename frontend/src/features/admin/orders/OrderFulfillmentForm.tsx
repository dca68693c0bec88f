import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { ShopButton } from '../../../components/ShopButton';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitEvent, useState } from 'react';
import { AdminOrderDetailDto, useUpdateAdminOrderMutation } from '../../../api/adminApi';
import { useToast } from '../../../store/toasts/useToast';
import { formatMoney, toCents } from '../../../lib/money';
import { isLockError } from '../shared/adminErrors';
import { FIXED_CARRIER, fulfillmentPayload, fulfillmentValues, FulfillmentValues, saveLabel } from './orderFulfillment';
import { isKnownStatus, ORDER_STATUSES, orderStatusLabel } from '../shared/orderStatus';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

/** Fulfillment & Tracking: tracking number, status, delivered date and the fixed carrier. */
export function OrderFulfillmentForm({ order }: { order: AdminOrderDetailDto }) {
  const [values, setValues] = useState<FulfillmentValues>(() => fulfillmentValues(order));
  const [update, { isLoading }] = useUpdateAdminOrderMutation();
  const toast = useToast();
  // Cancelling an order whose money is still taken asks first: the refund is a separate step (the Payment card).
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const unrefunded = order.payment ? toCents(order.payment.remaining) : 0;

  const change = (key: keyof FulfillmentValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (values.orderStatus === 'cancelled' && order.orderStatus !== 'cancelled' && unrefunded > 0)
      setConfirmingCancel(true);
    else await save();
  }

  async function save() {
    setConfirmingCancel(false);
    const result = await update({ id: order.id, updateOrderDto: fulfillmentPayload(values, isKnownStatus) });
    if ('error' in result && result.error !== undefined) {
      if (!isLockError(result.error))
        toast({
          title: 'Update failed',
          description: 'Failed to update order tracking information.',
          variant: 'destructive',
        });
      return;
    }
    toast({ title: 'Order updated', description: 'Order tracking information has been saved.' });
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Fulfillment and tracking">
      <OutlinedTextField
        label="Tracking number"
        value={values.trackingNumber}
        onChange={change('trackingNumber')}
        fullWidth
      />
      <NativeSelectField
        label="Status"
        value={values.orderStatus}
        onChange={(value) => change('orderStatus')({ target: { value } })}
        fullWidth
      >
        {!isKnownStatus(order.orderStatus) && (
          <option value={order.orderStatus}>{orderStatusLabel(order.orderStatus)}</option>
        )}
        {ORDER_STATUSES.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </NativeSelectField>
      <OutlinedTextField
        label="Delivered date"
        type="date"
        value={values.deliveredAt}
        onChange={change('deliveredAt')}
        fullWidth
        helperText="Optional"
        shrinkLabel
      />
      <Stack direction="row" spacing={1.5} alignItems="center">
        <LocalShippingOutlined color="primary" aria-hidden />
        <div>
          <Typography variant="body2" color="text.secondary">
            Carrier
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{FIXED_CARRIER}</Typography>
          <Typography variant="body2" color="text.secondary">
            Our exclusive shipping partner
          </Typography>
        </div>
      </Stack>
      <ShopButton type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {isLoading ? 'Saving...' : saveLabel(values, fulfillmentValues(order))}
      </ShopButton>
      <Dialog open={confirmingCancel} onClose={() => setConfirmingCancel(false)} aria-labelledby="cancel-paid-title">
        <DialogTitle id="cancel-paid-title">Cancel without a refund?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The customer paid {formatMoney(order.payment?.remaining ?? '0.00')} that has not been refunded. Cancelling
            does not give it back: use Refund on the Payment card for that.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <ShopButton onClick={() => setConfirmingCancel(false)}>Keep the order</ShopButton>
          <ShopButton color="error" variant="contained" onClick={() => void save()}>
            Cancel without refund
          </ShopButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
