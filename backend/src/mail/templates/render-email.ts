import { backInStockTemplate } from './back-in-stock.template';
import { contactCopyRequestTemplate, contactCopyTemplate, contactStaffTemplate } from './contact.templates';
import { oneLine } from './escape';
import { EmailTemplateName, EmailTemplates, RenderedEmail } from './email-data';
import { orderConfirmationTemplate } from './order-confirmation.template';
import { refundTemplate } from './refund.template';
import { shippingTemplate } from './shipping.template';
import { staffOrderTemplate } from './staff-order.template';
import { subscriptionNoticeTemplate } from './subscription-notice.template';
import { welcomeTemplate } from './welcome.template';

interface EmailTemplate<T> {
  subject(data: T): string;
  render(data: T): RenderedEmail;
}

const TEMPLATES: { [K in EmailTemplateName]: EmailTemplate<EmailTemplates[K]> } = {
  'order-confirmation': orderConfirmationTemplate,
  'staff-order': staffOrderTemplate,
  welcome: welcomeTemplate,
  shipping: shippingTemplate,
  refund: refundTemplate,
  'back-in-stock': backInStockTemplate,
  'subscription-notice': subscriptionNoticeTemplate,
  'contact-staff': contactStaffTemplate,
  'contact-copy-request': contactCopyRequestTemplate,
  'contact-copy': contactCopyTemplate,
};

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.prototype.hasOwnProperty.call(TEMPLATES, name);
}

/** The subject line, on one line whatever the data holds (a line break would forge headers). */
export function emailSubject<K extends EmailTemplateName>(template: K, data: EmailTemplates[K]): string {
  return oneLine(TEMPLATES[template].subject(data)).slice(0, 300);
}

export function renderEmail<K extends EmailTemplateName>(template: K, data: EmailTemplates[K]): RenderedEmail {
  return TEMPLATES[template].render(data);
}
