/** Helpers shared by the benchmarks that time one request at a time against the app over loopback. */

export interface Timing {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Sends `count` GETs to `url` one after the other and returns the latency percentiles in ms (whole request over
 * loopback, body read).
 */
export async function timeRequests(url: string, headers: Record<string, string>, count: number): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1], count };
}
