import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotals, insurancePrice } from '../../server/services/checkout/totals';

const cents = fc.integer({ min: 0, max: 5_000_000 });

describe('checkout totals (issue 5 wire design)', () => {
  it('add up, never go below zero, and never let a tender cover more than the total', () => {
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        cents,
        cents,
        fc.array(cents, { maxLength: 3 }),
        cents,
        fc.constantFrom('AU' as const, 'NZ' as const),
        (subtotal, discount, coupon, shipping, insurance, giftCards, credit, country) => {
          const t = checkoutTotals({
            subtotal,
            discount: Math.min(discount, subtotal),
            couponAmount: coupon,
            shipping,
            insurance,
            giftCards,
            credit,
            country,
          });
          expect(t.total).toBe(subtotal - t.discount - t.coupon + shipping + insurance);
          expect(t.coupon).toBeLessThanOrEqual(subtotal - t.discount);
          expect(t.amountDue).toBe(t.total - t.giftCard - t.credit);
          expect(Math.min(t.total, t.amountDue, t.giftCard, t.credit, t.coupon, t.tax)).toBeGreaterThanOrEqual(0);
          expect(t.giftCards.every((covered, i) => covered <= giftCards[i]!)).toBe(true);
          expect(t.credit).toBeLessThanOrEqual(credit);
          expect(t.tax).toBe(Math.round((t.total * (country === 'AU' ? 10 : 15)) / (country === 'AU' ? 110 : 115)));
        },
      ),
    );
  });

  it('price insurance at 1.5 % of the goods, at least $2.95, and nothing for no goods', () => {
    expect(insurancePrice(0)).toBe(0);
    expect(insurancePrice(1000)).toBe(295);
    expect(insurancePrice(100_000)).toBe(1500);
  });
});
