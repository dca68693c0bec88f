import type { FastifyReply } from 'fastify';
import { BRAND } from '../common/brand';
import { smallPageHtml } from '../common/small-page';
import { escapeHtml } from './templates/escape';

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

/** What one unsubscribe link stops: its route, the question its page asks, and the e-mails it names once done. */
export interface UnsubscribeList {
  path: string;
  question: string;
  emails: string;
}

/** GET: a page with one button (link scanners that follow links unsubscribe nobody); a bad token gets the 400 page. */
export function confirmUnsubscribe(
  reply: FastifyReply,
  list: UnsubscribeList,
  token: string,
  email: string | null,
): FastifyReply {
  if (!email) return invalidLink(reply);
  const action = `${list.path}?token=${encodeURIComponent(token)}`;
  return sendSmallPage(reply, 200, unsubscribePage('Unsubscribe', list.question, { action, button: 'Unsubscribe' }));
}

/** POST's answer, said the same way whether or not the address was still listed: a repeat click is not an error. */
export function unsubscribed(reply: FastifyReply, list: UnsubscribeList, email: string): FastifyReply {
  return sendSmallPage(
    reply,
    200,
    unsubscribePage('You have been unsubscribed', `${email} will receive no more ${list.emails} e-mails from us.`),
  );
}

export function invalidLink(reply: FastifyReply): FastifyReply {
  return sendSmallPage(
    reply,
    400,
    unsubscribePage('This link is not valid', 'Please use the unsubscribe link from your most recent e-mail.'),
  );
}

/** Answers with one of these small pages, never cached (each names an address). */
export function sendSmallPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
