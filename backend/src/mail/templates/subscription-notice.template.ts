import { escapeHtml, oneLine, safeUrl } from './escape';
import { RenderedEmail, SubscriptionNoticeEmailData } from './email-data';
import { mjButton, mjText, renderLayout, textFooter } from './layout';

/** What happened to a refill subscription, with the signed link to manage it. */
export const subscriptionNoticeTemplate = {
  subject: (data: SubscriptionNoticeEmailData): string => data.subject,

  render(data: SubscriptionNoticeEmailData): RenderedEmail {
    const link = safeUrl(data.manageUrl, data.shopUrl);
    const body = [
      mjText(`<h1 style="font-size:20px;margin:0">${escapeHtml(data.headline)}</h1>`),
      ...data.paragraphs.map((p) => mjText(escapeHtml(p))),
      mjButton('Manage your subscription', link),
    ].join('\n');
    const html = renderLayout({ preview: data.headline, body, shopUrl: data.shopUrl });
    const text = [
      oneLine(data.headline),
      ...data.paragraphs,
      `Manage your subscription: ${link}`,
      textFooter(data.shopUrl),
    ].join('\n\n');
    return { html, text, headers: {} };
  },
};
