import { clipForLog, SampledWarnings } from './sampled-warnings';

describe('sampled warnings', () => {
  it('writes one line per window and counts the ones left out on the next', () => {
    const lines: string[] = [];
    let now = 0;
    const warnings = new SampledWarnings({ warn: (m) => lines.push(m) }, 1000, () => now);
    for (let i = 0; i < 50; i++) warnings.warn(`bad ${i}`);
    now = 1000;
    warnings.warn('bad later');
    expect(lines).toEqual(['bad 0', 'bad later (49 more like it since the last line)']);
  });

  it('keeps stranger-chosen text to one short line', () => {
    expect(clipForLog('ok')).toBe('ok');
    expect(clipForLog('a\nb\u2028c')).toBe('a?b?c');
    expect(clipForLog('x'.repeat(10_000))).toBe(`${'x'.repeat(80)}… (10000 characters)`);
  });
});
