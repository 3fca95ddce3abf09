import { describe, expect, it } from 'vitest';
import { type ErrorSource, reportClientErrors } from '../../src/adapters/browser';
import type { ClientLogEntry, SessionService } from '../../src/application/ports/session-service';

/** A window stand-in: a plain EventTarget with a location. */
const windowLike = (): ErrorSource & EventTarget => Object.assign(new EventTarget(), { location: { href: 'http://jrau.localhost/p/thing' } });

const errorEvent = (message: string, error?: unknown) =>
  Object.assign(new Event('error'), { message, error, filename: 'http://jrau.localhost/assets/app.js', lineno: 3, colno: 7 });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

class RecordingLog implements Pick<SessionService, 'log'> {
  readonly entries: ClientLogEntry[] = [];
  failWith: 'reject' | 'throw' | null = null;
  log(entry: ClientLogEntry): Promise<void> {
    this.entries.push(entry);
    if (this.failWith === 'throw') throw new Error('log down');
    return this.failWith === 'reject' ? Promise.reject(new Error('log down')) : Promise.resolve();
  }
}

describe('client error reporter', () => {
  it('reports an uncaught error and an unhandled rejection with the page url and stack', () => {
    const target = windowLike();
    const log = new RecordingLog();
    reportClientErrors(target, log);
    const thrown = new TypeError('x is undefined');
    target.dispatchEvent(errorEvent('TypeError: x is undefined', thrown));
    target.dispatchEvent(rejection(new Error('fetch failed')));
    target.dispatchEvent(rejection({ code: 42 }));
    expect(log.entries).toEqual([
      { level: 'error', message: 'Uncaught TypeError: x is undefined', url: 'http://jrau.localhost/p/thing', stack: thrown.stack },
      expect.objectContaining({
        level: 'error',
        message: 'Unhandled rejection: Error: fetch failed',
        stack: expect.stringContaining('fetch failed'),
      }),
      { level: 'error', message: 'Unhandled rejection: {"code":42}', url: 'http://jrau.localhost/p/thing' },
    ]);
  });

  it('reports the same error once, bounds the count and names the script when there is no stack', () => {
    const target = windowLike();
    const log = new RecordingLog();
    reportClientErrors(target, log, { maxReports: 2 });
    for (let i = 0; i < 5; i += 1) target.dispatchEvent(errorEvent('Script error.'));
    target.dispatchEvent(rejection('first'));
    target.dispatchEvent(rejection('second'));
    expect(log.entries.map((e) => e.message)).toEqual(['Uncaught Script error.', 'Unhandled rejection: first']);
    expect(log.entries[0]?.stack).toBe('    at http://jrau.localhost/assets/app.js:3:7');
  });

  it('keeps fields within the log endpoint limits and never throws or rejects', async () => {
    const target = windowLike();
    const log = new RecordingLog();
    reportClientErrors(target, log);
    log.failWith = 'reject';
    target.dispatchEvent(errorEvent('m'.repeat(5000)));
    log.failWith = 'throw';
    expect(() => target.dispatchEvent(rejection('boom'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.entries[0]?.message.length).toBe(2000);
    expect(log.entries).toHaveLength(2);
  });

  it('stops listening when uninstalled', () => {
    const target = windowLike();
    const log = new RecordingLog();
    reportClientErrors(target, log)();
    target.dispatchEvent(errorEvent('late'));
    expect(log.entries).toEqual([]);
  });
});
