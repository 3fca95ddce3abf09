import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders';
import { invoicePdf } from '../../server/services/orders/invoice-pdf';
import { formatMoney, gstIncluded } from '../../src/domain/money';
import { checkReturn, nothingLeftToReturn, pointsEarned, pointsToReverse, returnable } from '../../src/domain/orders';
import { SITES } from '../../src/domain/site';

/** An order's lines: a few skus, each bought one to five times. */
const boughtArb = fc
  .uniqueArray(fc.constantFrom<string>('AB1001', 'AB1002', 'AB1003', 'AB1004'), { minLength: 1, maxLength: 4 })
  .chain((skus) => fc.tuple(...skus.map((sku) => fc.tuple(fc.constant(sku), fc.integer({ min: 1, max: 5 })))).map((pairs) => new Map(pairs)));

/** A sequence of return requests, each any skus and quantities (some too many, some not in the order). */
const requestsArb = fc.array(
  fc.array(fc.record({ sku: fc.constantFrom('AB1001', 'AB1002', 'AB1003', 'AB1004', 'ZZ9999'), quantity: fc.integer({ min: 1, max: 6 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  { maxLength: 6 },
);

describe('returns', () => {
  it('never take back more of a line than was bought less what was already returned, whatever is asked and in any order', () => {
    fc.assert(
      fc.property(boughtArb, requestsArb, (bought, requests) => {
        const returned = new Map<string, number>();
        for (const items of requests) {
          const left = returnable('delivered', bought, returned);
          const refusal = checkReturn('delivered', bought, returned, items);
          const asked = new Map<string, number>();
          for (const item of items) asked.set(item.sku, (asked.get(item.sku) ?? 0) + item.quantity);
          const fits = [...asked].every(([sku, quantity]) => bought.has(sku) && quantity <= (left.get(sku) ?? 0));
          expect(refusal === null).toBe(fits);
          if (refusal) continue;
          for (const [sku, quantity] of asked) returned.set(sku, (returned.get(sku) ?? 0) + quantity);
        }
        for (const [sku, quantity] of bought) expect(returned.get(sku) ?? 0).toBeLessThanOrEqual(quantity);
        expect(nothingLeftToReturn(bought, returned)).toBe([...bought].every(([sku, q]) => returned.get(sku) === q));
      }),
    );
  });

  it('are refused for an order that is not delivered, and nothing is returnable then', () => {
    fc.assert(
      fc.property(
        boughtArb,
        fc.constantFrom('order-placed', 'processing', 'intransit', 'outfordelivery', 'readytocollect', 'cancelled', 'Returned') as fc.Arbitrary<
          Order['status']
        >,
        (bought, status) => {
          const [sku] = [...bought.keys()];
          expect(checkReturn(status, bought, new Map(), [{ sku: sku!, quantity: 1 }])).toEqual({ type: 'notReturnable', status });
          expect([...returnable(status, bought, new Map()).values()].every((q) => q === 0)).toBe(true);
        },
      ),
    );
  });
});

describe('loyalty points', () => {
  it('are a point a whole dollar before GST, and the balance is earned less reversed, never below zero, for any returns', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom('AU', 'NZ') as fc.Arbitrary<'AU' | 'NZ'>,
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 6 }),
        fc.boolean(),
        (total, country, returns, cancelled) => {
          const tax = gstIncluded(total, country);
          const earned = pointsEarned({ total, tax });
          expect(earned).toBe(Math.floor((total - tax) / 100));
          const subtotal = Math.max(1, total);
          let reversed = 0;
          for (const [index, value] of returns.entries()) {
            const nothingLeft = index === returns.length - 1 && cancelled;
            const back = pointsToReverse({ earned, reversedSoFar: reversed, subtotal, returnedValue: Math.min(value, subtotal), nothingLeft });
            expect(back).toBeGreaterThanOrEqual(0);
            reversed += back;
            expect(earned - reversed).toBeGreaterThanOrEqual(0);
          }
          if (cancelled && returns.length > 0) expect(reversed).toBe(earned);
        },
      ),
    );
  });
});

/** Any order the shop could place: lines, a discount no larger than them, delivery, insurance, gift card and credit. */
const orderArb: fc.Arbitrary<Order> = fc
  .record({
    site: fc.constantFrom('jrau', 'jrnz', 'rtau') as fc.Arbitrary<Order['site']>,
    lines: fc.array(
      fc.record({
        unit: fc.integer({ min: 1, max: 250_000 }),
        quantity: fc.integer({ min: 1, max: 9 }),
        name: fc.constantFrom('Soldering iron', 'Arduino Uno R4', 'Jumper wires (40)', 'Multimeter µA range'),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    discountShare: fc.integer({ min: 0, max: 50 }),
    shipping: fc.integer({ min: 0, max: 5_000 }),
    insurance: fc.integer({ min: 0, max: 2_000 }),
    paidShare: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ site, lines, discountShare, shipping, insurance, paidShare }) => {
    const lineItems = lines.map((l, i) => ({
      sku: `AB${1000 + i}`,
      name: l.name,
      quantity: l.quantity,
      unitPrice: l.unit,
      lineTotal: l.unit * l.quantity,
    }));
    const subtotal = lineItems.reduce((sum, l) => sum + l.lineTotal, 0);
    const discount = Math.floor((subtotal * discountShare) / 100);
    const total = subtotal - discount + shipping + insurance;
    const country = SITES[site].country;
    const giftCard = Math.floor((total * paidShare) / 200);
    return {
      orderNumber: 'JAU1000042',
      status: 'order-placed',
      createdAt: '2026-11-20T01:00:00.000Z',
      site,
      origin: 'online',
      deliveryType: 'deliveryStore',
      shippingMethod: { code: country === 'NZ' ? 'JNZ_STD' : 'JAU_STD', name: 'Standard delivery' },
      store: null,
      contactDetails: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '0400 000 000',
        address: { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country },
      },
      lineItems,
      subtotal,
      discount,
      discountCode: discount > 0 ? 'MAKER10' : null,
      coupon: 0,
      shipping,
      insurance,
      giftCard,
      credit: 0,
      total,
      tax: gstIncluded(total, country),
      paymentMethod: 'card',
      cardBrand: 'visa',
      cardLast4: '1111',
      storesPurchaseOrderNumber: null,
      currency: SITES[site].currency,
    } as Order;
  });

const pdfText = (bytes: Uint8Array): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-property-')), 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the printed invoice', () => {
  it("shows the order's own totals for any order: every line, the subtotal they add up to, the total and the GST in it", async () => {
    await fc.assert(
      fc.asyncProperty(orderArb, async (order) => {
        const site = SITES[order.site];
        const money = (cents: number) => formatMoney({ centAmount: cents, currencyCode: site.currency }, site.locale);
        const text = pdfText(await invoicePdf(order));
        const row = (label: string) => text.split('\n').find((line) => line.trimStart().startsWith(label)) ?? '';
        expect(row('Subtotal')).toContain(money(order.subtotal));
        expect(order.lineItems.reduce((sum, l) => sum + l.lineTotal, 0)).toBe(order.subtotal);
        for (const line of order.lineItems) expect(text).toContain(money(line.lineTotal));
        expect(row(`Total (${site.currency})`)).toContain(money(order.total));
        expect(row('Includes GST')).toContain(money(order.tax));
        expect(row('Paid by Visa ending 1111')).toContain(money(order.total - order.giftCard - order.credit));
        expect(text).toContain(`Order ${order.orderNumber}`);
      }),
      { numRuns: 25 },
    );
    // 25 PDFs written and read back by pdftotext: a busy machine takes its time over them.
  }, 120_000);
});
