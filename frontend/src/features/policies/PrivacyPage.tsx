import Typography from '@mui/material/Typography';
import { TextLink } from '../../components/TextLink';
import { PolicyPage, PolicySection } from './PolicyPage';
import { ShopEmailLink } from './ShopEmailLink';

/** /privacy: what the shop keeps, why, for how long and who else sees it, in plain words. */
export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro="Natural House is a small shop in Indiana. We keep only what we need to send your order, answer your messages and, if you ask for it, our newsletter. We never sell or rent your data."
    >
      <PolicySection id="privacy-orders" title="When you order">
        <Typography component="p">
          We keep your name, e-mail address, phone number if you give one, shipping and billing addresses, what you
          bought and what you paid. We use them to pack and ship the order, send its confirmation and shipping e-mails,
          handle returns and refunds, and keep the records US tax law asks of a shop.
        </Typography>
      </PolicySection>
      <PolicySection id="privacy-payment" title="Payment">
        <Typography component="p">
          You pay through PayPal. Your card or bank details go to PayPal, never to us; we only see the payment&apos;s
          id, its amount and whether it went through. PayPal&apos;s own privacy statement covers what it keeps.
        </Typography>
      </PolicySection>
      <PolicySection id="privacy-email" title="E-mail and the newsletter">
        <Typography component="p">
          Order e-mails go out through our e-mail provider, which delivers them for us and keeps nothing for its own
          use. The newsletter goes only to addresses that signed up; every issue has a one-click unsubscribe link, and
          unsubscribing deletes your address from the list. A &ldquo;Notify me when it&apos;s back&rdquo; request is
          forgotten once its e-mail is sent.
        </Typography>
        <Typography component="p">
          Messages sent through the <TextLink to="/contact">contact form</TextLink> are e-mailed to our staff. We send a
          copy to the address you typed only after you confirm it is yours.
        </Typography>
      </PolicySection>
      <PolicySection id="privacy-browser" title="Cookies and your browser">
        <Typography component="p">
          We use no advertising or tracking cookies and no third-party analytics. Your browser keeps your cart and the
          checkout form you are filling in (localStorage and one cart cookie) so they survive a reload; they stay on
          your device and clear when you empty the cart or finish the order. PayPal sets its own cookies when you pay
          with it.
        </Typography>
      </PolicySection>
      <PolicySection id="privacy-retention" title="How long we keep it">
        <Typography component="ul">
          <li>Orders and their invoices: seven years, for tax records.</li>
          <li>Unfinished checkouts: deleted after a day.</li>
          <li>Newsletter addresses: until you unsubscribe.</li>
          <li>Contact messages: until you ask us to delete them.</li>
        </Typography>
      </PolicySection>
      <PolicySection id="privacy-rights" title="Seeing, correcting or deleting your data">
        <Typography component="p">
          Write to <ShopEmailLink /> from the address you used and we will send you what we hold, correct it, or delete
          everything the law does not require us to keep, within 30 days. California residents have these rights under
          the CCPA; we offer them to everyone.
        </Typography>
      </PolicySection>
    </PolicyPage>
  );
}
