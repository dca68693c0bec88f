import type { FastifyReply } from 'fastify';
import { BRAND } from '../common/brand';
import { escapeHtml } from './templates/escape';

/** The small page of the unsubscribe link: plain HTML, no storefront bundle needed. */
export function unsubscribePage(title: string, text: string, form?: { action: string; button: string }): string {
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(BRAND.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#2b2b2b}button{background:#2f5d3a;color:#fff;border:0;border-radius:4px;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}a{color:#2f5d3a}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${button}<p><a href="/">Back to ${escapeHtml(BRAND.name)}</a></p></body></html>`;
}

export function sendUnsubscribePage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

export function invalidUnsubscribeLink(reply: FastifyReply): FastifyReply {
  return sendUnsubscribePage(
    reply,
    400,
    unsubscribePage('This link is not valid', 'Please use the unsubscribe link from your most recent e-mail.'),
  );
}
