import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_MASK, maskCardNumbers, maskCardNumbersIn, passesLuhn } from '../../src/domain/payments';

const digit = fc.integer({ min: 0, max: 9 }).map(String);

/** A Luhn-valid card number of 13 to 19 digits: random digits, then the check digit that makes it pass. */
const cardNumberArb = fc.integer({ min: 12, max: 18 }).chain((length) =>
  fc.array(digit, { minLength: length, maxLength: length }).map((body) => {
    const partial = body.join('');
    const check = [...'0123456789'].find((d) => passesLuhn(partial + d)) as string;
    return partial + check;
  }),
);

/** The number as a person types it (plain, or split by single spaces or dashes), or as a url carries it. */
const typedArb = (digits: string) =>
  fc
    .array(fc.constantFrom('', ' ', '-', '', ' ', '-', '+', '%20'), { minLength: digits.length - 1, maxLength: digits.length - 1 })
    .map((separators) => [...digits].map((d, i) => d + (separators[i] ?? '')).join(''));

/** Text around a number, digits included (a purchase order "PO 12 4111…", a street number). */
const contextArb = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '-', '/', ',', '.', '#', '0', '7', 'é', '\n'), maxLength: 12 });

/** Every stretch of 13–19 consecutive digits fails Luhn, so nothing in it reads as a card number. */
const noCardInside = (digits: string): boolean => {
  for (let start = 0; start < digits.length; start += 1) {
    for (let end = start + 13; end <= Math.min(digits.length, start + 19); end += 1) if (passesLuhn(digits.slice(start, end))) return false;
  }
  return true;
};

/** Free text a shopper writes: words, phone numbers, postcodes, order numbers, dates. */
const ordinaryPieceArb = fc.oneof(
  fc.constantFrom('Unit 4', '12 George Street', 'Sydney NSW 2000', 'Auckland 1010', 'Level 3, 45-47 Queen St', 'PO-2024-0815', 'JR1000234'),
  fc.stringMatching(/^(\+61 ?)?0[2-478]( ?\d){8}$/), // Australian phone numbers
  fc.stringMatching(/^\d{4}$/), // postcodes
  fc.stringMatching(/^(JR|RT|NZ)\d{6,9}$/), // order numbers
  fc.stringMatching(/^20\d\d-[01]\d-[0-3]\d$/), // dates
  fc.string({ unit: fc.constantFrom('a', 'z', 'Q', ' ', '.', ',', 'ü'), maxLength: 20 }),
);
const ordinaryTextArb = fc.array(ordinaryPieceArb, { maxLength: 6 }).map((pieces) => pieces.join(', '));

describe('card numbers in free text', () => {
  it('never leaves a Luhn-valid run of 13–19 digits whole, wherever it is typed and however it is spaced', () => {
    fc.assert(
      fc.property(
        cardNumberArb.chain((number) => fc.tuple(fc.constant(number), typedArb(number))),
        contextArb,
        contextArb,
        ([number, typed], before, after) => {
          const masked = maskCardNumbers(`${before}${typed}${after}`);
          expect(masked).not.toContain(typed);
          expect(masked.replace(/%20/g, '').replace(/[^0-9]/g, '')).not.toContain(number);
        },
      ),
    );
  });

  it('keeps the last four digits and the separators of a number standing alone', () => {
    fc.assert(
      fc.property(
        cardNumberArb.chain((number) => fc.tuple(fc.constant(number), typedArb(number))),
        ([number, typed]) => {
          const masked = maskCardNumbers(`Name: ${typed}.`);
          const shown = masked.slice('Name: '.length, -1);
          expect(shown.replace(/%20/g, '').replace(/[^0-9]/g, '')).toBe(number.slice(-4));
          const shape = (text: string) => text.replace(/%20/g, '_').replace(/[0-9]/g, CARD_MASK);
          expect(shape(shown)).toBe(shape(typed));
        },
      ),
    );
    expect(maskCardNumbers('4111 1111 1111 1111')).toBe('•••• •••• •••• 1111');
    expect(maskCardNumbers('card 4111111111111111 please')).toBe('card ••••••••••••1111 please');
    expect(maskCardNumbers('/search?q=4111%201111%201111%201111&page=2')).toBe('/search?q=••••%20••••%20••••%201111&page=2');
  });

  it('leaves a run of digits in which no 13–19 digit stretch passes Luhn as it is', () => {
    const runArb = fc
      .array(digit, { minLength: 13, maxLength: 19 })
      .map((d) => d.join(''))
      .filter(noCardInside);
    fc.assert(
      fc.property(
        runArb,
        contextArb.filter((t) => !/\d$/.test(t)),
        (run, before) => {
          const text = `${before} ${run} x`;
          expect(maskCardNumbers(text)).toBe(text);
        },
      ),
    );
  });

  it('leaves ordinary text (addresses, phone numbers, postcodes, order numbers, dates) unchanged', () => {
    fc.assert(
      fc.property(ordinaryTextArb, (text) => {
        expect(maskCardNumbers(text)).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    const textArb = fc.tuple(contextArb, fc.option(cardNumberArb.chain(typedArb)), contextArb, ordinaryTextArb).map((parts) => parts.join(''));
    fc.assert(
      fc.property(textArb, (text) => {
        const once = maskCardNumbers(text);
        expect(maskCardNumbers(once)).toBe(once);
      }),
    );
  });

  it('masks every string of a value but those under a kept key', () => {
    const value = { firstName: '4111 1111 1111 1111', email: '4111111111111111@example.com', lines: ['4111-1111-1111-1111'], n: 4 };
    expect(maskCardNumbersIn(value, (key) => key === 'email')).toEqual({
      firstName: '•••• •••• •••• 1111',
      email: '4111111111111111@example.com',
      lines: ['••••-••••-••••-1111'],
      n: 4,
    });
  });
});
