import Typography from '@mui/material/Typography';
import shopPolicies from '@shop/site/shop-policies.json';
import { TextLink } from '../../components/TextLink';
import { PolicyPage, PolicySection } from './PolicyPage';
import { ShopEmailLink } from './ShopEmailLink';

/** /terms: the few rules of buying from the shop, without a wall of boilerplate. */
export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Sale"
      intro="These terms apply when you buy from Natural House. They are short on purpose; if something is unclear, ask us before you order."
    >
      <PolicySection id="terms-orders" title="Orders and prices">
        <Typography component="p">
          Prices are in US dollars. Shipping and sales tax, where they apply, are shown before you pay. Your order is
          accepted when you receive its confirmation e-mail; if we cannot fill it (an item sold out at the last moment,
          an obvious pricing mistake), we tell you and refund you in full.
        </Typography>
      </PolicySection>
      <PolicySection id="terms-payment" title="Payment">
        <Typography component="p">
          You pay through PayPal, by PayPal balance or card, when you place the order. We ship to addresses in the
          United States only.
        </Typography>
      </PolicySection>
      <PolicySection id="terms-returns" title="Returns and refunds">
        <Typography component="p">{shopPolicies.returns.statement}</Typography>
        <Typography component="p">
          If something arrives broken or wrong, write to us within {shopPolicies.returns.days} days with a photo and we
          replace or refund it, postage included. Refunds go back to the original payment through PayPal.
        </Typography>
      </PolicySection>
      <PolicySection id="terms-promos" title="Promo codes">
        <Typography component="p">
          One code per order. Codes have no cash value, cannot be applied to an order already placed, and may carry
          their own dates, minimums and limits, which the checkout checks.
        </Typography>
      </PolicySection>
      <PolicySection id="terms-products" title="Using our products">
        <Typography component="p">
          Follow the care notes on each label: never leave a burning candle unattended, keep candles and cleaners away
          from children and pets, and do not spray room mist near flames.
        </Typography>
      </PolicySection>
      <PolicySection id="terms-contact" title="Questions">
        <Typography component="p">
          Write to <ShopEmailLink /> or use the <TextLink to="/contact">contact form</TextLink>. How we handle your data
          is on the <TextLink to="/privacy">privacy page</TextLink>. These terms are governed by the laws of Indiana.
        </Typography>
      </PolicySection>
    </PolicyPage>
  );
}
