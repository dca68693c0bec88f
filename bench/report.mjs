// Builds docs/benchmarks.md: a short header, then one block per section between markers, so a partial run (--only)
// replaces its own blocks and keeps the others as they were.
//
// A section's run() returns { shares, heading?, figures: [{ figure, target, floor?, measured, holds }], bounds }: what
// else used the cores, its figures against their targets (holds null: no target; `heading` names the first column when
// every row measures the same things), and one short paragraph on what bounds them.
const begin = (id) => `<!-- bench:${id} -->`;
const end = (id) => `<!-- /bench:${id} -->`;

const cell = (value) => String(value ?? '—').replaceAll('|', '\\|');

function figureTable(figures, heading = 'figure') {
  const withFloor = figures.some((f) => f.floor !== undefined);
  const head = withFloor ? [heading, 'target', 'floor', 'measured', 'holds'] : [heading, 'target', 'measured', 'holds'];
  // A target or floor that repeats the row above reads 'same'.
  const unlessAbove = (key) => (f, i) =>
    i > 0 && f[key] !== undefined && f[key] === figures[i - 1][key] ? 'same' : f[key];
  const target = unlessAbove('target');
  const floor = unlessAbove('floor');
  const rows = figures.map((f, i) => [
    f.figure,
    target(f, i),
    ...(withFloor ? [floor(f, i)] : []),
    f.measured,
    f.holds === null ? '—' : f.holds ? 'yes' : '**no**',
  ]);
  const line = (r) => `| ${r.map(cell).join(' | ')} |`;
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

export function renderSection(section, result, run) {
  const lines = [
    begin(section.id),
    `## ${section.title}`,
    '',
    `- Command: \`${run.sectionCommand(section.id)}\``,
    `- Machine: ${run.machine}${section.needsDatabase === false ? '' : `, ${run.database}`}${result.shares ? `; shared by ${result.shares}` : ''}`,
    '',
  ];
  if (result.error) lines.push(`**Could not run:** ${result.error}`);
  else lines.push(figureTable(result.figures, result.heading), '', `**What bounds it:** ${result.bounds}`);
  lines.push(end(section.id));
  return lines.join('\n');
}

function previousBlock(previous, id) {
  const from = previous.indexOf(begin(id));
  const to = previous.indexOf(end(id));
  return from >= 0 && to > from ? previous.slice(from, to + end(id).length) : null;
}

export function renderReport(sections, rendered, previous) {
  const header = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (settings: `bench/run-all.mjs`); `--only=<id>` reruns a section. MariaDB or MySQL (a fresh',
    'database) when `DATABASE_URL` is set, else SQLite.',
  ].join('\n');
  const blocks = sections.map(
    (s) =>
      rendered.get(s.id) ??
      previousBlock(previous, s.id) ??
      [begin(s.id), `## ${s.title}`, '', 'Not run yet.', end(s.id)].join('\n'),
  );
  return `${[header, ...blocks].join('\n\n')}\n`;
}
