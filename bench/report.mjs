// Builds docs/benchmarks.md: a header describing the latest run, then one block per section between markers, so a
// partial run (--only) replaces its own blocks and keeps the others as they were.
const begin = (id) => `<!-- bench:${id} -->`;
const end = (id) => `<!-- /bench:${id} -->`;

export function renderSection(section, result, run) {
  const lines = [begin(section.id), `## ${section.title} (\`--only=${section.id}\`)`, '', `_${result.error ? 'Tried' : 'Measured'} ${run.date} on ${run.database}._`, ''];
  if (result.error) {
    lines.push(`**Could not run:** ${result.error}`);
  } else {
    lines.push(result.markdown, '', '**Targets:**', '');
    for (const t of result.targets) lines.push(`- ${t.holds ? '✅ holds' : '❌ missed'}: ${t.name}${t.holds || !t.why ? '' : ` (${t.why})`}`);
  }
  lines.push(end(section.id));
  return lines.join('\n');
}

function previousBlock(previous, id) {
  const from = previous.indexOf(begin(id));
  const to = previous.indexOf(end(id));
  return from >= 0 && to > from ? previous.slice(from, to + end(id).length) : null;
}

export function renderReport(sections, rendered, previous, run) {
  const header = [
    '# Benchmarks',
    '',
    'Speed and memory targets live here, measured by scripts (`npm run bench`, `make bench`, `npm run bench:export`), never in',
    'timed unit tests. This file is written by `bench/run-all.mjs`; every figure that depends on the machine is reported',
    'next to a baseline measured in the same run, because absolute numbers on a shared machine drift.',
    '',
    '## Latest run',
    '',
    `- Command: \`${run.command}\``,
    `- Date: ${run.date}`,
    `- Machine: ${run.machine}`,
    `- Database: ${run.database}`,
    `- Sections run: ${run.sections.join(', ')} (others below keep the date of the run that measured them)`,
  ].join('\n');
  const blocks = sections.map(
    (s) => rendered.get(s.id) ?? previousBlock(previous, s.id) ?? [begin(s.id), `## ${s.title} (\`--only=${s.id}\`)`, '', 'Not run yet.', end(s.id)].join('\n'),
  );
  return `${[header, ...blocks].join('\n\n')}\n`;
}
