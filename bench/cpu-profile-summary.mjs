// Summaries of a .cpuprofile (node --cpu-prof) for the profile scripts: self time by package and function, and the
// inclusive time of chosen functions.

/** The package (or node internals, or the shop's own code) a call frame belongs to. */
export function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node internals';
  // The innermost package: fastify sits under @nestjs/platform-fastify/node_modules.
  const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  return url.includes('/backend/dist/') ? 'shop code' : url;
}

/**
 * Self time per function (name, file:line) and per package from a .cpuprofile, as shares of the samples taken between
 * `from` and `to` (microseconds on the profile's clock, the same monotonic clock as process.hrtime), so start-up and
 * shutdown are left out. Idle samples are left out too: the shares are of the time the server was busy.
 */
export function topSelfTime(profile, count, from = -Infinity, to = Infinity) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to || byNode.get(id).callFrame.functionName === '(idle)') return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
  });
  const byPackage = new Map();
  for (const [id, n] of hits) {
    const p = packageOf(byNode.get(id).callFrame.url);
    byPackage.set(p, (byPackage.get(p) ?? 0) + n);
  }
  const byFunction = new Map();
  for (const [id, n] of hits) {
    const f = byNode.get(id).callFrame;
    const file = f.url.replace(/^.*node_modules\//, '').replace(/^.*\/backend\/dist\//, 'dist/');
    const key = `${f.functionName || '(anonymous)'} ${file ? `${file}:${f.lineNumber + 1}` : ''}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + n);
  }
  const total = [...hits.values()].reduce((a, b) => a + b, 0);
  const ranked = (m) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, n]) => ({ name, share: n / total }));
  return { functions: ranked(byFunction), packages: ranked(byPackage), samples: total };
}

/**
 * Inclusive time (the function or anything it called) per function, as shares of the busy samples between `from` and
 * `to`; a function on the stack twice counts once per sample. `keep(callFrame)` chooses the functions listed.
 */
export function inclusiveTime(profile, count, from = -Infinity, to = Infinity, keep = () => true) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (f) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^.*\/backend\/dist\//, 'dist/')}:${f.lineNumber + 1}`;
  const hits = new Map();
  let total = 0;
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i];
    if (t < from || t > to) return;
    const leaf = byNode.get(id);
    if (leaf.callFrame.functionName === '(idle)') return;
    total++;
    const seen = new Set();
    for (let n = leaf; n; n = byNode.get(parent.get(n.id))) {
      if (!keep(n.callFrame)) continue;
      const key = keyOf(n.callFrame);
      if (seen.has(key)) continue;
      seen.add(key);
      hits.set(key, (hits.get(key) ?? 0) + 1);
    }
  });
  return [...hits.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => ({ name, share: n / total }));
}
