import Typography from '@mui/material/Typography';
import { TextLink } from '../../components/TextLink';
import { ContactForm } from './ContactForm';
import { PolicyPage, PolicySection } from './PolicyPage';
import { ShopEmailLink } from './ShopEmailLink';

/** /contact: the shop's e-mail address and a form that reaches staff. */
export function ContactPage() {
  return (
    <PolicyPage
      title="Contact Us"
      intro="A question about an order, a scent or a refill? Write to us: a person at our Indiana workshop reads every message and answers within two business days."
    >
      <PolicySection id="contact-email" title="E-mail">
        <Typography component="p">
          <ShopEmailLink sx={{ color: 'primary.main', fontWeight: 600 }} />
        </Typography>
        <Typography component="p">
          About an order? Include its number, or <TextLink to="/orders/status">look it up yourself</TextLink> to see its
          status and tracking.
        </Typography>
      </PolicySection>
      <PolicySection id="contact-form" title="Send us a message">
        <ContactForm />
      </PolicySection>
    </PolicyPage>
  );
}
