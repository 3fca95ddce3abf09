import { describe, expect, it } from 'vitest';
import { reportMutationError } from '../../src/application/use-cases/mutation-errors';
import { createTestContainer } from '../support/test-container';
import { resolve } from '../../src/composition/container';
import { TOKENS } from '../../src/application/tokens';

// Spec §8 Other call errors: a failed mutation logs error.{notificationKey} when the call supplies one,
// otherwise a default error; the shopper sees the toast of that key.
describe('a failed mutation (spec §8)', () => {
  const setup = () => {
    const { container, fakes } = createTestContainer();
    return {
      toasts: resolve(container, TOKENS.ToastsUseCases),
      view: resolve(container, TOKENS.ToastsView),
      logs: fakes.session.logs,
      logger: fakes.session,
    };
  };

  it('with a notification key: logs error.{key} with what the server said, and shows that key’s toast', () => {
    const { toasts, view, logs, logger } = setup();
    const key = reportMutationError(
      { toasts, logger },
      {
        notificationKey: 'updateCart',
        error: { status: 503, message: 'Service Unavailable', request: { method: 'PATCH', url: 'http://shop.test/api/bff/cart/update?x=secret' } },
      },
    );
    expect(key).toBe('error.updateCart');
    expect(view.getSnapshot().toasts).toMatchObject([{ id: 'error.updateCart', type: 'error', message: 'Sorry, we could not update your cart' }]);
    expect(logs).toEqual([{ level: 'error', message: 'error.updateCart (503 PATCH http://shop.test/api/bff/cart/update: Service Unavailable)' }]);
  });

  it('without a key: logs and shows the default error', () => {
    const { toasts, view, logs, logger } = setup();
    expect(reportMutationError({ toasts, logger }, {})).toBe('error.default');
    expect(view.getSnapshot().toasts).toMatchObject([
      { id: 'error.default', type: 'error', message: 'Sorry, something went wrong. Please try again.' },
    ]);
    expect(logs).toEqual([{ level: 'error', message: 'error.default' }]);
  });

  it('a key with no words of its own is still logged as error.{key}, and shown with the default words', () => {
    const { toasts, view, logs, logger } = setup();
    reportMutationError({ toasts, logger }, { notificationKey: 'saveAddress' });
    expect(logs.map((l) => l.message)).toEqual(['error.saveAddress']);
    expect(view.getSnapshot().toasts).toMatchObject([{ id: 'error.saveAddress', message: 'Sorry, something went wrong. Please try again.' }]);
  });
});
