// The catalogue reads through nginx as shipped (infra/nginx/shop.conf, its micro-cache in front of the shop) against
// nginx serving the same bytes from a file, and how long an admin write takes to show through nginx.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from '../infra/testing/cluster.mjs';
import { measure, PRODUCT_PATH, recordAnswer } from './api-throughput.mjs';
import { freePort } from './shop-server.mjs';

const READS = [
  { name: 'GET /api/products', path: '/api/products' },
  { name: 'GET /api/products/{slug}', path: PRODUCT_PATH },
];
const WRITE_ROUNDS = 5;

/** nginx (one worker, like the shipped one here) answering each path with the recorded bytes from a file. */
async function startStaticNginx(dir, answers) {
  const port = await freePort();
  const prefix = join(dir, 'static');
  mkdirSync(prefix, { recursive: true });
  const locations = answers.map((a, i) => {
    writeFileSync(join(prefix, `answer-${i}`), a.body);
    return `    location = ${a.path} { types {} default_type "${a.type}"; alias ${join(prefix, `answer-${i}`)}; }`;
  });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(prefix, t)};`),
      `  server { listen 127.0.0.1:${port};`,
      ...locations,
      '  }',
      '}',
    ].join('\n'),
  );
  const nginx = spawnSync('which', ['nginx'], { encoding: 'utf8' }).stdout.trim() || '/usr/sbin/nginx';
  const child = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if ((await fetch(`${baseUrl}${answers[0].path}`).catch(() => undefined))?.ok) break;
    if (tries > 100) throw new Error('the static nginx did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

const VISIBLE_WITHIN_MS = 1000;

/**
 * An admin price change (answered by the shop), then reads through nginx. Each round changes the price twice: after the
 * first change, reads follow one another until one gets the new price (`firstSeenMs`: that read's send time, so a
 * slow read before it can add its own round trip); after the second, one read is sent a second later and must get it
 * (`freshAfterASecond`), which is the promise: visible through nginx within a second.
 */
export async function writeToVisible(shop, nginxUrl, adminHeaders) {
  const product = await (await fetch(`${shop.baseUrl}${PRODUCT_PATH}`)).json();
  const original = product.price;
  const readPrice = async () => (await (await fetch(`${nginxUrl}${PRODUCT_PATH}`)).json()).price;
  const changePrice = async (price) => {
    await readPrice(); // nginx holds the current answer
    const res = await fetch(`${shop.baseUrl}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    if (res.status !== 200) throw new Error(`the price change answered ${res.status}: ${await res.text()}`);
    return performance.now();
  };
  const rounds = [];
  try {
    for (let round = 0; round < WRITE_ROUNDS; round++) {
      const price = `${40 + round}.25`;
      const written = await changePrice(price);
      let sent;
      do {
        sent = performance.now();
        if (sent - written > 5000) throw new Error('the price change did not show through nginx in 5 s');
      } while ((await readPrice()) !== price);
      const later = `${40 + round}.75`;
      const writtenAgain = await changePrice(later);
      const readAt = writtenAgain + VISIBLE_WITHIN_MS;
      await new Promise((resolve) => setTimeout(resolve, readAt - performance.now()));
      while (performance.now() < readAt); // a timer may fire up to a millisecond early
      rounds.push({ firstSeenMs: sent - written, freshAfterASecond: (await readPrice()) === later });
    }
  } finally {
    await fetch(`${shop.baseUrl}/api/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ price: original }),
    });
  }
  return rounds;
}

/** One row per read (req/s through the shipped nginx and from the file, their ratio) and the admin writes' rounds. */
export async function benchNginxReads(shop, adminHeaders) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  const shipped = await startNginx({ upstreamPorts: [shop.port], dir });
  try {
    const answers = await Promise.all(READS.map((r) => recordAnswer(shop.baseUrl, r.path)));
    const file = await startStaticNginx(dir, answers);
    const rows = [];
    try {
      for (const read of READS) {
        // nginx's CPU is not measured here (its worker is not our child), so the pid is the shop's: CPU per request
        // through nginx is what the shop still spends when the micro-cache answers.
        const fromFile = await measure(`${file.baseUrl}${read.path}`, shop.pid);
        const through = await measure(`${shipped.baseUrl}${read.path}`, shop.pid);
        rows.push({ ...read, fromFile, through, ratio: through.reqPerSec / fromFile.reqPerSec });
      }
    } finally {
      await file.stop();
    }
    return { rows, writes: await writeToVisible(shop, shipped.baseUrl, adminHeaders) };
  } finally {
    await shipped.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
