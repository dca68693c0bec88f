import {
  BackInStockEmailData,
  ContactCopyEmailData,
  ContactCopyRequestEmailData,
  ContactStaffEmailData,
  OrderEmailData,
  ShippingEmailData,
  StaffOrderEmailData,
  WelcomeEmailData,
} from './email-data';
import { escapeHtml } from './escape';
import { compileMjml, layoutMjml, mjButton, mjmlToHtml, mjText } from './layout';
import { orderDetailsMjml } from './order-details';
import { emailSubject, renderEmail } from './render-email';

const HOSTILE_NAME = '<script>alert("x")</script> O\'Brien "Bob"\r\nBcc: victim@example.com';
const HOSTILE_NOTE = '<img src=x onerror=alert(1)> & <b>bold</b>';

const order: OrderEmailData = {
  orderId: 7,
  orderNumber: 1007,
  customerName: HOSTILE_NAME,
  customerEmail: 'ada@example.com',
  customerPhone: '<phone>',
  lines: [{ name: 'Hand Soap <No. 42>', scent: '42', size: '16 oz', quantity: 2, lineTotal: '36.00' }],
  subtotal: '36.00',
  discountAmount: '5.40',
  promoCode: 'WELCOME15',
  shippingMethodName: null,
  shippingAmount: '0.00',
  taxAmount: '0.00',
  taxState: null,
  taxRate: null,
  total: '30.60',
  shipping: { address: '1 <Main> St', city: 'Indy"', state: 'IN', zip: '46204' },
  billing: null,
  notes: HOSTILE_NOTE,
  shopUrl: 'https://shop.test/',
};

const cases = {
  'order-confirmation': order,
  'staff-order': { ...order, adminOrderUrl: 'https://shop.test/admin-orders/7' } satisfies StaffOrderEmailData,
  welcome: {
    code: 'WELCOME-ABCDEFGHJK',
    percent: 15,
    shopUrl: 'https://shop.test/',
    unsubscribeUrl: 'https://shop.test/newsletter/unsubscribe?token=a.b',
  } satisfies WelcomeEmailData,
  shipping: {
    orderNumber: 1007,
    customerName: HOSTILE_NAME,
    carrier: 'UPS',
    trackingNumber: '1Z<9>',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z%3C9%3E',
    shopUrl: 'https://shop.test/',
    orderStatusUrl: 'javascript:alert(1)',
    lines: order.lines,
  } satisfies ShippingEmailData,
  'back-in-stock': {
    productName: HOSTILE_NAME,
    productUrl: 'javascript:alert(1)',
    shopUrl: 'https://shop.test/',
    unsubscribeUrl: 'https://shop.test/back-in-stock/unsubscribe?token=a.b',
  } satisfies BackInStockEmailData,
  'contact-staff': {
    name: HOSTILE_NAME,
    email: 'grace@example.com',
    message: `${HOSTILE_NOTE}\nSecond line`,
    shopUrl: 'https://shop.test/',
  } satisfies ContactStaffEmailData,
  'contact-copy-request': {
    confirmUrl: 'https://shop.test/contact/copy?token=a.b',
    shopUrl: 'https://shop.test/',
  } satisfies ContactCopyRequestEmailData,
  'contact-copy': {
    name: HOSTILE_NAME,
    message: HOSTILE_NOTE,
    shopUrl: 'https://shop.test/',
  } satisfies ContactCopyEmailData,
} as const;

describe.each(Object.entries(cases))('the %s template', (name, data) => {
  const template = name as keyof typeof cases;
  const rendered = renderEmail(template, data as never);
  const subject = emailSubject(template, data as never);

  it('renders a whole HTML document with the brand and a plain-text part', () => {
    expect(rendered.html).toMatch(/^<!doctype html>/i);
    expect(rendered.html).toContain('Natural House');
    expect(rendered.text).toContain('Natural House');
    expect(rendered.text).not.toMatch(/<(table|tr|td|div|p|br|a|mj-[a-z]+)\b/i);
  });

  it('escapes hostile customer text and keeps subjects on one line', () => {
    expect(rendered.html).not.toMatch(/<script|<img|<b>bold|<Main>|<No\. 42>|<phone>|javascript:/i);
    expect(subject).not.toMatch(/[\r\n]/);
    if (template !== 'welcome' && template !== 'contact-copy-request') {
      expect(rendered.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien');
      // Text keeps the customer's own characters; a name cannot add lines that look like headers.
      expect(rendered.text).toContain('<script>alert("x")</script> O\'Brien "Bob" Bcc: victim@example.com');
    }
  });
});

describe('contact e-mails', () => {
  it("give staff the message with its line breaks and a Reply-To of the sender's address", () => {
    const staff = renderEmail('contact-staff', cases['contact-staff']);
    expect(staff.headers).toEqual({ 'Reply-To': 'grace@example.com' });
    expect(staff.html).toContain('&amp; &lt;b&gt;bold&lt;/b&gt;<br />Second line');
    expect(staff.text).toContain(`${HOSTILE_NOTE}\nSecond line`);
  });

  it('carry nothing but the link in the copy request, and the policy links in every footer', () => {
    const request = renderEmail('contact-copy-request', cases['contact-copy-request']);
    expect(request.html).toContain('href="https://shop.test/contact/copy?token=a.b"');
    for (const path of ['contact', 'privacy', 'terms']) {
      expect(request.html).toContain(`href="https://shop.test/${path}"`);
      expect(request.text).toContain(`https://shop.test/${path}`);
    }
  });
});

describe('order e-mails', () => {
  it('list the line, the discount with its code, the total and the addresses', () => {
    const { html, text } = renderEmail('order-confirmation', order);
    for (const part of [html, text]) {
      // The name already says 'No. 42': the scent is not repeated.
      expect(part).toMatch(/Hand Soap (&lt;|<)No\. 42(&gt;|>) \(16 oz\) × 2/);
      expect(part).toMatch(/Shipping(<\/td>\s*<td[^>]*>|: )Free/);
      expect(part).toContain('We have received your payment.');
      expect(part).toContain('$36.00');
      expect(part).toContain('Discount (WELCOME15)');
      expect(part).toContain('-$5.40');
      expect(part).toContain('$30.60');
      expect(part).toContain('Same as shipping address');
    }
  });

  it('show the shipping by its method and the tax with its state and rate, as charged', () => {
    const { html, text } = renderEmail('staff-order', {
      ...order,
      shippingMethodName: 'Standard',
      shippingAmount: '7.95',
      taxAmount: '2.16',
      taxState: 'IN',
      taxRate: '7.000',
      total: '40.71',
      adminOrderUrl: 'https://shop.test/admin-orders/7',
    });
    for (const part of [html, text]) {
      expect(part).toMatch(/Shipping \(Standard\)(<\/td>\s*<td[^>]*>|: )\$7\.95/);
      expect(part).toMatch(/Tax \(IN 7 %\)(<\/td>\s*<td[^>]*>|: )\$2\.16/);
      expect(part).toContain('$40.71');
    }
  });

  it('name the scent of a line whose name does not, and say no payment was needed for a $0.00 order', () => {
    const { text } = renderEmail('order-confirmation', {
      ...order,
      lines: [{ ...order.lines[0], name: 'Hand Soap' }],
      discountAmount: '36.00',
      total: '0.00',
    });
    expect(text).toContain('- Hand Soap (No. 42, 16 oz) × 2: $36.00');
    expect(text).toContain('No payment was needed: your promo code covers this order.');
    expect(text).not.toContain('received your payment');
  });

  it('link to the order status page when one is given, else to the shop', () => {
    expect(
      renderEmail('order-confirmation', { ...order, orderStatusUrl: 'https://shop.test/orders/status?token=t' }).text,
    ).toContain('View your order: https://shop.test/orders/status?token=t');
    expect(renderEmail('order-confirmation', order).text).toContain('Visit the shop: https://shop.test/');
  });

  it('the shipping e-mail lists what is in the parcel (none in one queued before it did)', () => {
    const shipped = renderEmail('shipping', cases.shipping);
    expect(shipped.text).toContain('- Hand Soap <No. 42> (16 oz) × 2: $36.00');
    expect(shipped.html).toContain('Hand Soap &lt;No. 42&gt; (16 oz) × 2');
    const older = renderEmail('shipping', { ...cases.shipping, lines: undefined });
    expect(older.text).not.toContain('Hand Soap');
  });

  it("show each line's product picture with its name as alt text, and none for a line whose product is gone", () => {
    const picture = 'https://shop.test/public-objects/products/hand-soap-42.webp';
    const lines = [
      { ...order.lines[0], imageUrl: picture },
      { ...order.lines[0], name: 'Room Mist No. 9', imageUrl: undefined },
    ];
    for (const rendered of [
      renderEmail('order-confirmation', { ...order, lines }),
      renderEmail('staff-order', { ...cases['staff-order'], lines }),
      renderEmail('shipping', { ...cases.shipping, lines }),
    ]) {
      const images = rendered.html.match(/<img\b[^>]*>/g) ?? [];
      expect(images).toHaveLength(1);
      expect(images[0]).toContain(`src="${picture}"`);
      expect(images[0]).toContain('alt="Hand Soap &lt;No. 42&gt;"');
      expect(rendered.html).toContain('Room Mist No. 9');
      expect(rendered.text).not.toContain(picture);
    }
  });

  it('show no picture whose address is not http(s)', () => {
    const lines = [{ ...order.lines[0], imageUrl: 'javascript:alert(1)' }];
    expect(renderEmail('order-confirmation', { ...order, lines }).html).not.toMatch(/<img|javascript:/);
  });

  it('the staff subject names the order, the total and the customer on one line', () => {
    expect(emailSubject('staff-order', cases['staff-order'])).toBe(
      'New order #1007: $30.60 from <script>alert("x")</script> O\'Brien "Bob" Bcc: victim@example.com',
    );
  });
});

describe('MJML compiled once per shape', () => {
  const message = (name: string, lines: number, shopUrl: string) =>
    layoutMjml({
      preview: `Order for ${escapeHtml(name)}`,
      body: [
        mjText(`<h1 style="font-size:20px;margin:0">${escapeHtml(`Thank you, ${name}!`)}</h1>`),
        orderDetailsMjml({
          ...order,
          customerName: name,
          lines: Array.from({ length: lines }, (_, i) => ({
            ...order.lines[0],
            name: `${name} ${i}`,
            imageUrl: i % 2 ? undefined : `${shopUrl}public-objects/${encodeURIComponent(name)}-${i}.webp`,
          })),
        }),
        mjButton(`View ${name}`, `${shopUrl}orders/status?n=${lines}`),
      ].join('\n'),
      shopUrl,
      footerExtra: `<br /><a href="${escapeHtml(`${shopUrl}unsubscribe?token=${name}`)}">Unsubscribe</a>`,
    });

  it.each([
    ['a hostile name', HOSTILE_NAME, 1, 'https://shop.test/'],
    ['the same shape with other texts and links (from the kept shape)', 'Zoë & Ünal  "Q"', 1, 'https://other.test/x/'],
    ['another shape (three lines)', HOSTILE_NOTE, 3, 'https://shop.test/'],
    ['text that looks like a slot mark', '__mjslot0__ __mjslot1__', 2, 'https://shop.test/'],
    ['text with leading and trailing spaces', '   spaced   out   ', 1, 'https://shop.test/'],
  ])('gives what MJML gives for the whole document: %s', (_case, name, lines, shopUrl) => {
    const source = message(name, lines, shopUrl);
    expect(mjmlToHtml(source)).toBe(compileMjml(source));
  });
});
