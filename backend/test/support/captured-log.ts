/** Everything the app logs, one parsed JSON object per line; a line that is not JSON fails the test. */
export class CapturedLog {
  readonly raw: string[] = [];
  write(chunk: string): void {
    this.raw.push(...chunk.split('\n').filter((line) => line.length > 0));
  }
  entries(): Array<Record<string, unknown>> {
    return this.raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  accessLines(): Array<Record<string, unknown>> {
    return this.entries().filter((entry) => entry.msg === 'request');
  }
}
