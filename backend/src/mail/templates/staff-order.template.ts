import { escapeHtml, oneLine } from './escape';
import { RenderedEmail, StaffOrderEmailData } from './email-data';
import { mjButton, mjText, renderLayout, textFooter } from './layout';
import { orderDetailsMjml, orderDetailsText } from './order-details';

/** To the shop's order desk (SHOP_ORDERS_EMAIL), so nobody has to watch the back office. */
export const staffOrderTemplate = {
  subject: (data: StaffOrderEmailData): string =>
    oneLine(`New order #${data.orderNumber}: $${data.total} from ${data.customerName}`).slice(0, 250),

  render(data: StaffOrderEmailData): RenderedEmail {
    const contact = [data.customerName, data.customerEmail, data.customerPhone].filter(Boolean) as string[];
    const body = [
      mjText(`<h1 style="font-size:20px;margin:0">New order #${escapeHtml(data.orderNumber)}</h1>`),
      mjText(`<strong>Customer</strong><br />${contact.map(escapeHtml).join('<br />')}`),
      orderDetailsMjml(data),
      mjButton('Open in the back office', data.adminOrderUrl),
    ].join('\n');
    const html = renderLayout({ preview: `New order #${data.orderNumber}`, body, shopUrl: data.shopUrl });
    const text = [
      `New order #${data.orderNumber}`,
      ['Customer:', ...contact.map(oneLine)].join('\n'),
      orderDetailsText(data),
      `Open in the back office: ${data.adminOrderUrl}`,
      textFooter(data.shopUrl),
    ].join('\n\n');
    return { html, text, headers: {} };
  },
};
