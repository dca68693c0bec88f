import { escapeHtml, oneLine, safeUrl } from './escape';
import { ContactCopyEmailData, ContactCopyRequestEmailData, ContactStaffEmailData, RenderedEmail } from './email-data';
import { mjButton, mjText, renderLayout, textFooter } from './layout';

/** A message's text as HTML paragraphs: escaped, its line breaks kept. */
function messageHtml(message: string): string {
  return escapeHtml(message).replace(/\r?\n/g, '<br />');
}

/** What each contact e-mail is made of: a heading, lines before the message, the message, and a button. */
function renderContactEmail(input: {
  heading: string;
  intro: string[];
  message?: string;
  button?: { label: string; url: string };
  shopUrl: string;
  headers?: Record<string, string>;
}): RenderedEmail {
  const body = [
    mjText(`<h1 style="font-size:20px;margin:0">${escapeHtml(input.heading)}</h1>`),
    ...input.intro.map((line) => mjText(escapeHtml(line))),
    ...(input.message === undefined
      ? []
      : [mjText(`<div style="border-left:3px solid #dddddd;padding-left:12px">${messageHtml(input.message)}</div>`)]),
    ...(input.button ? [mjButton(input.button.label, input.button.url)] : []),
  ].join('\n');
  const html = renderLayout({ preview: input.heading, body, shopUrl: input.shopUrl });
  const text = [
    oneLine(input.heading),
    ...input.intro.map(oneLine),
    ...(input.message === undefined ? [] : [input.message]),
    ...(input.button ? [`${input.button.label}: ${input.button.url}`] : []),
    textFooter(input.shopUrl),
  ].join('\n\n');
  return { html, text, headers: input.headers ?? {} };
}

/** To staff: a shopper's message from /contact; replying answers the shopper (Reply-To). */
export const contactStaffTemplate = {
  subject: (data: ContactStaffEmailData): string => `Contact form: ${data.name}`,

  render: (data: ContactStaffEmailData): RenderedEmail =>
    renderContactEmail({
      heading: `Message from ${data.name}`,
      intro: [`From: ${data.name} <${data.email}>`, 'Reply to this e-mail to answer them.'],
      message: data.message,
      shopUrl: data.shopUrl,
      headers: { 'Reply-To': oneLine(data.email) },
    }),
};

/**
 * To the address typed into the form, when the sender asked for a copy: fixed words and the signed link only, never
 * the form's name or message, so the form cannot carry anyone's text to a stranger.
 */
export const contactCopyRequestTemplate = {
  subject: (): string => 'Confirm your e-mail address to receive a copy of your message',

  render: (data: ContactCopyRequestEmailData): RenderedEmail =>
    renderContactEmail({
      heading: 'Did you write to us?',
      intro: [
        'Someone sent a message to Natural House through our contact form with this e-mail address and asked for a copy.',
        'If it was you, confirm below and we will send you the copy. If it was not you, ignore this e-mail: nothing else will be sent.',
      ],
      button: { label: 'Send me the copy', url: safeUrl(data.confirmUrl, data.shopUrl) },
      shopUrl: data.shopUrl,
    }),
};

/** To the sender, once they confirmed their address: what they wrote to the shop. */
export const contactCopyTemplate = {
  subject: (): string => 'A copy of your message to Natural House',

  render: (data: ContactCopyEmailData): RenderedEmail =>
    renderContactEmail({
      heading: 'Your message to Natural House',
      intro: [`Hi ${data.name}, this is what you sent us. We answer within two business days.`],
      message: data.message,
      shopUrl: data.shopUrl,
    }),
};
