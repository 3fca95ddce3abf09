import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencyCode, GST_PERCENT, formatMoney, gstIncluded, isCents, money, sumMoney, toAmount, unitPrice } from '../../src/domain/money';
import { SITES } from '../../src/domain/site';
import { centsArb, quantityArb } from './arbitraries/common';
import { countryArb, siteCodeArb } from './arbitraries/site';

const currencyArb: fc.Arbitrary<CurrencyCode> = fc.constantFrom('AUD', 'NZD');

describe('money', () => {
  it('shows cents divided by 100 to exactly 2 decimals in the site currency', () => {
    fc.assert(
      fc.property(centsArb, siteCodeArb, (cents, code) => {
        const site = SITES[code];
        const shown = formatMoney(money(cents, site.currency), site.locale);
        const digits = shown.replace(/[^0-9.]/g, '');
        expect(digits).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(digits) * 100)).toBe(cents);
        expect(shown.startsWith('$')).toBe(true);
      }),
    );
  });

  it('formats the spec example figures as a shopper reads them', () => {
    expect(formatMoney(money(123456, 'AUD'), 'en-AU')).toBe('$1,234.56');
    expect(formatMoney(money(5, 'NZD'), 'en-NZ')).toBe('$0.05');
    expect(toAmount(1999)).toBe(19.99);
  });

  it('the unit price is the line total divided by quantity, to the nearest cent', () => {
    fc.assert(
      fc.property(centsArb, quantityArb, currencyArb, (total, quantity, currency) => {
        const unit = unitPrice(money(total, currency), quantity);
        expect(unit?.currencyCode).toBe(currency);
        expect(isCents(unit?.centAmount)).toBe(true);
        expect(Math.abs(unit!.centAmount * quantity - total)).toBeLessThanOrEqual(quantity / 2);
      }),
    );
  });

  it('a line of exact multiples gives back the unit price, and no quantity gives no unit price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), quantityArb, (unit, quantity) => {
        expect(unitPrice(money(unit * quantity, 'AUD'), quantity)).toEqual(money(unit, 'AUD'));
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 0.01, max: 0.99, noNaN: true })), (quantity) => {
        expect(unitPrice(money(100, 'AUD'), quantity)).toBeNull();
      }),
    );
  });

  it('sums amounts of one currency exactly and refuses to mix currencies', () => {
    fc.assert(
      fc.property(fc.array(centsArb, { maxLength: 20 }), (amounts) => {
        const total = sumMoney(
          amounts.map((c) => money(c, 'NZD')),
          'NZD',
        );
        expect(total).toEqual(
          money(
            amounts.reduce((a, b) => a + b, 0),
            'NZD',
          ),
        );
      }),
    );
    expect(() => sumMoney([money(1, 'AUD')], 'NZD')).toThrow('Cannot add AUD to NZD');
  });

  it('accepts only whole, non-negative, safe cents', () => {
    fc.assert(
      fc.property(centsArb, (cents) => {
        expect(isCents(cents)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.double({ noInteger: true }), (value) => {
        expect(isCents(value)).toBe(false);
      }),
    );
    expect(isCents(-1)).toBe(false);
    expect(isCents('100')).toBe(false);
  });

  it('the GST part of an inclusive price is rate/(100+rate) of it: 1/11 in AU, 3/23 in NZ', () => {
    expect(gstIncluded(1100, 'AU')).toBe(100);
    expect(gstIncluded(11500, 'NZ')).toBe(1500);
    fc.assert(
      fc.property(centsArb, countryArb, (inclusive, country) => {
        const gst = gstIncluded(inclusive, country);
        const rate = GST_PERCENT[country];
        // The exclusive price plus its GST comes back to the inclusive price within a cent.
        expect(Math.abs((inclusive - gst) * (rate / 100) - gst)).toBeLessThanOrEqual(1);
        expect(gst).toBeLessThanOrEqual(inclusive);
      }),
    );
  });
});
