import mjml2html from 'mjml';
import { BRAND } from '../../common/brand';
import { escapeHtml, safeUrl } from './escape';

const GREEN = '#2f5d3a';
const INK = '#2b2b2b';

/** MJML markup of a block of text; `html` must already be escaped. */
export function mjText(html: string, attributes = ''): string {
  return `<mj-text ${attributes}>${html}</mj-text>`;
}

export function mjButton(label: string, href: string): string {
  return `<mj-button href="${escapeHtml(href)}" background-color="${GREEN}" color="#ffffff" border-radius="4px">${escapeHtml(label)}</mj-button>`;
}

/**
 * A table whose last column (the amounts) is right-aligned; cells must already be escaped. `widths` fixes the width
 * in pixels of the columns that have one (a picture column), so the text columns take the rest.
 */
export function mjTable(rows: string[][], headRow?: string[], widths: Array<number | undefined> = []): string {
  const cells = (tag: 'th' | 'td', row: string[]) =>
    row
      .map((cell, i) => {
        const width = widths[i] === undefined ? '' : ` width="${widths[i]}"`;
        const style =
          i === row.length - 1
            ? 'padding:4px 0;text-align:right;white-space:nowrap'
            : 'padding:4px 12px 4px 0;text-align:left';
        return `<${tag}${width} style="${style}">${cell}</${tag}>`;
      })
      .join('');
  const head = headRow ? `<tr style="border-bottom:1px solid #ddd">${cells('th', headRow)}</tr>` : '';
  return `<mj-table>${head}${rows.map((row) => `<tr>${cells('td', row)}</tr>`).join('')}</mj-table>`;
}

/**
 * The brand's one layout: header with the shop name, the message's sections, a footer with the tagline and a link home.
 * MJML turns it into the table markup mail clients need; `body` is MJML whose text parts are already escaped.
 */
export function renderLayout(input: LayoutInput): string {
  return mjmlToHtml(layoutMjml(input));
}

interface LayoutInput {
  preview: string;
  body: string;
  shopUrl: string;
  footerExtra?: string;
}

/** The layout's MJML source around `body`. */
export function layoutMjml(input: LayoutInput): string {
  const shopUrl = safeUrl(input.shopUrl, 'https://naturalhouse.example/');
  return `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(BRAND.name)}</mj-title>
    <mj-preview>${escapeHtml(input.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text color="${INK}" font-size="15px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f1ea">
    <mj-section background-color="${GREEN}" padding="16px">
      <mj-column><mj-text align="center" color="#ffffff" font-size="22px" font-weight="bold"><a href="${escapeHtml(shopUrl)}" style="color:#ffffff;text-decoration:none">${escapeHtml(BRAND.name)}</a></mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 16px"><mj-column>${input.body}</mj-column></mj-section>
    <mj-section padding="12px 16px"><mj-column>
      ${mjText(`${escapeHtml(BRAND.tagline)}<br /><a href="${escapeHtml(shopUrl)}" style="color:${GREEN}">${escapeHtml(shopUrl)}</a><br />${policyLinksHtml(shopUrl)}${input.footerExtra ?? ''}`, 'align="center" font-size="12px" color="#666666"')}
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
}

/** Compiled documents kept, by shape; the shapes are few (template × number of order lines × optional parts). */
const MAX_SHAPES = 200;
const compiledShapes = new Map<string, string>();

/**
 * MJML's output depends on a document's tags and attributes, not on its texts or links, which it copies through (the
 * texts are escaped before they get here). Compiling is a large share of an order's CPU, so each *shape* is compiled
 * once: every text between tags and every href, src and alt becomes a numbered
 * slot, the shape is compiled and kept, and each message fills the slots with its own texts. templates.spec.ts checks
 * that the result is byte for byte what MJML gives for the whole document. Hand-written because no template engine
 * compiles MJML; a plain Map that stops growing at MAX_SHAPES is enough for so few keys.
 */
export function mjmlToHtml(source: string): string {
  const slots: string[] = [];
  const shape = source
    .replace(
      /\b(href|src|alt)="([^"]*)"/g,
      (_match, name: string, value: string) => `${name}="${slotMark(slots.push(value) - 1)}"`,
    )
    .replace(
      />(\s*)([^<]*[^<\s])(\s*)</g,
      (_match, before: string, text: string, after: string) => `>${before}${slotMark(slots.push(text) - 1)}${after}<`,
    );
  let compiled = compiledShapes.get(shape);
  if (compiled === undefined) {
    compiled = compileMjml(shape);
    if (compiledShapes.size < MAX_SHAPES) compiledShapes.set(shape, compiled);
  }
  // One pass over the compiled shape: a filled-in text is never scanned again, so a customer's text cannot name a slot.
  return compiled.replace(SLOT, (_match, index: string) => slots[Number(index)] ?? '');
}

/** A slot's mark: characters that escapeHtml leaves alone and MJML copies through, unlikely in a template. */
const slotMark = (index: number) => `__mjslot${index}__`;
const SLOT = /__mjslot(\d+)__/g;

export function compileMjml(source: string): string {
  const { html, errors } = mjml2html(source, { validationLevel: 'strict', keepComments: false });
  // Strict validation: a template bug fails the send (and is retried, then logged) instead of mailing broken markup.
  if (errors.length) throw new Error(`MJML: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

/** The pages every message's footer links: how to reach the shop and what it does with the reader's data. */
const POLICY_PAGES = [
  { path: 'contact', label: 'Contact us' },
  { path: 'privacy', label: 'Privacy' },
  { path: 'terms', label: 'Terms' },
] as const;

function policyLinks(shopUrl: string): Array<{ label: string; url: string }> {
  return POLICY_PAGES.map(({ path, label }) => ({ label, url: new URL(path, shopUrl).href }));
}

function policyLinksHtml(shopUrl: string): string {
  return policyLinks(shopUrl)
    .map(({ label, url }) => `<a href="${escapeHtml(url)}" style="color:#666666">${escapeHtml(label)}</a>`)
    .join(' · ');
}

/** The footer of every plain-text part. */
export function textFooter(shopUrl: string): string {
  const links = policyLinks(safeUrl(shopUrl, 'https://naturalhouse.example/'))
    .map(({ label, url }) => `${label}: ${url}`)
    .join('\n');
  return `--\n${BRAND.name}: ${BRAND.tagline}\n${shopUrl}\n${links}`;
}

/** RFC 8058: the unsubscribe link as a header, and that a one-click POST to it is enough. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
