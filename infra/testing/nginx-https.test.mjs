// The shipped HTTPS server (infra/nginx/shop-https.conf.template): rendered as the nginx image's envsubst renders it,
// with a self-signed certificate made here, beside shop.conf, and accepted by `nginx -t`; its proxying stays the plain
// server's. Part of `make test-cluster`; needs nginx and openssl (`make system-deps`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO_ROOT } from './built-shop.mjs';
import { nginxBinary, renderNginxConfig } from './cluster.mjs';

const TEMPLATE = readFileSync(join(REPO_ROOT, 'infra', 'nginx', 'shop-https.conf.template'), 'utf8');
const PLAIN = readFileSync(join(REPO_ROOT, 'infra', 'nginx', 'shop.conf'), 'utf8');

/** envsubst as the nginx image runs it: only the named settings, so nginx's own $variables stay. */
function renderTemplate(settings) {
  return TEMPLATE.replace(/\$\{(\w+)\}/g, (whole, name) => settings[name] ?? whole);
}

/** The directives of the last server block of a file, without comments, markers and blank lines. */
function serverDirectives(text) {
  const block = text.slice(text.lastIndexOf('\nserver {'));
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

describe('the HTTPS server of infra/nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-https-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('has no setting left unfilled once the three settings are given', () => {
    const rendered = renderTemplate({
      SHOP_SERVER_NAME: 'shop.example.test',
      SHOP_TLS_CERTIFICATE: '/c.pem',
      SHOP_TLS_CERTIFICATE_KEY: '/k.pem',
    });
    assert.deepEqual(rendered.match(/\$\{\w+\}/g), null);
    assert.match(rendered, /return 301 https:\/\/\$host\$request_uri;/);
  });

  it('proxies, caches and serves files exactly as the plain server does', () => {
    const tlsOnly = /^(listen|server_name|ssl_\w+|add_header Strict-Transport-Security) /;
    const https = serverDirectives(TEMPLATE).filter((line) => !tlsOnly.test(line));
    const plain = serverDirectives(PLAIN).filter((line) => !tlsOnly.test(line));
    assert.deepEqual(https, plain);
  });

  it('is accepted by nginx -t beside shop.conf, with a self-signed certificate', (t) => {
    let nginx;
    try {
      nginx = nginxBinary();
    } catch {
      t.skip('nginx is not installed (make system-deps)');
      return;
    }
    const certificate = join(dir, 'fullchain.pem');
    const key = join(dir, 'privkey.pem');
    const openssl = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=shop.example.test'].concat([
        '-keyout',
        key,
        '-out',
        certificate,
      ]),
      { encoding: 'utf8' },
    );
    assert.equal(openssl.status, 0, openssl.stderr);
    const https = renderTemplate({
      SHOP_SERVER_NAME: 'shop.example.test',
      SHOP_TLS_CERTIFICATE: certificate,
      SHOP_TLS_CERTIFICATE_KEY: key,
    });
    const main = renderNginxConfig({ listenPort: 8081, upstreamPorts: [3001], webRoot: dir, prefix: dir })
      // Types do not matter to the check; the Debian package's file may be absent where only the binary is.
      .replace('include /etc/nginx/mime.types;', 'types { text/html html; }');
    const config = join(dir, 'nginx.conf');
    writeFileSync(config, `${main.slice(0, main.lastIndexOf('}'))}\n${https}\n}\n`);
    const check = spawnSync(nginx, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
    assert.equal(check.status, 0, check.stderr);
  });
});
