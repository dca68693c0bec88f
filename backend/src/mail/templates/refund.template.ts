import { escapeHtml, oneLine, safeUrl } from './escape';
import { RefundEmailData, RenderedEmail } from './email-data';
import { mjText, renderLayout, textFooter } from './layout';

/** To the customer when a refund of their order has gone through. */
export const refundTemplate = {
  subject: (data: RefundEmailData): string => `Your refund of $${data.amount} for order #${data.orderNumber}`,

  render(data: RefundEmailData): RenderedEmail {
    const link = safeUrl(data.orderStatusUrl, data.shopUrl);
    const lines = data.lines.map((l) => `${l.quantity} × ${l.name}`);
    const body = [
      mjText(`<h1 style="font-size:20px;margin:0">Hello ${escapeHtml(data.customerName)},</h1>`),
      mjText(
        `We have refunded <strong>$${escapeHtml(data.amount)}</strong> for your order <strong>#${escapeHtml(data.orderNumber)}</strong> to the account you paid with.`,
      ),
      lines.length ? mjText(`Refunded items:<br>${lines.map(escapeHtml).join('<br>')}`) : '',
      data.note ? mjText(`A note from us:<br>${escapeHtml(data.note).replace(/\n/g, '<br>')}`) : '',
      mjText(
        `<a href="${escapeHtml(link)}" style="color:#2f5d3a">${data.orderStatusUrl ? 'View your order' : 'Visit the shop'}</a>`,
      ),
    ].join('\n');
    const html = renderLayout({
      preview: `$${data.amount} refunded for order #${data.orderNumber}`,
      body,
      shopUrl: data.shopUrl,
    });
    const text = [
      `Hello ${oneLine(data.customerName)},`,
      `We have refunded $${data.amount} for your order #${data.orderNumber} to the account you paid with.`,
      lines.length ? `Refunded items:\n${lines.map(oneLine).join('\n')}` : '',
      data.note ? `A note from us:\n${data.note}` : '',
      `${data.orderStatusUrl ? 'View your order' : 'Visit the shop'}: ${link}`,
      textFooter(data.shopUrl),
    ]
      .filter(Boolean)
      .join('\n\n');
    return { html, text, headers: {} };
  },
};
