import { ShopButton } from '../../../components/ShopButton';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminOrderDetailDto } from '../../../api/adminApi';
import { InfoCard } from '../../../components/InfoCard';
import { formatMoney, toCents } from '../../../lib/money';
import { formatDateTime } from '../shared/adminFormat';
import { RefundDialog } from './RefundDialog';

const REFUND_STATUS_LABELS: Record<string, string> = {
  requested: 'Requested',
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
};

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** Payment: what the wallet captured, what went back and what remains, each refund, and the 'Refund' action. */
export function PaymentCard({ order }: { order: AdminOrderDetailDto }) {
  const [refunding, setRefunding] = useState(false);
  const payment = order.payment;
  if (!payment) return null;
  const remaining = toCents(payment.remaining);
  return (
    <InfoCard title="Payment">
      <Stack spacing={1}>
        <Row label="Provider" value={payment.provider} />
        <Row label="Payment ID" value={payment.paymentId ?? '—'} />
        <Row label="Captured" value={formatMoney(payment.captured)} />
        <Row label="Refunded so far" value={formatMoney(payment.refunded)} />
        {toCents(payment.refundPending) > 0 && (
          <Row label="Refund pending" value={formatMoney(payment.refundPending)} />
        )}
        <Row label="Remaining" value={formatMoney(payment.remaining)} />
        {payment.refunds.length > 0 && (
          <>
            <Divider flexItem />
            <Stack component="ul" aria-label="Refunds" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {payment.refunds.map((refund) => (
                <li key={refund.id}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {formatMoney(refund.amount)} · {REFUND_STATUS_LABELS[refund.status] ?? refund.status}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(refund.createdAt)} · {refund.reason}
                  </Typography>
                </li>
              ))}
            </Stack>
          </>
        )}
        {payment.captureId === null ? (
          <Typography variant="body2" color="text.secondary">
            The capture of this payment is unknown: refund it in the {payment.provider} dashboard.
          </Typography>
        ) : (
          <ShopButton
            variant="outlined"
            disabled={remaining <= 0}
            onClick={() => setRefunding(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            Refund
          </ShopButton>
        )}
      </Stack>
      {refunding && <RefundDialog order={order} onClose={() => setRefunding(false)} />}
    </InfoCard>
  );
}
