import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/domain/shared';
import {
  type ToastCommand,
  type ToastEvent,
  type ToastsState,
  decide,
  evolve,
  initialToasts,
  nextExpiryAt,
  toastsDecider,
} from '../../src/domain/toasts';
import { routeArb, showToastArb, toastCommandsArb, toastIdArb } from './arbitraries/toasts';

const run = (state: ToastsState, command: ToastCommand): ToastsState => {
  const result = decide(state, command);
  return result.ok ? result.value.reduce(evolve, state) : state;
};

const runAll = (commands: readonly ToastCommand[]) => commands.reduce(run, initialToasts());

describe('toasts', () => {
  it('never shows two toasts with the same id', () => {
    fc.assert(
      fc.property(toastCommandsArb, (commands) => {
        const ids = runAll(commands).toasts.map((toast) => toast.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('showing a toast with an id already shown replaces it where it stands', () => {
    fc.assert(
      fc.property(toastCommandsArb, showToastArb(), (commands, show) => {
        const before = runAll(commands);
        const after = run(before, show);
        const at = before.toasts.findIndex((toast) => toast.id === show.id);
        expect(after.toasts).toHaveLength(at === -1 ? before.toasts.length + 1 : before.toasts.length);
        const shown = after.toasts[at === -1 ? after.toasts.length - 1 : at];
        // A toast that does not close itself always has a close button (spec §2: every toast can go away).
        const closable = show.autoCloseMs === undefined ? true : (show.closable ?? true);
        expect(shown).toMatchObject({ id: show.id, type: show.toastType, message: show.message, closable });
        expect(shown?.action).toEqual(show.action);
        expect(after.toasts.filter((toast) => toast.id !== show.id)).toEqual(before.toasts.filter((toast) => toast.id !== show.id));
      }),
    );
  });

  it('an auto-closing toast stays until its duration has passed, then expires; others never expire', () => {
    fc.assert(
      fc.property(showToastArb(), fc.integer({ min: 0, max: 20_000 }), (show, elapsed) => {
        const shown = run(initialToasts(), show);
        const result = decide(shown, { type: 'expireToasts', now: show.now + elapsed });
        const expires = show.autoCloseMs !== undefined && elapsed >= show.autoCloseMs;
        expect(result).toEqual({ ok: true, value: expires ? [{ type: 'toast/expired', data: { id: show.id } }] : [] });
        expect(nextExpiryAt(shown)).toBe(show.autoCloseMs === undefined ? undefined : show.now + show.autoCloseMs);
      }),
    );
  });

  it('expiring at the next expiry time removes every toast due then and no other', () => {
    fc.assert(
      fc.property(toastCommandsArb, (commands) => {
        const state = runAll(commands);
        const next = nextExpiryAt(state);
        fc.pre(next !== undefined);
        const after = run(state, { type: 'expireToasts', now: next! });
        expect(after.toasts).toEqual(state.toasts.filter((toast) => toast.expiresAt !== next));
        expect(after.toasts.length).toBeLessThan(state.toasts.length);
      }),
    );
  });

  it('closing removes exactly that toast; closing a toast not shown records nothing', () => {
    fc.assert(
      fc.property(toastCommandsArb, toastIdArb, (commands, id) => {
        const state = runAll(commands);
        const result = decide(state, { type: 'closeToast', id });
        const present = state.toasts.some((toast) => toast.id === id);
        expect(result).toEqual({ ok: true, value: present ? [{ type: 'toast/closed', data: { id } }] : [] });
        expect(run(state, { type: 'closeToast', id }).toasts).toEqual(state.toasts.filter((toast) => toast.id !== id));
      }),
    );
  });

  it('every toast can go away: it closes itself or has a close button', () => {
    fc.assert(
      fc.property(toastCommandsArb, (commands) => {
        for (const toast of runAll(commands).toasts) expect(toast.expiresAt !== undefined || toast.closable).toBe(true);
      }),
    );
  });

  it('a route change takes away exactly the toasts that stay until closed and were shown on another route', () => {
    fc.assert(
      fc.property(toastCommandsArb, routeArb, (commands, route) => {
        const before = runAll(commands);
        const after = run(before, { type: 'changeRoute', route });
        const stale = (toast: (typeof before.toasts)[number]) =>
          route !== before.route && toast.expiresAt === undefined && toast.route !== undefined && toast.route !== route;
        expect(after.toasts).toEqual(before.toasts.filter((toast) => !stale(toast)));
        expect(after.route).toBe(route);
        // What is left on the new page is about it, or closes itself soon.
        for (const toast of after.toasts) expect(toast.expiresAt !== undefined || toast.route === undefined || toast.route === route).toBe(true);
      }),
    );
  });

  it('an error shown on /checkout ("Transaction declined") is gone on the order confirmation, and stays while on /checkout', () => {
    const onCheckout = run(run(initialToasts(), { type: 'changeRoute', route: '/checkout' }), {
      type: 'showToast',
      id: 'place-order-failed',
      toastType: 'error',
      message: 'Transaction declined',
      now: 0,
    });
    expect(run(onCheckout, { type: 'changeRoute', route: '/checkout' }).toasts).toHaveLength(1);
    expect(decide(onCheckout, { type: 'changeRoute', route: '/checkout/JR1000001' })).toEqual({
      ok: true,
      value: [
        { type: 'toast/outdated', data: { id: 'place-order-failed' } },
        { type: 'toast/routeEntered', data: { route: '/checkout/JR1000001' } },
      ],
    });
  });

  it('refuses a toast without an id or with a duration that is not a positive number of ms', () => {
    fc.assert(
      fc.property(showToastArb(), fc.oneof(fc.integer({ max: 0 }), fc.constant(Number.NaN), fc.constant(Infinity)), (show, bad) => {
        expect(decide(initialToasts(), { ...show, id: '' })).toEqual({ ok: false, error: { type: 'toast/emptyId' } });
        expect(decide(initialToasts(), { ...show, autoCloseMs: bad })).toEqual({
          ok: false,
          error: { type: 'toast/invalidDuration', autoCloseMs: bad },
        });
      }),
    );
  });

  it('a command or event it does not know is a programming error, not a silent no-op', () => {
    expect(() => decide(initialToasts(), { type: 'hideAll' } as never)).toThrow();
    expect(() => evolve(initialToasts(), { type: 'toast/hidden', id: 'x' } as never)).toThrow();
  });

  it('folding its events rebuilds the same state', () => {
    fc.assert(
      fc.property(toastCommandsArb, (commands) => {
        const events: ToastEvent[] = [];
        let state = initialToasts();
        for (const command of commands) {
          const result = decide(state, command);
          if (!result.ok) continue;
          events.push(...result.value);
          state = result.value.reduce(evolve, state);
        }
        expect(fold(toastsDecider, events)).toEqual(state);
      }),
    );
  });
});
