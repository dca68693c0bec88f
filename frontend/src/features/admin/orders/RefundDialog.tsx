import Alert from '@mui/material/Alert';
import { ShopButton } from '../../../components/ShopButton';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { SubmitEvent, useState } from 'react';
import {
  AdminOrderDetailDto,
  RefundPreviewDto,
  usePreviewAdminOrderRefundQuery,
  useRefundAdminOrderMutation,
} from '../../../api/adminApi';
import { serverMessageText } from '../../../api/errorText';
import { CheckboxField } from '../../../components/CheckboxField';
import { useToast } from '../../../store/toasts/useToast';
import { formatMoney, isMoneyString, toCents } from '../../../lib/money';
import { isLockError } from '../shared/adminErrors';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

type Mode = 'whole' | 'amount' | 'lines';

/**
 * The refund of an order's payment: the whole remaining amount, an amount, or lines and/or shipping (the server
 * apportions the discount and the tax and shows the amount before staff confirm), with a reason and a note to the customer (in the refund e-mail). A whole refund of a pending or processing order offers to cancel it in the
 * same step; a refund of lines or of the whole can put their units back in stock (tracked sizes). One request id per
 * dialog, so a retry after a lost answer never refunds twice.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrderDetailDto; onClose: () => void }) {
  const [mode, setMode] = useState<Mode>('whole');
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [shipping, setShipping] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [cancelOrder, setCancelOrder] = useState(false);
  const [restock, setRestock] = useState(false);
  const [requestId] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string>();
  const [refund, { isLoading }] = useRefundAdminOrderMutation();
  const toast = useToast();
  const remaining = order.payment?.remaining ?? '0.00';
  const cancellable = mode === 'whole' && (order.orderStatus === 'pending' || order.orderStatus === 'processing');

  const lines = order.items
    .map((item) => ({ orderItemId: item.id, quantity: Number(quantities[item.id] || 0) }))
    .filter((line) => line.quantity > 0);
  const shipped = toCents(order.shippingAmount) > 0;
  const shippingAsked = shipped && isMoneyString(shipping.trim()) && toCents(shipping.trim()) > 0;
  // Items and shipping, each when given.
  const itemsAsk = {
    ...(lines.length > 0 ? { lines } : {}),
    ...(shippingAsked ? { shipping: shipping.trim() } : {}),
  };
  // What the server would refund for the current choice; nothing to ask while the choice is incomplete.
  const ask =
    mode === 'whole'
      ? {}
      : mode === 'amount' && isMoneyString(amount.trim())
        ? { amount: amount.trim() }
        : mode === 'lines' && Object.keys(itemsAsk).length > 0
          ? itemsAsk
          : undefined;
  const preview = usePreviewAdminOrderRefundQuery(ask ? { id: order.id, refundPreviewRequestDto: ask } : skipToken);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const missing = !reason.trim()
      ? 'Enter a reason for the refund.'
      : mode === 'amount' && !isMoneyString(amount.trim())
        ? 'Enter an amount such as 12.50.'
        : mode === 'lines' && Object.keys(itemsAsk).length === 0
          ? shipped
            ? 'Choose at least one item or an amount of shipping to refund.'
            : 'Choose at least one item to refund.'
          : undefined;
    setProblem(missing);
    if (missing) return;
    const result = await refund({
      id: order.id,
      createRefundDto: {
        reason: reason.trim(),
        requestId,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(mode === 'amount' ? { amount: amount.trim() } : {}),
        ...(mode === 'lines' ? itemsAsk : {}),
        ...(cancellable && cancelOrder ? { cancelOrder: true } : {}),
        ...(mode !== 'amount' && restock && (mode === 'whole' || lines.length > 0) ? { restock: true } : {}),
      },
    });
    if ('error' in result && result.error !== undefined) {
      if (!isLockError(result.error))
        setProblem(serverMessageText(result.error) ?? 'The refund failed. Please try again.');
      return;
    }
    toast({ title: 'Refund sent', description: 'The refund was sent to the payment provider.' });
    onClose();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <form noValidate onSubmit={submit} aria-label="Refund">
        <DialogTitle id="refund-title">Refund order #{order.orderNumber}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {problem && <Alert severity="error">{problem}</Alert>}
            <RadioGroup
              value={mode}
              onChange={(event) => setMode(event.target.value as Mode)}
              aria-label="What to refund"
            >
              <FormControlLabel
                value="whole"
                control={<Radio />}
                label={`Whole remaining amount (${formatMoney(remaining)})`}
              />
              <FormControlLabel value="amount" control={<Radio />} label="An amount" />
              <FormControlLabel value="lines" control={<Radio />} label={shipped ? 'Items and shipping' : 'Items'} />
            </RadioGroup>
            {mode === 'amount' && (
              <OutlinedTextField
                label="Amount"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                htmlInput={{ inputMode: 'decimal' }}
              />
            )}
            {mode === 'lines' &&
              order.items.map((item) => (
                <OutlinedTextField
                  key={item.id}
                  type="number"
                  label={`${item.productName}${item.size ? ` (${item.size})` : ''}: quantity to refund`}
                  value={quantities[item.id] ?? ''}
                  onChange={(event) => setQuantities((current) => ({ ...current, [item.id]: event.target.value }))}
                  htmlInput={{ min: 0, max: item.quantity }}
                />
              ))}
            {mode === 'lines' && shipped && (
              <OutlinedTextField
                label="Shipping to refund"
                value={shipping}
                onChange={(event) => setShipping(event.target.value)}
                helperText={`Up to ${formatMoney(preview.data?.shippingRemaining ?? order.shippingAmount)} of the ${formatMoney(order.shippingAmount)} shipping; its tax goes back in proportion`}
                htmlInput={{ inputMode: 'decimal' }}
              />
            )}
            <OutlinedTextField
              label="Reason"
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              htmlInput={{ maxLength: 200 }}
            />
            <OutlinedTextField
              label="Note to the customer"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              helperText="Optional; sent to the customer with the refund e-mail and kept in the history"
            />
            {cancellable && (
              <CheckboxField
                checked={cancelOrder}
                onChange={(event) => setCancelOrder(event.target.checked)}
                label="Also set the order to Cancelled"
              />
            )}
            {mode !== 'amount' && (
              <CheckboxField
                checked={restock}
                onChange={(event) => setRestock(event.target.checked)}
                label="Put back in stock"
              />
            )}
            <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
              {refundFigure(ask !== undefined, preview)}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <ShopButton onClick={onClose}>Cancel</ShopButton>
          <ShopButton type="submit" variant="contained" disabled={isLoading}>
            Confirm refund
          </ShopButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The line above 'Confirm refund': the server's amount for the current choice, or why there is none yet. */
function refundFigure(
  asked: boolean,
  preview: { isFetching: boolean; error?: unknown; data?: RefundPreviewDto },
): string {
  if (!asked) return 'Amount to refund: choose what to refund';
  if (preview.isFetching) return 'Amount to refund: calculating…';
  if (preview.error) return serverMessageText(preview.error) ?? 'The amount could not be calculated.';
  return preview.data ? `Amount to refund: ${formatMoney(preview.data.amount)}` : '';
}
