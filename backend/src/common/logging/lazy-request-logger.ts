import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LogFn, Logger } from 'pino';

/**
 * Fastify gives every request a child of the app's logger bound to its request id. Building a pino child costs
 * real time on each request (its bindings are serialised and run through the redaction paths, and Fastify's per-route
 * options send pino down its slow path), a visible share of a catalogue read's CPU, yet most requests never
 * log anything (with LOG_LEVEL=warn, none that succeed). This stand-in builds the child only when a line is about
 * to be written at an enabled level; the line is the same as the eager child's.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private real?: Logger;

  constructor(
    private readonly parent: Logger,
    private readonly bindingsOfRequest: Bindings,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  /** Whether a line at `level` would be written (pino's own check, on the parent whose level the child inherits). */
  isLevelEnabled(level: Level): boolean {
    return this.real ? this.real.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  // Methods, not arrow-function fields: one logger is made per request, and fields would make seven closures each time.
  fatal(...args: Parameters<LogFn>): void {
    this.write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  bindings(): Bindings {
    return this.real ? this.real.bindings() : { ...this.parent.bindings(), ...this.bindingsOfRequest };
  }

  private write(level: Level, args: Parameters<LogFn>): void {
    if (!this.isLevelEnabled(level)) return;
    this.logger()[level](...args);
  }

  private logger(): Logger {
    return (this.real ??= this.parent.child(this.bindingsOfRequest));
  }
}

/**
 * Fastify's `childLoggerFactory`. Routes with their own log level or serializers (none today) get pino's eager child,
 * since the lazy one inherits the parent's level.
 */
export function lazyRequestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.serializers || (options.level && options.level !== logger.level)) return logger.child(bindings, options);
  // The app's logger is pino (createAppLogger), which has isLevelEnabled and bindings beyond Fastify's base type.
  return new LazyRequestLogger(logger as Logger, bindings);
}

/** Whether `logger` would write a line at `level`; a logger that cannot tell is assumed to write it. */
export function logsAt(logger: FastifyBaseLogger, level: Level): boolean {
  const check = (logger as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled;
  return typeof check === 'function' ? check.call(logger, level) : true;
}
