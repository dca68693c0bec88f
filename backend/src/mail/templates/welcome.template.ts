import { escapeHtml } from './escape';
import { RenderedEmail, WelcomeEmailData } from './email-data';
import { listUnsubscribeHeaders, mjButton, mjText, renderLayout, textFooter } from './layout';

/** To a new newsletter subscriber: the promised personal code and a one-click way out (RFC 8058). */
export const welcomeTemplate = {
  subject: (data: WelcomeEmailData): string => `Welcome to Natural House: your ${data.percent}% code inside`,

  render(data: WelcomeEmailData): RenderedEmail {
    const body = [
      mjText('<h1 style="font-size:20px;margin:0">Welcome! 🌿</h1>'),
      mjText(
        `Thank you for joining our newsletter. Here is your personal ${escapeHtml(data.percent)}% discount code, good for one order:`,
      ),
      mjText(
        `<span style="font-size:24px;font-weight:bold;letter-spacing:2px">${escapeHtml(data.code)}</span>`,
        'align="center"',
      ),
      mjText('Enter it at checkout.'),
      mjButton('Shop now', data.shopUrl),
    ].join('\n');
    const footerExtra = `<br />You receive this because you subscribed to our newsletter. <a href="${escapeHtml(data.unsubscribeUrl)}" style="color:#666666">Unsubscribe</a>`;
    const html = renderLayout({
      preview: `Your ${data.percent}% code: ${data.code}`,
      body,
      shopUrl: data.shopUrl,
      footerExtra,
    });
    const text = [
      'Welcome! 🌿',
      `Thank you for joining our newsletter. Here is your personal ${data.percent}% discount code, good for one order:`,
      data.code,
      `Enter it at checkout: ${data.shopUrl}`,
      `Unsubscribe: ${data.unsubscribeUrl}`,
      textFooter(data.shopUrl),
    ].join('\n\n');
    return { html, text, headers: listUnsubscribeHeaders(data.unsubscribeUrl) };
  },
};
