import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ReactNode } from 'react';
import type { CartItem } from '../../store/cart/cartItem';
import { formatCents, toCents } from '../../lib/money';
import { sizeLabel } from '../../lib/productPricing';
import type { CheckoutForm, CheckoutTextField } from './checkoutForm';
import type { CheckoutStep } from './checkoutSteps';

const addressLines = (address: string, address2: string, city: string, state: string, zip: string) => [
  address.trim(),
  address2.trim(),
  `${city.trim()}, ${state.trim()} ${zip.trim()}`,
];

/** One block of the review: a title, its lines and a 'Change' button to the step that edits them. */
function ReviewBlock({
  title,
  changeLabel,
  onChange,
  children,
}: {
  title: string;
  changeLabel: string;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <ShopButton size="small" onClick={onChange} aria-label={changeLabel}>
          Change
        </ShopButton>
      </Box>
      <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines
      .filter((line) => line !== '')
      .map((line, index) => (
        <Typography key={index} variant="body2">
          {line}
        </Typography>
      ))}
  </>
);

/**
 * What the shopper is about to pay for, read back before the wallet: contact, addresses and lines, each with a way
 * back to the step that edits it (Shopify's and Dawn's review before paying). Shown above the payment buttons.
 */
export function OrderReview({
  form,
  items,
  onEdit,
}: {
  form: CheckoutForm;
  items: CartItem[];
  /** Goes to the step, focusing the field the block edits (its first), so the shopper lands where they change it. */
  onEdit: (step: CheckoutStep, field?: CheckoutTextField) => void;
}) {
  const shipping = addressLines(
    form.shippingAddress,
    form.shippingAddress2,
    form.shippingCity,
    form.shippingState,
    form.shippingZip,
  );
  return (
    <Paper variant="outlined" component="section" aria-label="Review your order" sx={{ px: 2, py: 0.5, mb: 3 }}>
      <ReviewBlock title="Contact" changeLabel="Change contact" onChange={() => onEdit(1, 'customerName')}>
        <Lines lines={[form.customerName.trim(), form.customerEmail.trim(), form.customerPhone.trim()]} />
      </ReviewBlock>
      <ReviewBlock title="Ship to" changeLabel="Change shipping address" onChange={() => onEdit(1, 'shippingAddress')}>
        <Lines lines={shipping} />
      </ReviewBlock>
      <ReviewBlock
        title="Billing address"
        changeLabel="Change billing address"
        onChange={() => onEdit(1, form.billingSameAsShipping ? 'shippingAddress' : 'billingAddress')}
      >
        <Lines
          lines={
            form.billingSameAsShipping
              ? ['Same as shipping address']
              : addressLines(
                  form.billingAddress,
                  form.billingAddress2,
                  form.billingCity,
                  form.billingState,
                  form.billingZip,
                )
          }
        />
      </ReviewBlock>
      <ReviewBlock title="Items" changeLabel="Change items" onChange={() => onEdit(0)}>
        <Lines
          lines={items.map(
            (item) =>
              `${item.productName}, ${sizeLabel(item.size)} × ${item.quantity}: ${formatCents(toCents(item.price) * item.quantity)}`,
          )}
        />
      </ReviewBlock>
    </Paper>
  );
}
