import { escapeHtml, oneLine, safeUrl } from './escape';
import { OrderEmailData, RenderedEmail } from './email-data';
import { mjButton, mjText, renderLayout, textFooter } from './layout';
import { orderDetailsMjml, orderDetailsText } from './order-details';

/** To the customer, as soon as the paid order is saved. */
export const orderConfirmationTemplate = {
  subject: (data: OrderEmailData): string => `Your Natural House order #${data.orderNumber} is confirmed`,

  render(data: OrderEmailData): RenderedEmail {
    const link = safeUrl(data.orderStatusUrl, data.shopUrl);
    const linkLabel = data.orderStatusUrl ? 'View your order' : 'Visit the shop';
    const greeting = `Thank you for your order, ${data.customerName}!`;
    // A $0.00 order (a promo code covered it) took no payment: saying 'received your payment' would be untrue.
    const paid =
      data.total === '0.00'
        ? 'No payment was needed: your promo code covers this order.'
        : 'We have received your payment.';
    const body = [
      mjText(`<h1 style="font-size:20px;margin:0">${escapeHtml(greeting)}</h1>`),
      mjText(
        `${paid} Your order number is <strong>#${escapeHtml(data.orderNumber)}</strong>; we will write again when it ships.`,
      ),
      orderDetailsMjml(data),
      mjButton(linkLabel, link),
    ].join('\n');
    const html = renderLayout({ preview: `Order #${data.orderNumber} confirmed`, body, shopUrl: data.shopUrl });
    const text = [
      oneLine(greeting),
      `${paid} Your order number is #${data.orderNumber}; we will write again when it ships.`,
      orderDetailsText(data),
      `${linkLabel}: ${link}`,
      textFooter(data.shopUrl),
    ].join('\n\n');
    return { html, text, headers: {} };
  },
};
