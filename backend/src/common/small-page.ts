import { BRAND } from './brand';

/** The storefront's palette and fonts (frontend/src/theme/theme.ts), for pages served without the app's bundle. */
const STYLE = [
  'body{margin:0;background:#F6F2EA;color:#25281F;font-family:"Inter",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}',
  'header{background:#fff;border-bottom:1px solid #EDE5D6;padding:14px 24px}header img{height:32px;display:block}',
  'main{max-width:var(--page-width,40rem);margin:40px auto;padding:0 20px}',
  'h1{font-family:"Fraunces",Georgia,"Times New Roman",serif;font-weight:600;color:#2C4334}',
  'a{color:#3E5B47}button{background:#3E5B47;color:#fff;border:0;border-radius:999px;padding:.7rem 1.4rem;font:inherit;font-weight:600;cursor:pointer}',
  'button:focus-visible,a:focus-visible{outline:3px solid #8B4E2E;outline-offset:2px}',
].join('');

/**
 * The shell of the pages the server writes without the app (the unsubscribe page, the dev mailbox): the shop's
 * logo, colours, fonts and favicon, so they look like the shop. `title` and `body` come escaped by the caller.
 */
export function smallPageHtml(input: { title: string; body: string; style?: string; wide?: boolean }): string {
  const width = input.wide ? ':root{--page-width:72rem}' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${input.title}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${STYLE}${width}${input.style ?? ''}</style></head>
<body><header><a href="/"><img src="${BRAND.logoPath}" alt="${BRAND.name}" width="160" height="32"></a></header><main>${input.body}</main></body></html>`;
}
