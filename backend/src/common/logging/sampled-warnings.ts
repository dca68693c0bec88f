/** The part of a logger a sampled warning writes to. */
interface WarnLogger {
  warn(message: string): void;
}

/** Text a stranger chose, as it may appear in a log line: one line, at most `max` characters. */
export function clipForLog(text: string, max = 80): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  return line.length > max ? `${line.slice(0, max)}… (${line.length} characters)` : line;
}

/**
 * Warnings a stranger can cause at will (an invalid webhook delivery): at most one line per window, the next line
 * counting the ones left out, so a flood cannot fill the log.
 */
export class SampledWarnings {
  private lastLineAt = Number.NEGATIVE_INFINITY;
  private leftOut = 0;

  constructor(
    private readonly logger: WarnLogger,
    private readonly windowMs = 10_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  warn(message: string): void {
    const at = this.now();
    if (at - this.lastLineAt < this.windowMs) {
      this.leftOut++;
      return;
    }
    const note = this.leftOut ? ` (${this.leftOut} more like it since the last line)` : '';
    this.lastLineAt = at;
    this.leftOut = 0;
    this.logger.warn(`${message}${note}`);
  }
}
