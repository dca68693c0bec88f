// Section "Storefront (Lighthouse)": Lighthouse 12, mobile preset (its default form factor, simulated throttling),
// five runs per page against the built shop; each figure is the median of its five runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { startLighthouseChromium } from '../lighthouse-chromium.mjs';
import { REPO_ROOT } from '../shop-server.mjs';
import { CART } from '../storefront-cart.mjs';

// Five, as Lighthouse's own guidance on variability advises: with three, one slow run moves a page's median.
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// For looking into a score: every run's full Lighthouse report (JSON, e.g. for the LCP element, the network requests and
// the main-thread breakdown) and its trace (thread CPU time per task, which a busy machine inflates less than the
// wall-clock durations Lighthouse simulates from) are written to this folder; BENCH_LIGHTHOUSE_PAGES=/,/checkout measures only those pages.
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON_DIR;
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
/**
 * The cart cookie the app writes beside that localStorage cart (frontend/src/store/cart/cartCookie.ts), made by the
 * app's own serialiser from the built server bundle (which exports it), so the bench's browser is in the state a
 * shopper's would be after adding the line.
 */
function cartCookie(items) {
  const app = createRequire(import.meta.url)(join(REPO_ROOT, 'frontend', 'dist-server', 'entry-server.cjs'));
  const value = app.cartCookieValue(items);
  if (!value) throw new Error('The bench cart has no cart cookie (frontend/src/store/cart/cartCookie.ts)');
  return { name: app.CART_COOKIE_NAME, value, path: app.CART_COOKIE_PATH };
}
const PAGES = [
  { path: '/', seo: true },
  { path: '/products', seo: true },
  { path: '/products/hand-soap-no-42', seo: true },
  { path: '/journal/refills-101', seo: true },
  { path: '/checkout', seo: false, storage: { cart: JSON.stringify(CART) }, cookies: () => [cartCookie(CART)] },
  { path: '/holiday', seo: false },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

/** The audits that cost points in a category, for the report (what to fix next). */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
    .map((ref) => lhr.audits[ref.id].id);
}

async function measurePage(chromium, baseUrl, page) {
  const runs = [];
  for (let i = 0, failed = 0; i < RUNS; i++) {
    await chromium.prepare(baseUrl, page.storage ?? {}, page.cookies?.() ?? []);
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${page.path}`);
    // Lighthouse's own recording sometimes fails (NO_NAVSTART: the trace lost the navigation's start). Such a run
    // measured nothing, so it is run again, twice at most, and said in the output; any other error stops the bench.
    const error = result.lhr.runtimeError;
    if (error?.code === 'NO_NAVSTART' && failed < 2) {
      failed += 1;
      i -= 1;
      console.log(`  ${page.path}: Lighthouse lost the trace's navigation start (${error.code}); running again`);
      continue;
    }
    if (error) throw new Error(`Lighthouse on ${page.path}: ${error.message}`);
    runs.push(result.lhr);
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      const name = `${page.path.replace(/\W+/g, '_') || 'root'}-${i + 1}`;
      writeFileSync(join(JSON_DIR, `${name}.json`), JSON.stringify(result.lhr, null, 1));
      if (result.artifacts?.Trace)
        writeFileSync(join(JSON_DIR, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
    }
    console.log(
      `  ${page.path} run ${i + 1}: performance ${score(result.lhr, 'performance')}, LCP ${Math.round(audit(result.lhr, 'largest-contentful-paint'))} ms`,
    );
  }
  const fig = (f) => median(runs.map(f));
  const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const medianRun = byPerformance[Math.floor(runs.length / 2)];
  return {
    ...page,
    performance: fig((l) => score(l, 'performance')),
    accessibility: fig((l) => score(l, 'accessibility')),
    bestPractices: fig((l) => score(l, 'best-practices')),
    seoScore: fig((l) => score(l, 'seo')),
    lcp: fig((l) => audit(l, 'largest-contentful-paint')),
    tbt: fig((l) => audit(l, 'total-blocking-time')),
    cls: fig((l) => audit(l, 'cumulative-layout-shift')),
    losses: Object.fromEntries(CATEGORIES.map((c) => [c, failing(medianRun, c)])),
    benchmarkIndex: medianRun.environment?.benchmarkIndex,
    lighthouseVersion: medianRun.lighthouseVersion,
  };
}

const METRIC_NAMES = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'speed-index': 'Speed Index',
};

/** One row per page: its scores and CLS against their targets (SEO only on pages meant to be indexed). */
function figureFor(r) {
  const checks = [
    ['performance', r.performance, '≥ 95', r.performance >= 95, 'performance'],
    ['accessibility', r.accessibility, '100', r.accessibility === 100, 'accessibility'],
    ['best practices', r.bestPractices, '≥ 95', r.bestPractices >= 95, 'best-practices'],
    ...(r.seo ? [['SEO', r.seoScore, '100', r.seoScore === 100, 'seo']] : []),
  ];
  const missed = checks.filter((c) => !c[3]).flatMap((c) => r.losses[c[4]].map((id) => METRIC_NAMES[id] ?? id));
  const clsHolds = r.cls < 0.02;
  return {
    figure: `\`${r.path}\`${r.seo ? '' : ' (no SEO)'}`,
    target: `${checks.map((c) => c[2]).join(', ')}, < 0.02`,
    measured: `${checks.map((c) => c[1]).join(', ')}, ${r.cls.toFixed(3)}${missed.length ? `; loses on ${missed.join(', ')}` : ''}`,
    holds: checks.every((c) => c[3]) && clsHolds,
  };
}

export default {
  id: 'lighthouse',
  title: 'Storefront (Lighthouse)',
  needsShop: true,
  async run({ shop }) {
    const chromium = await startLighthouseChromium();
    const results = [];
    try {
      for (const page of PAGES.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.path)))
        results.push(await measurePage(chromium, shop.baseUrl, page));
    } finally {
      await chromium.stop();
    }
    const benchmarkIndex = median(results.map((r) => r.benchmarkIndex ?? 0));
    return {
      shares: `Chromium ${chromium.version} under Lighthouse ${results[0].lighthouseVersion} (mobile: 4× CPU, slow 4G; benchmark index ${Math.round(benchmarkIndex)}) and the shop`,
      heading: 'page: performance, accessibility, best practices, SEO, CLS',
      figures: results.map(figureFor),
      bounds: `FCP and LCP share slow 4G with the scripts that start with the HTML; their evaluation is the main-thread work. Median of ${RUNS} runs.`,
    };
  },
};
