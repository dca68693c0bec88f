import pino from 'pino';
import { lazyRequestLoggerFactory, logsAt } from './lazy-request-logger';

/** A pino logger writing into an array, and a count of the children built from it. */
function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level },
    { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Record<string, unknown>) },
  );
  const child = jest.spyOn(logger, 'child');
  return { lines, logger, child };
}

describe('lazy request logger', () => {
  it('builds no pino child for a request that writes nothing at an enabled level', () => {
    const { logger, child, lines } = capture('warn');
    const log = lazyRequestLoggerFactory(logger, { requestId: 'r-1' }, {});
    log.info({ msg: 'request' });
    log.debug('detail');
    expect(logsAt(log, 'info')).toBe(false);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toHaveLength(0);
  });

  it('writes an enabled line with the request binding, building the child once', () => {
    const { logger, child, lines } = capture('info');
    const log = lazyRequestLoggerFactory(logger, { requestId: 'r-2' }, {});
    log.info({ status: 200 }, 'request');
    log.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.requestId, l.msg])).toEqual([
      ['r-2', 'request'],
      ['r-2', 'failed'],
    ]);
  });

  it("gives a route with its own level pino's eager child", () => {
    const { logger, child } = capture('warn');
    lazyRequestLoggerFactory(logger, { requestId: 'r-3' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
  });
});
