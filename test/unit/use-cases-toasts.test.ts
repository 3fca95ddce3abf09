import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { DEFAULT_AUTO_CLOSE_MS } from '../../src/application/use-cases/toasts';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';

const setup = () => {
  const { container, fakes } = createTestContainer({ now: 1_000 });
  return {
    fakes,
    toasts: resolve(container, TOKENS.ToastsUseCases),
    view: resolve(container, TOKENS.ToastsView),
    drawers: resolve(container, TOKENS.DrawersUseCases),
    drawersView: resolve(container, TOKENS.DrawersView),
  };
};

describe('toasts', () => {
  it('shows a toast of each of the five types, keyed by id, with a Show action and a close button', () => {
    const { toasts, view } = setup();
    for (const type of ['default', 'primary', 'info', 'error', 'success'] as const) toasts.show({ id: `t-${type}`, type, message: type });
    expect(view.getSnapshot().toasts.map((t) => [t.id, t.type])).toEqual([
      ['t-default', 'default'],
      ['t-primary', 'primary'],
      ['t-info', 'info'],
      ['t-error', 'error'],
      ['t-success', 'success'],
    ]);

    expect(toasts.show({ message: 'Added to your list', showTarget: '/lists', closable: false })).toEqual({ ok: true, value: 'toast-1' });
    const shown = view.getSnapshot().toasts.find((t) => t.id === 'toast-1');
    expect(shown).toMatchObject({ message: 'Added to your list', action: { label: 'Show', target: '/lists' }, closable: false });
  });

  it('showing an id again replaces that toast instead of stacking, and close removes it', () => {
    const { toasts, view } = setup();
    toasts.show({ id: 'postcode-error', type: 'error', message: 'first' });
    toasts.show({ id: 'postcode-error', type: 'error', message: 'second' });
    expect(view.getSnapshot().toasts.map((t) => t.message)).toEqual(['second']);
    toasts.close('postcode-error');
    toasts.close('postcode-error');
    expect(view.getSnapshot().toasts).toEqual([]);
  });

  it('auto-closes confirmations on the timer, earliest first, and keeps errors until closed', () => {
    const { toasts, view, fakes } = setup();
    toasts.show({ id: 'a', type: 'success', message: 'a' });
    fakes.timer.advance(1_000);
    toasts.show({ id: 'b', type: 'info', message: 'b', autoCloseMs: 500 });
    toasts.show({ id: 'c', type: 'error', message: 'c' });
    toasts.show({ id: 'd', type: 'default', message: 'd', autoCloseMs: null });

    fakes.timer.advance(499);
    expect(view.getSnapshot().toasts.map((t) => t.id)).toEqual(['a', 'b', 'c', 'd']);
    fakes.timer.advance(1);
    expect(view.getSnapshot().toasts.map((t) => t.id)).toEqual(['a', 'c', 'd']);
    fakes.timer.advance(DEFAULT_AUTO_CLOSE_MS);
    expect(view.getSnapshot().toasts.map((t) => t.id)).toEqual(['c', 'd']);
    expect(fakes.timer.pending).toBe(0);
  });

  it('refuses an empty id or a duration that is not positive, showing nothing', () => {
    const { toasts, view } = setup();
    expect(toasts.show({ id: '', message: 'x' }).ok).toBe(false);
    expect(toasts.show({ message: 'x', autoCloseMs: 0 })).toEqual({ ok: false, error: { type: 'toast/invalidDuration', autoCloseMs: 0 } });
    expect(view.getSnapshot().toasts).toEqual([]);
  });
});

describe('drawers', () => {
  it('opens one drawer at a time, the preferred store drawer optionally for a sku', () => {
    const { drawers, drawersView } = setup();
    drawers.open('preferredStore', 'AB1234');
    expect(drawersView.getSnapshot()).toEqual({ open: 'preferredStore', sku: 'AB1234' });
    drawers.open('cart');
    expect(drawersView.getSnapshot()).toEqual({ open: 'cart', sku: null });
    drawers.close('preferredStore');
    expect(drawersView.getSnapshot().open).toBe('cart');
    drawers.close('cart');
    expect(drawersView.getSnapshot().open).toBeNull();
  });

  it('closes the open drawer when a route change completes (spec §2)', () => {
    const { drawers, drawersView } = setup();
    for (const drawer of ['customerLists', 'preferredStore', 'deliveryPostcode', 'cart'] as const) {
      drawers.open(drawer);
      drawers.routeChanged();
      expect(drawersView.getSnapshot().open).toBeNull();
    }
  });
});
