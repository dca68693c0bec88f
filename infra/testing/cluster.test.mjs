// The cluster test (`make test-cluster`, part of `make test`): two instances of the built shop on one fresh MariaDB
// database, sharing state through their own Redis, behind nginx with infra/nginx/shop.conf. Needs `npm run build`,
// nginx and redis-server (`make system-deps`). Figures are printed as "cluster-figure: ..." lines for docs/operations.md.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import S3rver from 's3rver';
import sharp from 'sharp';
import { CLUSTER_ADMIN_PASSWORD, startCluster, startNginx } from './cluster.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const figure = (text) => console.log(`cluster-figure: ${text}`);
const ADMIN = { 'x-admin-password': CLUSTER_ADMIN_PASSWORD, 'content-type': 'application/json' };
const SHOPPER = {
  customerName: 'Cluster Shopper',
  customerPhone: null,
  customerNotes: '',
  shippingAddress: '1 Balancer Street',
  shippingCity: 'Bloomington',
  shippingState: 'IN',
  shippingZip: '47401',
  billingAddress: null,
  billingCity: null,
  billingState: null,
  billingZip: null,
};

async function call(url, { method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  // nginx names the instance that answered (header added by this test's rendered config only).
  const upstream = (res.headers.get('x-upstream-addr') ?? '').split(',').pop().trim();
  return { status: res.status, body: json, upstream };
}

/** The status of a page asked from a given loopback address, as a second client on another machine would. */
function statusFrom(localAddress, url) {
  return new Promise((resolve, reject) => {
    get(url, { localAddress, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

/** An admin price change through one instance; the test fails unless it is saved. */
async function changePrice(app, product, price) {
  const patched = await call(`${app.baseUrl}/api/admin/products/${product.id}`, {
    method: 'PATCH',
    headers: ADMIN,
    body: { price },
  });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));
}

/**
 * One kept-alive connection to nginx: a request, and as soon as its answer starts arriving, two more written onto the
 * same connection, as a client does that has not yet seen the `Connection: close` nginx put on that answer. Resolves
 * with the socket's events and how many answers came.
 */
function requestsAfterTheLastAnswer(port) {
  return new Promise((resolve) => {
    const events = [];
    let received = '';
    const request = 'GET /api/health HTTP/1.1\r\nHost: shop.test\r\n\r\n';
    // Half-open allowed: the socket stays writable after nginx's FIN, so a reset shows up on the next write.
    const socket = connect({ host: '127.0.0.1', port, allowHalfOpen: true });
    socket.on('error', (error) => events.push(`error ${error.code}`));
    socket.on('end', () => events.push('end'));
    socket.on('data', async (chunk) => {
      const first = received === '';
      received += chunk.toString('latin1');
      if (!first) return;
      socket.write(request);
      await sleep(300);
      socket.write(request);
      await sleep(300);
      socket.destroy();
      resolve({
        events,
        answers: (received.match(/^HTTP\/1\.1 /gm) ?? []).length,
        closing: /\r\nconnection: close\r\n/i.test(received),
      });
    });
    socket.write(request);
  });
}

describe('the shop as a cluster: two instances, one MariaDB, one Redis, nginx in front', { timeout: 180_000 }, () => {
  let cluster;
  let A;
  let B;
  let product;
  let s3;
  let s3Dir;

  before(async () => {
    // Product photos live in S3-compatible storage every instance shares: s3rver (npm), on loopback.
    s3Dir = mkdtempSync(join(tmpdir(), 'shop-cluster-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'shop-media', configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    // LOG_LEVEL info: the seed's log line is how the test tells which instance seeded.
    cluster = await startCluster({
      instances: 2,
      extraServer: '    add_header X-Upstream-Addr $upstream_addr always;',
      env: {
        LOG_LEVEL: 'info',
        MEDIA_STORAGE: 's3',
        MEDIA_S3_BUCKET: 'shop-media',
        MEDIA_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        // s3rver's own credentials: it checks signatures as S3 does.
        MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
        MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
        // Every instance runs the renewal runner; a round a second (the least allowed) lets test 13 see it at work.
        RENEWAL_POLL_INTERVAL_MS: '1000',
      },
    });
    [A, B] = cluster.apps;
    product = (await call(`${A.baseUrl}/api/products`)).body.find((p) => p.slug === 'hand-soap-no-42');
  });

  after(async () => {
    await cluster?.stop();
    await s3?.close();
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });

  it('1. both instances, started at the same moment on an empty database, migrated and seeded it once and are healthy', async () => {
    const migrations = await cluster.database.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name');
    assert.ok(migrations.length >= 3, 'every migration is recorded');
    assert.deepEqual(
      migrations.filter((m) => Number(m.n) !== 1),
      [],
      'no migration ran twice',
    );
    const seeded = cluster.apps.map((app) => (app.log().match(/Seeded the demo catalogue/g) ?? []).length);
    assert.equal(seeded[0] + seeded[1], 1, `exactly one instance seeded (per instance: ${seeded.join(', ')})`);
    const [{ products, slugs }] = await cluster.database.query(
      'SELECT COUNT(*) AS products, COUNT(DISTINCT slug) AS slugs FROM products',
    );
    assert.ok(Number(products) > 0);
    assert.equal(Number(products), Number(slugs));
    for (const app of cluster.apps) {
      const health = await call(`${app.baseUrl}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual([health.body.status, health.body.database.status, health.body.redis.status], ['ok', 'up', 'up']);
    }
    assert.ok(product, 'the seeded catalogue has hand-soap-no-42');
  });

  it('2. an admin price change through A is seen by the very next read through B (100 times, 0 stale)', async () => {
    // B's catalogue is cached before each change: the read must not be served from it.
    let stale = 0;
    const started = performance.now();
    for (let i = 0; i < 100; i++) {
      await call(`${B.baseUrl}/api/products`);
      const price = `${10 + (i % 50)}.${String(i).padStart(2, '0')}`;
      await changePrice(A, product, price);
      const read =
        i % 2 ? await call(`${B.baseUrl}/api/products/${product.slug}`) : await call(`${B.baseUrl}/api/products`);
      const seen = i % 2 ? read.body.price : read.body.find((p) => p.id === product.id).price;
      if (seen !== price) stale++;
    }
    figure(
      `read-your-writes: 100 write-on-A/read-on-B rounds, ${stale} stale, ${((performance.now() - started) / 100).toFixed(1)} ms per round`,
    );
    assert.equal(stale, 0);
  });

  it('4. 200 demo-wallet checkouts through nginx, 50 in flight, steps on different instances: 200 orders, 0 lost, replays add none', async () => {
    const price = (await call(`${A.baseUrl}/api/products/${product.slug}`)).body.price;
    const [{ n: before }] = await cluster.database.query('SELECT COUNT(*) AS n FROM orders');
    const results = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 200) {
          const n = next++;
          const created = await call(`${cluster.nginx.baseUrl}/order`, {
            method: 'POST',
            body: {
              ...SHOPPER,
              customerEmail: `cluster-${n}@example.com`,
              items: [{ productId: product.id, size: product.sizes[0], quantity: 1 }],
              promoCode: null,
              amount: price,
              currency: 'USD',
              intent: 'CAPTURE',
            },
          });
          assert.equal(created.status, 201, JSON.stringify(created.body));
          const approved = await call(`${cluster.nginx.baseUrl}/order/${created.body.id}/approve`, { method: 'POST' });
          assert.equal(approved.status, 200, JSON.stringify(approved.body));
          const captured = await call(`${cluster.nginx.baseUrl}/order/${created.body.id}/capture`, { method: 'POST' });
          assert.equal(captured.status, 200, JSON.stringify(captured.body));
          results.push({
            email: `cluster-${n}@example.com`,
            paymentId: created.body.id,
            orderId: captured.body.orderId,
            orderNumber: captured.body.orderNumber,
            steps: [created.upstream, approved.upstream, captured.upstream],
          });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const crossing = results.filter((r) => new Set(r.steps).size > 1).length;
    figure(
      `checkouts: 200 through nginx with 50 in flight in ${seconds.toFixed(1)} s (${(200 / seconds).toFixed(1)} orders/s); ${crossing} of 200 had their steps on both instances`,
    );
    assert.equal(results.length, 200);
    assert.equal(new Set(results.map((r) => r.orderNumber)).size, 200, '200 distinct order numbers');
    assert.ok(
      results.every((r) => r.steps.every((s) => s === `127.0.0.1:${A.port}` || s === `127.0.0.1:${B.port}`)),
      'nginx named the instance of every step',
    );
    assert.ok(crossing >= 50, `at least a quarter of the checkouts crossed instances (${crossing})`);

    // Replays on the other instance than the one that captured: the same order, never a second one. A replay is the same
    // checkout (same e-mail and figures); anything else gets a 409 without the customer's data (docs/security.md).
    const placeBody = (r) => ({
      ...SHOPPER,
      customerEmail: r.email,
      items: [{ productId: product.id, size: product.sizes[0], quantity: 1 }],
      promoCode: null,
      subtotal: price,
      discountAmount: null,
      total: price,
      paymentId: r.paymentId,
    });
    for (const r of results) {
      const other = r.steps[2] === `127.0.0.1:${A.port}` ? B : A;
      const capture = await call(`${other.baseUrl}/order/${r.paymentId}/capture`, { method: 'POST' });
      assert.equal(capture.body?.orderId, r.orderId);
      const placed = await call(`${other.baseUrl}/api/orders`, { method: 'POST', body: placeBody(r) });
      assert.equal(placed.body?.id, r.orderId, JSON.stringify(placed.body));
    }
    const [{ n: total }] = await cluster.database.query('SELECT COUNT(*) AS n FROM orders');
    assert.equal(Number(total) - Number(before), 200, '200 new orders, none lost, none added by the replays');
  });

  it('3. ten wrong passwords spread over A and B make the eleventh attempt on either a 429', async () => {
    // One client address (as the instances see it through a trusted proxy); the right password does not help any more.
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 10; i++) {
      const res = await call(`${(i % 2 ? B : A).baseUrl}/api/admin/verify-password`, {
        method: 'POST',
        headers: from,
        body: { password: `guess-${i}` },
      });
      assert.equal(res.status, 401, `attempt ${i + 1}`);
    }
    for (const app of [A, B]) {
      const res = await call(`${app.baseUrl}/api/admin/verify-password`, {
        method: 'POST',
        headers: from,
        body: { password: CLUSTER_ADMIN_PASSWORD },
      });
      assert.equal(res.status, 429);
    }
  });

  it('5. an instance stopped with SIGTERM during a read load through nginx: 0 failed requests', async () => {
    let stop = false;
    const failures = [];
    let done = 0;
    const paths = ['/api/products', `/api/products/${product.slug}`, '/api/health'];
    const load = Promise.all(
      Array.from({ length: 16 }, async (_, worker) => {
        for (let i = worker; !stop; i++) {
          const res = await call(`${cluster.nginx.baseUrl}${paths[i % paths.length]}`).catch((e) => ({
            status: String(e.cause?.code ?? e.message),
          }));
          if (res.status !== 200) failures.push(res.status);
          done++;
        }
      }),
    );
    await sleep(1000);
    const exitCode = await B.terminate();
    await sleep(1500);
    stop = true;
    await load;
    figure(
      `SIGTERM under load: ${done} reads through nginx, ${failures.length} failed, instance exit code ${exitCode}`,
    );
    assert.equal(exitCode, 0);
    assert.deepEqual(failures, []);
    assert.ok(done > 100);
    B.spawn();
    await B.ready();
  });

  it('6. Redis stopped: reads stay 200 and fresh, health says so; Redis back: sharing resumes within 10 s', async () => {
    await cluster.redis.stop();
    await sleep(300);
    for (const app of [A, B]) {
      const health = await call(`${app.baseUrl}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual([health.body.status, health.body.redis.status], ['degraded', 'down']);
    }
    let stale = 0;
    for (let i = 0; i < 20; i++) {
      const price = `${70 + i}.00`;
      await changePrice(A, product, price);
      const read = await call(`${B.baseUrl}/api/products/${product.slug}`);
      assert.equal(read.status, 200);
      if (read.body.price !== price) stale++;
      const list = await call(`${cluster.nginx.baseUrl}/api/products`);
      assert.equal(list.status, 200);
    }
    assert.equal(stale, 0, 'no stale read while Redis is down');
    // Limits still hold per instance: 10 failures on A alone block A.
    const alone = { 'x-forwarded-for': '203.0.113.88' };
    for (let i = 0; i < 10; i++)
      await call(`${A.baseUrl}/api/admin/verify-password`, { method: 'POST', headers: alone, body: { password: 'x' } });
    assert.equal(
      (
        await call(`${A.baseUrl}/api/admin/verify-password`, {
          method: 'POST',
          headers: alone,
          body: { password: 'x' },
        })
      ).status,
      429,
    );

    const restarted = performance.now();
    await cluster.redis.start();
    // Shared again when both instances report Redis up and a throttle count made on A blocks B.
    const deadline = restarted + 10_000;
    let shared = false;
    let attempt = 0;
    while (!shared && performance.now() < deadline) {
      const healths = await Promise.all([A, B].map((app) => call(`${app.baseUrl}/api/health`)));
      if (healths.every((h) => h.body?.redis?.status === 'up')) {
        const from = { 'x-forwarded-for': `203.0.113.${100 + attempt++}` };
        for (let i = 0; i < 10; i++)
          await call(`${A.baseUrl}/api/admin/verify-password`, {
            method: 'POST',
            headers: from,
            body: { password: 'x' },
          });
        shared =
          (
            await call(`${B.baseUrl}/api/admin/verify-password`, {
              method: 'POST',
              headers: from,
              body: { password: CLUSTER_ADMIN_PASSWORD },
            })
          ).status === 429;
      }
      if (!shared) await sleep(200);
    }
    const seconds = (performance.now() - restarted) / 1000;
    figure(
      `Redis outage: 20 write-on-A/read-on-B rounds during it, ${stale} stale; sharing resumed ${seconds.toFixed(1)} s after Redis started again`,
    );
    assert.ok(shared, 'the throttle is shared again within 10 s');

    // The catalogue is cached and coherent again: a change on A is seen on B.
    const price = '99.50';
    await changePrice(A, product, price);
    assert.equal((await call(`${B.baseUrl}/api/products/${product.slug}`)).body.price, price);
  });

  it('7. a request written onto a connection nginx is closing meets an orderly close, not a reset', async () => {
    // keepalive_requests 1 makes every answer the connection's last (1,000 by default), so each try meets the close.
    const nginx = await startNginx({
      upstreamPorts: [A.port],
      dir: join(cluster.dir, 'closing'),
      extraHttp: '  keepalive_requests 1;',
    });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const seen = await requestsAfterTheLastAnswer(nginx.port);
        assert.equal(seen.answers, 1, 'the first request is answered, the ones after the close are not');
        assert.ok(seen.closing, 'the answer says Connection: close');
        // Without `lingering_close always` nginx's close resets the connection and the next write fails with EPIPE.
        assert.deepEqual(seen.events, ['end'], `attempt ${attempt + 1}`);
      }
    } finally {
      await nginx.stop();
    }
  });
  it('8. nginx answers the catalogue from its micro-cache, and an admin write is visible through it within 1 s', async () => {
    const url = `${cluster.nginx.baseUrl}/api/products/${product.slug}`;
    const read = async () => {
      const res = await fetch(url);
      return {
        status: res.status,
        cache: res.headers.get('x-cache-status'),
        requestId: res.headers.get('x-request-id'),
        price: (await res.json()).price,
      };
    };
    const delays = [];
    for (let round = 0; round < 5; round++) {
      // Two reads in a row within one second: the second is nginx's (a second boundary between them expires the first).
      let hit;
      for (let tries = 0; tries < 20 && hit?.cache !== 'HIT'; tries++) {
        await read();
        hit = await read();
      }
      assert.equal(hit.cache, 'HIT', 'nginx keeps the catalogue answer');
      assert.match(
        hit.requestId,
        /^[0-9a-f]{32}$/,
        "a cached answer carries nginx's id for this request, not the stored one",
      );

      const price = `${40 + round}.25`;
      await changePrice(A, product, price);
      const written = performance.now();
      // The figure: the first read (by when it was sent) that gets the new price, polling for up to a second.
      let seen;
      let sent;
      do {
        sent = performance.now();
        seen = await read();
      } while (seen.price !== price && performance.now() - written < 1000);
      if (seen.price === price) delays.push(sent - written);
      // The promise: any read sent a second after the write gets the new price, whatever the polling caught.
      while (performance.now() - written < 1000) await sleep(written + 1000 - performance.now());
      const second = await read();
      assert.equal(second.price, price, `a read sent 1 s after write ${round + 1} gets the new price`);
    }
    figure(`micro-cache: an admin write visible through nginx after ${delays.map((d) => d.toFixed(0)).join(', ')} ms`);
  });

  it('9. the last 5 units of a size, 40 checkouts at once through nginx: exactly 5 orders, 35 clear refusals before paying, stock 0', async () => {
    const soap = (await call(`${A.baseUrl}/api/products`)).body.find((p) => p.slug === 'dish-soap-no-42');
    const size = soap.sizes[0];
    const stocked = await call(`${A.baseUrl}/api/admin/products/${soap.id}`, {
      method: 'PATCH',
      headers: ADMIN,
      body: { inventory: [{ size, quantity: 5 }] },
    });
    assert.equal(stocked.status, 200, JSON.stringify(stocked.body));
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const created = await call(`${cluster.nginx.baseUrl}/order`, {
          method: 'POST',
          body: {
            ...SHOPPER,
            customerEmail: `last-units-${n}@example.com`,
            items: [{ productId: soap.id, size, quantity: 1 }],
            promoCode: null,
            amount: soap.price,
            currency: 'USD',
            intent: 'CAPTURE',
          },
        });
        if (created.status !== 201)
          return { step: 'order', status: created.status, body: created.body, upstream: created.upstream };
        const approved = await call(`${cluster.nginx.baseUrl}/order/${created.body.id}/approve`, { method: 'POST' });
        assert.equal(approved.status, 200, JSON.stringify(approved.body));
        const captured = await call(`${cluster.nginx.baseUrl}/order/${created.body.id}/capture`, { method: 'POST' });
        return { step: 'capture', status: captured.status, body: captured.body, upstream: created.upstream };
      }),
    );
    const paid = outcomes.filter((o) => o.step === 'capture' && o.status === 200);
    const refused = outcomes.filter((o) => o.step === 'order');
    figure(
      `last units: 40 simultaneous checkouts for 5 units through nginx, ${paid.length} paid, ${refused.length} refused at POST /order; POST /order answered by ${new Set(outcomes.map((o) => o.upstream)).size} instances`,
    );
    assert.equal(new Set(outcomes.map((o) => o.upstream)).size, 2, 'both instances took part in the race');
    assert.equal(paid.length, 5);
    assert.equal(refused.length, 35);
    for (const o of refused) {
      assert.equal(o.status, 409, JSON.stringify(o.body));
      assert.equal(o.body.error, `${soap.name} (${size}) is sold out.`);
    }
    const [{ quantity }] = await cluster.database.query(
      'SELECT quantity FROM product_stock WHERE productId = ? AND size = ?',
      [soap.id, size],
    );
    assert.equal(Number(quantity), 0);
    const [{ n }] = await cluster.database.query(
      'SELECT COUNT(*) AS n FROM order_items WHERE productId = ? AND size = ?',
      [soap.id, size],
    );
    assert.equal(Number(n), 5, 'five order lines for the size, none beyond the stock');
  });

  it('10. nginx passes /favicon.ico, asked for by browsers on every page, through to the built icon', async () => {
    const res = await fetch(`${cluster.nginx.baseUrl}/favicon.ico`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/(x-icon|vnd\.microsoft\.icon)$/);
    assert.deepEqual([...new Uint8Array(await res.arrayBuffer()).subarray(0, 4)], [0, 0, 1, 0]);
  });

  it('11. a client asking pages with made-up query values is held to 10 a second by nginx (429), other clients are not', async () => {
    const madeUp = () => `${cluster.nginx.baseUrl}/products?scent=${Math.random().toString(36).slice(2)}`;
    const statuses = await Promise.all(Array.from({ length: 80 }, () => statusFrom('127.0.0.1', madeUp())));
    const held = statuses.filter((s) => s === 429).length;
    assert.ok(held > 0, `some of 80 at once are held: ${JSON.stringify(statuses)}`);
    assert.ok(
      statuses.every((s) => s === 200 || s === 429),
      JSON.stringify(statuses),
    );
    // Another address at the same moment, and the API and plain pages from the held one, are not limited by it.
    assert.equal(await statusFrom('127.0.0.2', `${cluster.nginx.baseUrl}/products?filter=candle`), 200);
    assert.equal(await statusFrom('127.0.0.1', `${cluster.nginx.baseUrl}/products`), 200);
    assert.equal(await statusFrom('127.0.0.1', `${cluster.nginx.baseUrl}/api/products?filter=candle`), 200);
  });

  it('12. a photo uploaded through nginx to one instance is served by the other, with the immutable cache header', async () => {
    // A photo of more than a megabyte (gradients with grain), over the 1 MB nginx allows the rest of the site.
    const width = 2000;
    const height = 1500;
    const grain = randomBytes(width * height);
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      const shade = grain[i] & 31;
      pixels[i * 3] = ((i % width) * 0.1 + shade) & 255;
      pixels[i * 3 + 1] = (Math.floor(i / width) * 0.13 + shade) & 255;
      pixels[i * 3 + 2] = 90 + shade;
    }
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    assert.ok(photo.length > 1_048_576, `the photo is over a megabyte (${photo.length} bytes)`);
    const form = new FormData();
    form.append('alt', 'Hand Soap No. 42 by the sink');
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'sink.jpg');
    const res = await fetch(`${cluster.nginx.baseUrl}/api/admin/media`, {
      method: 'POST',
      headers: { 'x-admin-password': CLUSTER_ADMIN_PASSWORD },
      body: form,
    });
    const uploaded = await res.json();
    assert.equal(res.status, 201, JSON.stringify(uploaded));
    const through = (res.headers.get('x-upstream-addr') ?? '').split(',').pop().trim();
    const other = cluster.apps.find((app) => !through.endsWith(`:${app.port}`));
    assert.ok(other && through, `nginx names the instance that took the upload (${through})`);

    for (const name of ['1600.avif', '800.webp', '800.jpg']) {
      const served = await fetch(`${other.baseUrl}/media/${uploaded.key}/${name}`);
      assert.equal(served.status, 200, `${name} from the other instance`);
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.ok((await served.arrayBuffer()).byteLength > 0);
    }
    const viaNginx = await fetch(`${cluster.nginx.baseUrl}${uploaded.reference}`);
    assert.equal(viaNginx.status, 200);
    assert.equal(viaNginx.headers.get('content-type'), 'image/jpeg');

    // Saved on a product through one instance, the storefront's read through the other draws it.
    const soap = (await call(`${A.baseUrl}/api/products`)).body.find((p) => p.slug === 'hand-soap-no-42');
    const patched = await call(`${A.baseUrl}/api/admin/products/${soap.id}`, {
      method: 'PATCH',
      headers: ADMIN,
      body: { images: [uploaded.reference, ...soap.images] },
    });
    assert.equal(patched.status, 200, JSON.stringify(patched.body));
    const seen = (await call(`${B.baseUrl}/api/products/${soap.slug}`)).body;
    assert.equal(seen.images[0], uploaded.reference);
    assert.deepEqual(seen.imageSizes[0], { width, height });
  });

  it('13. renewals falling due while both instances run their renewal runners: one claim, one charge and one order each', async () => {
    const SUBSCRIBERS = 16;
    const refill = (await call(`${A.baseUrl}/api/products`)).body.find((p) => p.slug === 'hand-soap-no-42');
    const size = 'Refill Box';
    // Stock for the first deliveries and the renewals, whatever the earlier tests sold.
    const stocked = await call(`${A.baseUrl}/api/admin/products/${refill.id}`, {
      method: 'PATCH',
      headers: ADMIN,
      body: { inventory: [{ size, quantity: 4 * SUBSCRIBERS }] },
    });
    assert.equal(stocked.status, 200, JSON.stringify(stocked.body));
    const items = [{ productId: refill.id, size, quantity: 1 }];
    const quote = await call(`${cluster.nginx.baseUrl}/api/checkout/quote`, {
      method: 'POST',
      body: { items, shippingState: SHOPPER.shippingState, subscription: { frequencyMonths: 1 } },
    });
    assert.equal(quote.status, 200, JSON.stringify(quote.body));

    // Shoppers subscribe through nginx with the demo wallet, which stores the payment method as PayPal's vault does.
    const firstOrders = await Promise.all(
      Array.from({ length: SUBSCRIBERS }, async (_, n) => {
        const created = await call(`${cluster.nginx.baseUrl}/order`, {
          method: 'POST',
          body: {
            ...SHOPPER,
            customerEmail: `subscriber-${n}@example.com`,
            items,
            promoCode: null,
            amount: quote.body.total,
            currency: 'USD',
            intent: 'CAPTURE',
            subscription: { frequencyMonths: 1 },
          },
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const approved = await call(`${cluster.nginx.baseUrl}/order/${created.body.id}/approve`, { method: 'POST' });
        assert.equal(approved.status, 200, JSON.stringify(approved.body));
        const captured = await call(`${cluster.nginx.baseUrl}/order/${created.body.id}/capture`, { method: 'POST' });
        assert.equal(captured.status, 200, JSON.stringify(captured.body));
        return captured.body.orderId;
      }),
    );
    const subscriptions = await cluster.database.query(
      'SELECT s.id, o.total FROM subscriptions s JOIN orders o ON o.id = s.firstOrderId WHERE s.firstOrderId IN (?)',
      [firstOrders],
    );
    assert.equal(subscriptions.length, SUBSCRIBERS, 'every first payment started a subscription');
    const ids = subscriptions.map((s) => s.id);
    const firstTotal = new Map(subscriptions.map((s) => [s.id, String(s.total)]));

    // Every renewal falls due at once (a minute ago, in UTC as the shop stores dates) while both runners poll.
    const charged = (app) => (app.log().match(/Renewal \d+ of subscription \d+ charged/g) ?? []).length;
    const chargedBefore = [A, B].map(charged);
    await cluster.database.query(
      "UPDATE subscriptions SET nextRenewalAt = UTC_TIMESTAMP(3) - INTERVAL 1 MINUTE WHERE id IN (?) AND status = 'active'",
      [ids],
    );
    const started = performance.now();
    let completed = 0;
    while (completed < SUBSCRIBERS && performance.now() - started < 15_000) {
      await sleep(200);
      const [{ n }] = await cluster.database.query(
        "SELECT COUNT(*) AS n FROM subscription_renewals WHERE subscriptionId IN (?) AND status = 'completed'",
        [ids],
      );
      completed = Number(n);
    }
    const seconds = (performance.now() - started) / 1000;
    const byInstance = [A, B].map((app, i) => charged(app) - chargedBefore[i]);
    figure(
      `renewals: ${SUBSCRIBERS} falling due at once, ${completed} completed in ${seconds.toFixed(1)} s; charged by A ${byInstance[0]}, by B ${byInstance[1]}`,
    );
    assert.equal(completed, SUBSCRIBERS, 'every renewal completed within 15 s');

    // One renewal per subscription, claimed once: a second claim of a due row would have counted a second attempt.
    const renewals = await cluster.database.query(
      'SELECT id, subscriptionId, status, attempts, checkoutId, orderId FROM subscription_renewals WHERE subscriptionId IN (?)',
      [ids],
    );
    assert.equal(renewals.length, SUBSCRIBERS, 'one renewal row per due subscription');
    for (const r of renewals)
      assert.deepEqual(
        [r.status, Number(r.attempts)],
        ['completed', 1],
        `renewal ${r.id} charged at its first attempt`,
      );

    // One order per renewal, for the same amount as the first delivery (same prices, same saving).
    const orders = await cluster.database.query('SELECT id, renewalOf, total FROM orders WHERE renewalOf IN (?)', [
      ids,
    ]);
    assert.equal(orders.length, SUBSCRIBERS, 'exactly one renewal order per due subscription');
    const renewalOf = new Map(renewals.map((r) => [r.subscriptionId, r]));
    for (const o of orders) {
      assert.equal(renewalOf.get(o.renewalOf).orderId, o.id, `subscription ${o.renewalOf}'s order is its renewal's`);
      assert.equal(String(o.total), firstTotal.get(o.renewalOf));
    }

    // One pending checkout per renewal, paid by one charge: the demo wallet keeps one payment per PayPal-Request-Id.
    const checkouts = (
      await cluster.database.query(
        "SELECT id, status, paymentId, captureId, capturedAmount, orderId, snapshot FROM pending_checkouts WHERE snapshot LIKE '%renewalOf%'",
      )
    )
      .map((c) => ({ ...c, renewalOf: JSON.parse(c.snapshot).renewalOf }))
      .filter((c) => ids.includes(c.renewalOf));
    assert.equal(checkouts.length, SUBSCRIBERS, 'one checkout per renewal');
    const charges = await cluster.database.query(
      "SELECT id, customId, captureId, captureStatus, capturedAmount FROM demo_payments WHERE id LIKE 'DEMO-MIT-%'",
    );
    assert.equal(charges.length, SUBSCRIBERS, 'one charge per renewal');
    const chargeOf = new Map(charges.map((c) => [c.id, c]));
    for (const r of renewals) {
      const checkout = checkouts.find((c) => c.renewalOf === r.subscriptionId);
      assert.equal(checkout.id, r.checkoutId);
      assert.deepEqual([checkout.status, checkout.orderId], ['completed', r.orderId]);
      // The charge's id is derived from the request id, renewal-<renewal id>-<attempt>.
      const requestId = `renewal-${r.id}-1`;
      const paymentId = `DEMO-MIT-${createHash('sha256').update(requestId).digest('hex').slice(0, 24).toUpperCase()}`;
      const charge = chargeOf.get(paymentId);
      assert.ok(charge, `a charge made with ${requestId}`);
      assert.equal(checkout.paymentId, paymentId);
      assert.deepEqual(
        [charge.customId, charge.captureStatus, charge.captureId, String(charge.capturedAmount)],
        [checkout.id, 'COMPLETED', checkout.captureId, String(checkout.capturedAmount)],
      );
    }
  });
});
