import fc from 'fast-check';
import { TOAST_TYPES, type ToastCommand } from '../../../src/domain/toasts';

/** A few ids, some of them the spec's own toast ids, so that sequences show the same toast again. */
export const toastIdArb = fc.constantFrom('place-order-failed', 'gift-card-failed', 'postcode-success', 'postcode-error', 'list-added');

export const toastTypeArb = fc.constantFrom(...TOAST_TYPES);

export const autoCloseMsArb = fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined });

export const showToastArb = (now: fc.Arbitrary<number> = fc.integer({ min: 0, max: 1e9 })) =>
  fc
    .record({
      id: toastIdArb,
      toastType: toastTypeArb,
      message: fc.string({ maxLength: 30 }),
      action: fc.option(
        fc.constantFrom('/lists', 'cart-drawer').map((target) => ({ label: 'Show' as const, target })),
        { nil: undefined },
      ),
      closable: fc.option(fc.boolean(), { nil: undefined }),
      autoCloseMs: autoCloseMsArb,
      now,
    })
    .map((fields) => ({ type: 'showToast' as const, ...fields }) satisfies ToastCommand);

type Step = { readonly kind: 'show' | 'close' | 'expire' | 'route'; readonly id: string; readonly advanceMs: number; readonly route: string };

/** A few routes, so that sequences come back to a page they left. */
export const routeArb = fc.constantFrom('/', '/checkout', '/checkout/JR1000001', '/search', '/compare');

/** Command sequences on a clock that only moves forward, as the browser's would. */
export const toastCommandsArb: fc.Arbitrary<ToastCommand[]> = fc
  .array(
    fc.tuple(
      fc.record({
        kind: fc.constantFrom('show', 'show', 'close', 'expire', 'route'),
        id: toastIdArb,
        advanceMs: fc.integer({ min: 0, max: 4000 }),
        route: routeArb,
      }),
      showToastArb(fc.constant(0)),
    ),
    { maxLength: 40 },
  )
  .map((steps) => {
    let now = 0;
    return steps.map(([step, show]: [Step, ToastCommand & { type: 'showToast' }]): ToastCommand => {
      now += step.advanceMs;
      if (step.kind === 'show') return { ...show, now };
      if (step.kind === 'close') return { type: 'closeToast', id: step.id };
      if (step.kind === 'route') return { type: 'changeRoute', route: step.route };
      return { type: 'expireToasts', now };
    });
  });
