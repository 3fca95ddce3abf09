import { describe, expect, it } from 'vitest';
import { type DeliveryAvailability, cartDeliveryEstimate } from '../../src/domain/delivery';

const aud = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' as const });
const method = (code: string, cents: number, isBulkyItem = false) => ({
  deliveryMethod: code,
  deliveryLabel: code,
  deliveryCharge: aud(cents),
  isBulkyItem,
});
const line = (...methods: ReturnType<typeof method>[]): { delivery: DeliveryAvailability } => ({
  delivery: { deliveryMethods: methods, freightServiceErrorCode: 0, freightServiceMessage: '' },
});

describe("the cart's delivery estimate", () => {
  it('is not given until the cart was priced at a postcode', () => {
    expect(cartDeliveryEstimate([{}])).toEqual({ kind: 'noPostcode' });
    expect(cartDeliveryEstimate([line(method('JAU_STD', 995)), {}])).toEqual({ kind: 'noPostcode' });
  });

  it('offers the methods every line can go by, at the dearest line’s charge', () => {
    const estimate = cartDeliveryEstimate([line(method('JAU_STD', 995), method('JAU_EXP', 1495)), line(method('JAU_STD', 1295))]);
    expect(estimate).toEqual({ kind: 'estimated', methods: [{ deliveryMethod: 'JAU_STD', deliveryLabel: 'JAU_STD', deliveryCharge: aud(1295) }] });
  });

  it('sends the whole order by bulky freight when a line is bulky, and offers nothing when a line cannot be delivered', () => {
    const bulky = cartDeliveryEstimate([line(method('JAU_STD', 995)), line(method('JAU_NTD', 4995, true))]);
    expect(bulky).toMatchObject({ kind: 'estimated', methods: [{ deliveryMethod: 'JAU_NTD', deliveryCharge: aud(4995) }] });
    expect(cartDeliveryEstimate([line(method('JAU_STD', 995)), line()])).toEqual({ kind: 'estimated', methods: [] });
    expect(cartDeliveryEstimate([line(method('JAU_NTD', 4995, true)), line()])).toEqual({ kind: 'estimated', methods: [] });
  });
});
