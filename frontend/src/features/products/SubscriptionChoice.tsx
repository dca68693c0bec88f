import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductSubscriptionDto } from '../../api/enhanced';
import { NativeSelectField } from '../../components/NativeSelectField';
import { radioCardSx } from '../../components/radioCardSx';
import { formatCents, toCents } from '../../lib/money';
import {
  everyText,
  type FrequencyMonths,
  SUBSCRIPTION_FREQUENCIES,
  subscribeAndSaveText,
  subscriptionSavingCents,
} from '../../store/cart/subscription';

/** What the shopper picked: once, or by subscription every N months. */
export interface PurchaseChoice {
  subscribe: boolean;
  frequencyMonths: FrequencyMonths;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 'One-time purchase' or 'Subscribe & save N %' with its frequency, for a size offered by subscription
 * (docs/product.md, Subscribe & save): native radios in a fieldset, so arrows move between them and a screen reader
 * names the group; the frequency is a native select shown once subscribing is chosen.
 */
export function SubscriptionChoice({
  terms,
  price,
  choice,
  onChange,
}: {
  terms: ProductSubscriptionDto;
  /** The unit price of the chosen size ("60.00"). */
  price: string;
  choice: PurchaseChoice;
  onChange: (choice: PurchaseChoice) => void;
}) {
  const cents = toCents(price);
  const subscribed = cents - subscriptionSavingCents(cents, terms.discountPercent);
  const option = (subscribe: boolean, label: string, amount: string, testId: string) => (
    <Box component="label" sx={radioCardSx}>
      <input
        type="radio"
        name="purchase"
        checked={choice.subscribe === subscribe}
        onChange={() => onChange({ ...choice, subscribe })}
        data-testid={testId}
      />
      <Typography sx={{ flex: 1, fontWeight: 600 }}>{label}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{amount}</Typography>
    </Box>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        How would you like to buy it?
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {option(false, 'One-time purchase', formatCents(cents), 'purchase-once')}
        {option(true, subscribeAndSaveText(terms.discountPercent), formatCents(subscribed), 'purchase-subscribe')}
      </Box>
      {choice.subscribe && (
        <NativeSelectField
          label="Delivery"
          value={String(choice.frequencyMonths)}
          onChange={(value) => onChange({ ...choice, frequencyMonths: Number(value) as FrequencyMonths })}
          shrinkLabel
          sx={{ mt: 2, minWidth: 220, width: { xs: '100%', sm: 'auto' }, bgcolor: 'background.paper' }}
        >
          {SUBSCRIPTION_FREQUENCIES.map((months) => (
            <option key={months} value={months}>
              {capitalised(everyText(months))}
            </option>
          ))}
        </NativeSelectField>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {choice.subscribe
          ? 'Skip, change or cancel any time from the link in your e-mails. A subscription is its own order: items bought once are checked out separately.'
          : 'Subscribe to have it delivered again on your schedule, for less.'}
      </Typography>
    </Box>
  );
}
