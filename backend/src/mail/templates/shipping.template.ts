import { escapeHtml, oneLine, safeUrl } from './escape';
import { RenderedEmail, ShippingEmailData } from './email-data';
import { mjButton, mjText, renderLayout, textFooter } from './layout';
import { linesMjml, linesText } from './order-details';

/** To the customer when the staff set the order to shipped. */
export const shippingTemplate = {
  subject: (data: ShippingEmailData): string => `Your Natural House order #${data.orderNumber} is on its way`,

  render(data: ShippingEmailData): RenderedEmail {
    const tracking = data.trackingNumber
      ? `${data.carrier} tracking number: ${data.trackingNumber}`
      : `Carrier: ${data.carrier}`;
    const link = safeUrl(data.orderStatusUrl, data.shopUrl);
    const body = [
      mjText(`<h1 style="font-size:20px;margin:0">Good news, ${escapeHtml(data.customerName)}!</h1>`),
      mjText(`Your order <strong>#${escapeHtml(data.orderNumber)}</strong> has shipped.`),
      mjText(escapeHtml(tracking)),
      data.lines?.length ? linesMjml(data.lines) : '',
      data.trackingUrl ? mjButton('Track your parcel', data.trackingUrl) : '',
      mjText(
        `<a href="${escapeHtml(link)}" style="color:#2f5d3a">${data.orderStatusUrl ? 'View your order' : 'Visit the shop'}</a>`,
      ),
    ].join('\n');
    const html = renderLayout({ preview: `Order #${data.orderNumber} has shipped`, body, shopUrl: data.shopUrl });
    const text = [
      `Good news, ${oneLine(data.customerName)}!`,
      `Your order #${data.orderNumber} has shipped.`,
      oneLine(tracking),
      data.lines?.length ? linesText(data.lines) : '',
      data.trackingUrl ? `Track your parcel: ${data.trackingUrl}` : '',
      `${data.orderStatusUrl ? 'View your order' : 'Visit the shop'}: ${link}`,
      textFooter(data.shopUrl),
    ]
      .filter(Boolean)
      .join('\n\n');
    return { html, text, headers: {} };
  },
};
