import { describe, expect, it } from 'vitest';
import { RecordingAnalytics } from '../../src/adapters/memory';
import { TOKENS } from '../../src/application/tokens';
import { type Container, resolve } from '../../src/composition/container';
import { createChildTestContainer, createTestContainer } from '../support/test-container';
import { walkToPayment } from '../support/checkout-walk';

/** A shopper signs in, adds a product, goes through checkout and pays by card. */
async function purchase(container: Container) {
  await (await walkToPayment(container)).submitCardPayment();
}

const pushes = (analytics: RecordingAnalytics, name: string) => analytics.dataLayer.filter((push) => push.event === name);

describe('the composition root', () => {
  it('lets a team bind its own analytics in a child container: the purchase is reported there, not to the parent', async () => {
    const { container, fakes } = createTestContainer({ path: '/checkout' });
    const theirs = new RecordingAnalytics();
    const child = createChildTestContainer(container, (bind) => bind(TOKENS.Analytics).toConstantValue(theirs));

    await purchase(child);

    const order = fakes.bff.orderStore.orders[0]!;
    expect(fakes.navigation.path).toBe(`/checkout/${order.orderNumber}`);
    expect(pushes(theirs, 'purchase')).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({ transaction_id: order.orderNumber, value: order.total / 100, payment_type: 'card' }),
      }),
    ]);
    expect(pushes(theirs, 'add_to_cart')).toHaveLength(1);
    // The parent's analytics heard nothing: the child's shop ran on the parent's BFF, session and payments alone.
    expect(fakes.analytics.dataLayer).toEqual([]);
    expect(resolve(child, TOKENS.Analytics)).toBe(theirs);
    expect(resolve(container, TOKENS.Analytics)).toBe(fakes.analytics);
  });

  it('and the parent, left as it was, still reports its own purchase to its own analytics', async () => {
    const { container, fakes } = createTestContainer({ path: '/checkout' });
    const theirs = new RecordingAnalytics();
    createChildTestContainer(container, (bind) => bind(TOKENS.Analytics).toConstantValue(theirs));

    await purchase(container);

    expect(pushes(fakes.analytics, 'purchase')).toHaveLength(1);
    expect(theirs.dataLayer).toEqual([]);
  });
});
