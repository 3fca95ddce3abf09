import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULKY_MESSAGE,
  CITY_REQUIRED,
  CNC_INSUFFICIENT_STOCK,
  CNC_NO_STOCK,
  DELIVERY_UNAVAILABLE_CODE,
  ITEM_STATUS_MESSAGES,
  MARKETPLACE_LEAD_TIME_DAYS,
  MARKETPLACE_MESSAGE,
  NO_DELIVERY_OPTIONS_MESSAGE,
  NO_FREE_FREIGHT_MESSAGE,
  ORDER_LIMIT_EXCEEDED_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  POSTCODE_NOT_FOUR_DIGITS,
  POSTCODE_REQUIRED,
  REDUCE_QUANTITY_MESSAGE,
  REMOVE_OUT_OF_STOCK_MESSAGE,
  REQUESTED_QUANTITY_UNAVAILABLE_MESSAGE,
  SOLD_BY_METRE_MESSAGE,
  STATE_NOT_AU,
  STATE_REQUIRED,
  UNABLE_TO_DELIVER_MESSAGE,
  UNAVAILABLE_FOR_DELIVERY_MESSAGE,
  acceptDeliveryPostcode,
  checkStock,
  deliveryOptionsLookup,
  deliveryPostcodeErrors,
  deliveryUnavailableMessage,
  freeFreightMessage,
  homeDeliveryBlocker,
  isPostcode,
  itemStatusMessages,
  itemStatusTags,
  normaliseDeliveryAvailability,
  qualifiesForFreeFreight,
  stockProblem,
} from '../../src/domain/delivery';
import {
  auStateArb,
  blankArb,
  cityArb,
  countryArb,
  deliveryAvailabilityArb,
  deliveryMethodArb,
  itemStatusArb,
  knownTagArb,
  notAuStateArb,
  notPostcodeArb,
  padArb,
  postcodeArb,
  skuArb,
  stockRequestArb,
} from './arbitraries/delivery';

describe('delivery postcode form', () => {
  it('accepts a 4-digit postcode, a city and (in AU) a state, trimmed, with no state kept in NZ', () => {
    fc.assert(
      fc.property(countryArb, postcodeArb, cityArb, auStateArb, padArb, fc.boolean(), (country, postcode, city, state, pad, lower) => {
        const input = { postcode: pad + postcode + pad, city: pad + city, state: pad + (lower ? state.toLowerCase() : state) };
        expect(deliveryPostcodeErrors(input, country)).toEqual({});
        expect(acceptDeliveryPostcode(input, country)).toEqual({ postcode, city, state: country === 'NZ' ? '' : state });
      }),
    );
  });

  it('requires the postcode and the city in both countries, and refuses the form', () => {
    fc.assert(
      fc.property(countryArb, blankArb, blankArb, auStateArb, postcodeArb, cityArb, (country, blankPostcode, blankCity, state, postcode, city) => {
        expect(deliveryPostcodeErrors({ postcode: blankPostcode, city, state }, country)).toEqual({ postcode: POSTCODE_REQUIRED });
        expect(deliveryPostcodeErrors({ postcode, city: blankCity, state }, country)).toEqual({ city: CITY_REQUIRED });
        expect(acceptDeliveryPostcode({ postcode: blankPostcode, city: blankCity, state }, country)).toBeNull();
      }),
    );
  });

  it('a postcode that is not exactly 4 digits is refused with a message saying so, in AU and NZ alike', () => {
    fc.assert(
      fc.property(countryArb, notPostcodeArb, cityArb, auStateArb, (country, postcode, city, state) => {
        expect(isPostcode(postcode)).toBe(false);
        expect(deliveryPostcodeErrors({ postcode, city, state }, country)).toEqual({ postcode: POSTCODE_NOT_FOUR_DIGITS });
      }),
    );
    expect(POSTCODE_NOT_FOUR_DIGITS).toContain('4 digits');
  });

  it('in AU the state is required and must be an AU state; in NZ it is never asked for', () => {
    fc.assert(
      fc.property(postcodeArb, cityArb, blankArb, notAuStateArb, (postcode, city, blank, notState) => {
        expect(deliveryPostcodeErrors({ postcode, city, state: blank }, 'AU')).toEqual({ state: STATE_REQUIRED });
        expect(deliveryPostcodeErrors({ postcode, city, state: notState }, 'AU')).toEqual({ state: STATE_NOT_AU });
        expect(deliveryPostcodeErrors({ postcode, city, state: blank }, 'NZ')).toEqual({});
        expect(deliveryPostcodeErrors({ postcode, city, state: notState }, 'NZ')).toEqual({});
      }),
    );
  });
});

describe('delivery options lookup', () => {
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, blankArb);

  it('looks up only with a postcode, a sku and, outside NZ, a state; otherwise the shown options are cleared', () => {
    fc.assert(
      fc.property(countryArb, maybe(postcodeArb), maybe(skuArb), maybe(auStateArb), (country, postcode, sku, state) => {
        const result = deliveryOptionsLookup({ postcode, sku, state }, country);
        const present = (v: string | null | undefined) => (v ?? '').trim() !== '';
        const shouldLookUp = present(postcode) && present(sku) && (country === 'NZ' || present(state));
        expect(result.kind).toBe(shouldLookUp ? 'lookup' : 'clear');
        if (result.kind === 'lookup') {
          expect(result.query).toEqual(country === 'NZ' ? { postcode, sku } : { postcode, sku, state });
        }
      }),
    );
  });
});

describe('delivery availability', () => {
  it('marks every method fullBasket=true and otherwise leaves a non-empty result as it came', () => {
    fc.assert(
      fc.property(deliveryAvailabilityArb(fc.array(deliveryMethodArb, { minLength: 1, maxLength: 4 })), (result) => {
        const normalised = normaliseDeliveryAvailability(result);
        expect(normalised.deliveryMethods).toEqual(result.deliveryMethods.map((m) => ({ ...m, fullBasket: true })));
        expect(normalised.freightServiceErrorCode).toBe(result.freightServiceErrorCode);
        expect(normalised.freightServiceMessage).toBe(result.freightServiceMessage);
        expect(deliveryUnavailableMessage(normalised)).toBeNull();
      }),
    );
  });

  it('no methods: code 0 says it cannot deliver here, any code >= 0 becomes 793, a negative code is kept', () => {
    fc.assert(
      fc.property(deliveryAvailabilityArb(fc.constant([])), (result) => {
        const normalised = normaliseDeliveryAvailability(result);
        const code = result.freightServiceErrorCode;
        expect(normalised.freightServiceErrorCode).toBe(code >= 0 ? DELIVERY_UNAVAILABLE_CODE : code);
        expect(normalised.freightServiceMessage).toBe(code === 0 ? UNABLE_TO_DELIVER_MESSAGE : result.freightServiceMessage);
        const shown = deliveryUnavailableMessage(normalised);
        expect(shown).toBe(normalised.freightServiceMessage === '' ? NO_DELIVERY_OPTIONS_MESSAGE : normalised.freightServiceMessage);
      }),
    );
    expect(DELIVERY_UNAVAILABLE_CODE).toBe(793);
    expect(UNABLE_TO_DELIVER_MESSAGE).toBe('Sorry we are unable to deliver this product to this location');
    expect(NO_DELIVERY_OPTIONS_MESSAGE).toBe('Sorry No delivery options available');
  });
});

describe('item status messages', () => {
  const carries = (tags: readonly string[] | null | undefined, tag: string) => (tags ?? []).some((t) => t.trim().toLowerCase() === tag);

  it('shows one message per known tag carried, "Out of stock" first when inStock is false, and nothing for unknown tags', () => {
    fc.assert(
      fc.property(itemStatusArb, (item) => {
        const messages = itemStatusMessages(item);
        expect(new Set(messages).size).toBe(messages.length);
        expect(messages[0] === OUT_OF_STOCK_MESSAGE).toBe(item.inStock === false);
        for (const tag of Object.keys(ITEM_STATUS_MESSAGES) as (keyof typeof ITEM_STATUS_MESSAGES)[]) {
          expect(messages.includes(ITEM_STATUS_MESSAGES[tag])).toBe(carries(item.item_status_tags, tag));
        }
        expect(messages).toHaveLength(itemStatusTags(item).length + (item.inStock === false ? 1 : 0));
      }),
    );
  });

  it('home delivery is blocked when out of stock or click-and-collect only; bulky items never get free freight', () => {
    fc.assert(
      fc.property(itemStatusArb, (item) => {
        const blocker = homeDeliveryBlocker(item);
        if (item.inStock === false) expect(blocker).toBe(OUT_OF_STOCK_MESSAGE);
        else expect(blocker).toBe(carries(item.item_status_tags, 'click-and-collect-only') ? UNAVAILABLE_FOR_DELIVERY_MESSAGE : null);
        const bulky = carries(item.item_status_tags, 'bulky');
        expect(qualifiesForFreeFreight(item)).toBe(!bulky);
        expect(freeFreightMessage(item)).toBe(bulky ? NO_FREE_FREIGHT_MESSAGE : null);
      }),
    );
  });

  it('a tag is recognised whatever its case or surrounding spaces', () => {
    fc.assert(
      fc.property(knownTagArb, padArb, (tag, pad) => {
        expect(itemStatusTags({ item_status_tags: [pad + tag.toUpperCase() + pad] })).toEqual([tag]);
      }),
    );
  });

  it('uses the spec wording verbatim', () => {
    expect(MARKETPLACE_LEAD_TIME_DAYS).toBe(15);
    expect(MARKETPLACE_MESSAGE).toBe('Direct from Supplier to store - 15-Day Lead Time');
    expect(BULKY_MESSAGE).toBe('Bulky goods freight');
    expect(SOLD_BY_METRE_MESSAGE).toBe('Sold by meter item');
    expect(
      itemStatusMessages({ item_status_tags: ['sold-by-metre', 'marketplace', 'dangerous-good', 'discontinued', 'click-and-collect-only'] }),
    ).toEqual([
      'Discontinued product',
      'Item only available through click and collect',
      'Direct from Supplier to store - 15-Day Lead Time',
      'Dangerous good',
      'Sold by meter item',
    ]);
    expect(itemStatusMessages({})).toEqual([]);
  });
});

describe('stock check', () => {
  it('passes exactly when a whole quantity of at least 1 is in stock and within the order limit', () => {
    fc.assert(
      fc.property(stockRequestArb, fc.constantFrom('cartLine' as const, 'request' as const), (request, context) => {
        const { requested, available, orderLimit } = request;
        const limit = Number.isSafeInteger(orderLimit) && (orderLimit as number) >= 1 ? (orderLimit as number) : Infinity;
        const units = Number.isFinite(available) && available > 0 ? Math.floor(available) : 0;
        const fine = Number.isSafeInteger(requested) && requested >= 1 && requested <= units && requested <= limit;
        expect(checkStock(request, context).ok).toBe(fine);
      }),
    );
  });

  it('click-and-collect problems carry CNC_NO_STOCK or CNC_INSUFFICIENT_STOCK; home delivery ones carry no code', () => {
    fc.assert(
      fc.property(stockRequestArb, (request) => {
        const result = checkStock(request, 'cartLine');
        if (result.ok) return;
        const expected =
          request.clickAndCollect && result.problem === 'outOfStock'
            ? CNC_NO_STOCK
            : request.clickAndCollect && result.problem === 'insufficientStock'
              ? CNC_INSUFFICIENT_STOCK
              : undefined;
        expect(result.code).toBe(expected);
      }),
    );
  });

  it('a cart line asks the shopper to act, a request is refused, the order limit reads the same in both', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (requested, extra) => {
        const outOfStock = { requested, available: 0 };
        expect(checkStock(outOfStock, 'cartLine')).toMatchObject({ problem: 'outOfStock', message: REMOVE_OUT_OF_STOCK_MESSAGE });
        expect(checkStock(outOfStock, 'request')).toMatchObject({ problem: 'outOfStock', message: OUT_OF_STOCK_MESSAGE });
        const short = { requested: requested + extra, available: requested };
        expect(checkStock(short, 'cartLine')).toMatchObject({ problem: 'insufficientStock', message: REDUCE_QUANTITY_MESSAGE });
        expect(checkStock(short, 'request')).toMatchObject({ problem: 'insufficientStock', message: REQUESTED_QUANTITY_UNAVAILABLE_MESSAGE });
        const overLimit = { requested: requested + extra, available: 1000, orderLimit: requested };
        for (const context of ['cartLine', 'request'] as const) {
          expect(checkStock(overLimit, context)).toMatchObject({ problem: 'orderLimitExceeded', message: ORDER_LIMIT_EXCEEDED_MESSAGE });
        }
      }),
    );
  });

  it('reducing the quantity to what is available and allowed always clears a quantity problem', () => {
    fc.assert(
      fc.property(stockRequestArb, (request) => {
        const problem = stockProblem(request);
        if (problem !== 'insufficientStock' && problem !== 'orderLimitExceeded') return;
        const limit = request.orderLimit ?? Infinity;
        const reduced = Math.min(Math.floor(request.available), limit >= 1 && Number.isInteger(limit) ? limit : Infinity);
        expect(stockProblem({ ...request, requested: reduced })).toBeNull();
      }),
    );
  });

  it('uses the spec wording verbatim', () => {
    expect(REMOVE_OUT_OF_STOCK_MESSAGE).toBe('Sorry, item is out of stock. Please remove the item.');
    expect(REDUCE_QUANTITY_MESSAGE).toBe('Sorry, the required quantity isnt available, please reduce the quantity.');
    expect(REQUESTED_QUANTITY_UNAVAILABLE_MESSAGE).toBe('Sorry, requested quantity is unavailable.');
    expect(ORDER_LIMIT_EXCEEDED_MESSAGE).toBe('Order quantity limit exceeded.');
    expect(checkStock({ requested: 0, available: 5 }, 'request')).toMatchObject({ ok: false, problem: 'invalidQuantity' });
  });
});
