import { escapeHtml, oneLine, safeUrl } from './escape';
import { OrderEmailData, OrderEmailLine, PostalAddress } from './email-data';
import { mjTable, mjText } from './layout';

export function lineLabel(line: OrderEmailLine): string {
  // One scent mention per line: 'Room Mist No. 42 (16 oz)', not 'Room Mist No. 42 (No. 42, 16 oz)'.
  const scent = line.scent && !line.name.includes(`No. ${line.scent}`) ? `No. ${line.scent}` : null;
  const details = [scent, line.size].filter(Boolean).join(', ');
  return `${line.name}${details ? ` (${details})` : ''} × ${line.quantity}`;
}

function figures(data: OrderEmailData): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Subtotal', `$${data.subtotal}`]];
  if (data.discountAmount && data.discountAmount !== '0.00')
    rows.push([`Discount${data.promoCode ? ` (${data.promoCode})` : ''}`, `-$${data.discountAmount}`]);
  // Shipping as charged, named by its method; free is said, so the total does not look like it left it out.
  const method = data.shippingMethodName ? ` (${data.shippingMethodName})` : '';
  rows.push([`Shipping${method}`, data.shippingAmount === '0.00' ? 'Free' : `$${data.shippingAmount}`]);
  if (data.taxState && data.taxRate)
    rows.push([`Tax (${data.taxState} ${Number(data.taxRate).toString()} %)`, `$${data.taxAmount}`]);
  rows.push(['Total', `$${data.total}`]);
  return rows;
}

function addressLines(address: PostalAddress): string[] {
  return [address.address, `${address.city}, ${address.state} ${address.zip}`];
}

/** Thumbnail width in CSS pixels (its column adds the 12 px gap); the height follows the picture (the shop's are 4:5). */
const PICTURE_WIDTH = 64;

/** A line's product picture (alt: the product's name), or nothing for a line whose product is gone. */
function pictureHtml(line: OrderEmailLine): string {
  const src = line.imageUrl && safeUrl(line.imageUrl, '');
  if (!src) return '';
  return `<img src="${escapeHtml(src)}" alt="${escapeHtml(line.name)}" width="${PICTURE_WIDTH}" style="display:block;width:${PICTURE_WIDTH}px;height:auto;border:0;border-radius:4px" />`;
}

/** The lines as an MJML table of item and price (every value escaped), with a picture column when a line has one. */
export function linesMjml(lines: OrderEmailLine[]): string {
  const pictures = lines.some((line) => line.imageUrl);
  return mjTable(
    lines.map((line) => [
      ...(pictures ? [pictureHtml(line)] : []),
      escapeHtml(lineLabel(line)),
      `$${escapeHtml(line.lineTotal)}`,
    ]),
    [...(pictures ? [''] : []), 'Item', 'Price'],
    pictures ? [PICTURE_WIDTH + 12] : [],
  );
}

/** The lines as plain text, one '- item: $price' a line. */
export function linesText(lines: OrderEmailLine[]): string {
  return lines.map((line) => `- ${oneLine(lineLabel(line))}: $${line.lineTotal}`).join('\n');
}

/** Lines, figures, addresses and notes as MJML (every value escaped). */
export function orderDetailsMjml(data: OrderEmailData): string {
  const lines = linesMjml(data.lines);
  const totals = mjTable(figures(data).map(([label, amount]) => [escapeHtml(label), escapeHtml(amount)]));
  const block = (title: string, rows: string[]) =>
    mjText(`<strong>${escapeHtml(title)}</strong><br />${rows.map(escapeHtml).join('<br />')}`);
  const billing = data.billing ? addressLines(data.billing) : ['Same as shipping address'];
  return [
    lines,
    totals,
    block('Shipping address', [data.customerName, ...addressLines(data.shipping)]),
    block('Billing address', billing),
    data.notes ? block('Order notes', [data.notes]) : '',
  ].join('\n');
}

/** The same details as plain text. */
export function orderDetailsText(data: OrderEmailData): string {
  const totals = figures(data).map(([label, amount]) => `${oneLine(label)}: ${amount}`);
  const billing = data.billing ? addressLines(data.billing) : ['Same as shipping address'];
  const parts = [
    linesText(data.lines),
    totals.join('\n'),
    ['Shipping address:', oneLine(data.customerName), ...addressLines(data.shipping).map(oneLine)].join('\n'),
    ['Billing address:', ...billing.map(oneLine)].join('\n'),
  ];
  if (data.notes) parts.push(`Order notes:\n${data.notes}`);
  return parts.join('\n\n');
}
