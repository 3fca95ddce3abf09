import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../src/ui/components/checkout/use-checkout';

describe('the message a failed checkout call shows', () => {
  it('explains a click-and-collect shortfall the server names by its §8 code', () => {
    expect(failureMessage({ type: 'api', message: 'CNC_NO_STOCK' })).toBe('Out of stock at this store. Choose another store or home delivery.');
    expect(failureMessage({ type: 'api', message: 'CNC_INSUFFICIENT_STOCK' })).toMatch(/^Sorry, requested quantity is unavailable at this store\./);
  });

  it("shows the server's own message otherwise, and a sentence for the client's refusals", () => {
    expect(failureMessage({ type: 'api', message: 'Sorry, item is out of stock. Please remove the item.' })).toBe(
      'Sorry, item is out of stock. Please remove the item.',
    );
    expect(failureMessage({ type: 'checkout/storeKeyMissing' })).toBe('Choose a store to collect from');
    expect(failureMessage({ type: 'anything/else' })).toBe('Sorry, something went wrong. Please try again.');
  });
});
