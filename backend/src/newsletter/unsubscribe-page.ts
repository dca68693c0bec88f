import { BRAND } from '../common/brand';
import { smallPageHtml } from '../common/small-page';
import { escapeHtml } from '../mail/templates/escape';

/** The small page of the unsubscribe link: the shop's look (common/small-page.ts), no storefront bundle needed. */
export function unsubscribePage(title: string, text: string, form?: { action: string; button: string }): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return smallPageHtml({
    title: escapeHtml(`${title} | ${BRAND.name}`),
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${button}<p><a href="/">Back to ${escapeHtml(BRAND.name)}</a></p>`,
  });
}
