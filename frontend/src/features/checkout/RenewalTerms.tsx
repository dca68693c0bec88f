import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckboxField } from '../../components/CheckboxField';
import { formatCents } from '../../lib/money';
import { everyText, type LineSubscription, percentText } from '../../store/cart/subscription';

/** The day a subscription started today renews first: the same day N months on (the last day of a shorter month). */
export function firstRenewalDate(today: Date, months: number): Date {
  const target = new Date(today.getFullYear(), today.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(today.getDate(), lastDay));
}

const longDate = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The renewal terms a subscribing shopper agrees to before paying (docs/product.md, Subscribe & save): what is charged
 * today, what each renewal costs and how often, how to cancel, and a required checkbox; the wallet shows once it is
 * ticked.
 */
export function RenewalTerms({
  subscription,
  totalCents,
  agreed,
  onAgree,
}: {
  subscription: LineSubscription;
  totalCents: number;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}) {
  const total = formatCents(totalCents);
  const every = everyText(subscription.frequencyMonths);
  const first = longDate(firstRenewalDate(new Date(), subscription.frequencyMonths));
  return (
    <Box
      component="section"
      aria-labelledby="renewal-terms"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 3, bgcolor: 'background.paper' }}
      data-testid="renewal-terms"
    >
      <Typography id="renewal-terms" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Your subscription
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Today you pay <strong>{total}</strong>. Then we deliver the same items {every}, first on {first}, and charge
        your PayPal account <strong>{total}</strong> each time: today&apos;s prices with your{' '}
        {percentText(subscription.discountPercent)} % saving, shipping and tax. If a price, shipping or tax changes, the
        renewal is charged at the new figure and our reminder e-mail tells you before.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Skip a delivery, change it, pause or cancel at any time with one click from the link in every subscription
        e-mail; cancelling stops every future charge at once.
      </Typography>
      <CheckboxField
        label={`I agree: charge ${total} ${every} until I cancel.`}
        checked={agreed}
        onChange={(event) => onAgree(event.target.checked)}
        required
      />
    </Box>
  );
}
