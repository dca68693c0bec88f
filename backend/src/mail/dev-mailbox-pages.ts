import { smallPageHtml } from '../common/small-page';
import { OutboundEmail } from './outbound-email.entity';
import { escapeHtml } from './templates/escape';
import { RenderedEmail } from './templates/email-data';

const STYLE =
  'table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid #EDE5D6;padding:6px;text-align:left}iframe{width:100%;height:70vh;border:1px solid #EDE5D6;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px}';

function page(title: string, body: string): string {
  return smallPageHtml({ title: escapeHtml(title), body, style: STYLE, wide: true });
}

/** The list: newest first, each subject linking to its rendered view. */
export function mailboxListPage(emails: OutboundEmail[]): string {
  const rows = emails
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.createdAt.toISOString())}</td><td>${escapeHtml(e.recipient)}</td><td><a href="/dev/mailbox/${e.id}">${escapeHtml(e.subject)}</a></td><td>${escapeHtml(e.kind)}</td><td>${escapeHtml(e.status)}</td><td>${e.attempts}</td></tr>`,
    )
    .join('');
  const table = emails.length
    ? `<table><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th><th>Attempts</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page(
    'Development mailbox',
    `<h1>Development mailbox</h1><p>Every message the shop has queued (development only; production answers 404).</p>${table}`,
  );
}

/** One message: its envelope, the HTML part in a frame (its own document, so its styles stay inside) and the text part. */
export function mailboxMessagePage(email: OutboundEmail, rendered: RenderedEmail): string {
  const headers = Object.entries(rendered.headers)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const body = `<p><a href="/dev/mailbox">← All messages</a></p>
<h1>${escapeHtml(email.subject)}</h1>
<table><tr><th>To</th><td>${escapeHtml(email.recipient)}</td></tr><tr><th>Status</th><td>${escapeHtml(email.status)}</td></tr>${headers}</table>
<h2>HTML</h2><iframe title="HTML part" src="/dev/mailbox/${email.id}/html" sandbox></iframe>
<h2>Plain text</h2><pre>${escapeHtml(rendered.text)}</pre>`;
  return page(email.subject, body);
}
