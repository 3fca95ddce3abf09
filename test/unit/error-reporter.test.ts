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

describe('the error trail', () => {
  it('the first report of a page carries the tab’s last events, the later ones do not', () => {
    const target = windowLike();
    const log = new RecordingLog();
    const trail = [{ type: 'cart/itemAdded', at: 1, facts: { sku: 'XC4410', quantity: 1 } }];
    reportClientErrors(target, log, { trail: () => trail });
    target.dispatchEvent(errorEvent('first'));
    target.dispatchEvent(errorEvent('second'));
    expect(log.entries.map((entry) => entry.events)).toEqual([trail, undefined]);
  });

  it('keeps what the shopper did, never who they are, and only the last 200 events', async () => {
    const { errorTrail } = await import('../../src/application/error-trail');
    const logged = (position: number, event: { type: string; data: Record<string, unknown> }) => ({ position, at: 1_000 + position, event }) as never;
    const entries = [
      logged(1, {
        type: 'checkout/contactSaved',
        data: { email: 'ada@example.com', firstName: 'Ada', phone: '0412345678', address: { street: '1 George St' }, step: 2 },
      }),
      logged(2, { type: 'browsing/pageViewed', data: { path: '/search?q=ada+lovelace', pageType: 'other' } }),
      logged(3, { type: 'cart/itemAdded', data: { sku: 'XC4410', quantity: 2, cart: { lineItems: [{ name: 'Uno' }] } } }),
      logged(4, { type: 'account/signedIn', data: { customer: { email: 'ada@example.com' }, token: { accessToken: 'secret' } } }),
    ];
    const trail = errorTrail(entries);
    expect(trail).toEqual([
      { type: 'checkout/contactSaved', at: 1_001, facts: { step: 2 } },
      { type: 'browsing/pageViewed', at: 1_002, facts: { pageType: 'other', path: '/search' } },
      { type: 'cart/itemAdded', at: 1_003, facts: { sku: 'XC4410', quantity: 2 } },
      { type: 'account/signedIn', at: 1_004 },
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/ada|0412345678|George|secret/i);
    const many = Array.from({ length: 250 }, (_, i) => logged(i + 1, { type: 'cart/itemAdded', data: { sku: `XC${i}` } }));
    const last = errorTrail(many);
    expect(last).toHaveLength(200);
    expect(last[0]?.facts).toEqual({ sku: 'XC50' });
  });
});
