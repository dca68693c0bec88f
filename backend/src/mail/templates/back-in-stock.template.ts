import { escapeHtml, oneLine, safeUrl } from './escape';
import { BackInStockEmailData, RenderedEmail } from './email-data';
import { listUnsubscribeHeaders, mjButton, mjText, renderLayout, textFooter } from './layout';

/** To a shopper who asked to be told when a sold-out size came back; sent once, with a one-click way out. */
export const backInStockTemplate = {
  subject: (data: BackInStockEmailData): string => `${data.productName} is back in stock`,

  render(data: BackInStockEmailData): RenderedEmail {
    const link = safeUrl(data.productUrl, data.shopUrl);
    const body = [
      mjText(`<h1 style="font-size:20px;margin:0">${escapeHtml(data.productName)} is back 🌿</h1>`),
      mjText(`You asked us to tell you when it was back in stock. It is, while it lasts.`),
      mjButton('Shop it now', link),
    ].join('\n');
    const footerExtra = `<br />You receive this once because you asked to be notified. <a href="${escapeHtml(data.unsubscribeUrl)}" style="color:#666666">Unsubscribe</a>`;
    const html = renderLayout({
      preview: `${data.productName} is back in stock`,
      body,
      shopUrl: data.shopUrl,
      footerExtra,
    });
    const text = [
      `${oneLine(data.productName)} is back`,
      'You asked us to tell you when it was back in stock. It is, while it lasts.',
      `Shop it now: ${link}`,
      `Unsubscribe: ${data.unsubscribeUrl}`,
      textFooter(data.shopUrl),
    ].join('\n\n');
    return { html, text, headers: listUnsubscribeHeaders(data.unsubscribeUrl) };
  },
};
