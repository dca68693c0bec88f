// `npm run dev`: Vite in middleware mode (its documented SSR setup) behind a small Node server that renders every
// storefront page on the server with src/entry-server.tsx, as the built shop does, with hot reload. The API, the
// payment calls and the images are forwarded to the NestJS server at API_URL (middleware mode applies no
// `server.proxy`). The back office and a page whose render fails get the shell and render in the browser.
import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { cartCookieFor, fillTemplate } from '@shop/site/page-document.js';
import { injectPageMeta } from '@shop/site/page-head.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiTarget = new URL(process.env.API_URL ?? 'http://localhost:3000');
const port = Number(process.env.PORT ?? 5173);
const API_PATH = /^\/(api(\/|$)|setup$|order(\/|$)|public-objects\/)/;

const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });

/** The API's answer, passed through as it is. */
function forward(req, res) {
  const upstream = request(
    { host: apiTarget.hostname, port: apiTarget.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`The API at ${apiTarget.origin} is not answering: ${error.message}`);
  });
  req.pipe(upstream);
}

/** entry-server's requests name an in-process origin; here they go to the API server. */
const apiFetch = (input, init) => {
  const asked = new Request(input, init);
  const { pathname, search } = new URL(asked.url);
  return fetch(new Request(new URL(`${pathname}${search}`, apiTarget), asked));
};

/** The page's head from the API (PageMetaService), as the built shop writes it; its status is the page's. */
async function pageMeta(url) {
  const path = url.split('?')[0];
  const answer = await apiFetch(`http://api.invalid/api/page-meta?path=${encodeURIComponent(path)}`);
  if (!answer.ok) throw new Error(`GET /api/page-meta answered ${answer.status}`);
  return answer.json();
}

/**
 * The page as the built shop renders it (backend/src/web/spa-page.service.ts): index.html with the page's head, and
 * the render's head (early-actions script, critical styles, state) and HTML in its placeholders, /checkout with the
 * cart cookie. Without a build there is no manifest: Vite serves the modules themselves.
 */
async function renderPage(req, res) {
  const url = req.url ?? '/';
  const meta = await pageMeta(url);
  const template = injectPageMeta(
    await vite.transformIndexHtml(url, readFileSync(join(root, 'index.html'), 'utf8')),
    meta,
  );
  let rendered = { head: '', html: '' };
  try {
    const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
    const result = await render({ url, fetch: apiFetch, cartCookie: cartCookieFor(url, req.headers.cookie) });
    if (result.rendered) rendered = result;
  } catch (error) {
    vite.ssrFixStacktrace(error);
    console.error(`Server render of ${url} failed; the browser renders it:`, error);
  }
  res.writeHead(meta.status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(fillTemplate(template, rendered));
}

createServer((req, res) => {
  if (API_PATH.test(req.url ?? '')) return forward(req, res);
  vite.middlewares(req, res, () => {
    renderPage(req, res).catch((error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error?.stack ?? error));
    });
  });
}).listen(port, () =>
  console.log(`Storefront (server-rendered, hot reload) at http://localhost:${port}, API at ${apiTarget.origin}`),
);
