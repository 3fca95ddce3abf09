import {
  type DeliveryAvailability,
  type DeliveryMethod,
  hasItemStatusTag,
  MARKETPLACE_LEAD_TIME_DAYS,
  NO_FREE_FREIGHT_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  BULKY_MESSAGE,
} from '../../../src/domain/delivery';
import type { CurrencyCode } from '../../../src/domain/money';
import { type CountryCode, shippingCode } from '../../../src/domain/site';
import type { Zone } from './zones';

/** Free standard delivery from this order value (GST-inclusive cents), except bulky freight (spec §8). */
export const FREE_STANDARD_FROM_CENTS = 9900;

/** Our freight table, GST-inclusive cents per zone (the spec names the codes, not the prices). */
const CHARGES: Readonly<Record<CountryCode, { standard: Record<Zone, number>; express: number; sameDay: number; bulky: Record<Zone, number> }>> = {
  AU: { standard: { metro: 995, regional: 1295, remote: 1995 }, express: 1495, sameDay: 1995, bulky: { metro: 4995, regional: 7995, remote: 12995 } },
  NZ: { standard: { metro: 895, regional: 1295, remote: 1995 }, express: 1495, sameDay: 1995, bulky: { metro: 5995, regional: 8995, remote: 13995 } },
};

export const LABELS = {
  standard: 'Standard delivery',
  marketplace: `Standard delivery (${MARKETPLACE_LEAD_TIME_DAYS}-day lead time)`,
  express: 'Express delivery',
  sameDay: 'Same day delivery',
  bulky: BULKY_MESSAGE,
} as const;

/** Our freight service's reason codes before normalisation: 0 is "cannot deliver here" (§8), 1 "out of stock". */
export const FREIGHT_OK = 0;
export const FREIGHT_CANNOT_DELIVER = 0;
export const FREIGHT_OUT_OF_STOCK = 1;

export interface DeliveryFacts {
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly zone: Zone;
  readonly tags: readonly string[];
  /** Whether the country's stock covers the quantity asked; undefined when no sku was named. */
  readonly inStock?: boolean;
  /** The order value that decides free standard delivery. */
  readonly valueCents: number;
  /** A store within SAME_DAY_KM that holds the quantity; same day leaves from it. */
  readonly sameDayStore?: string;
}

/**
 * The delivery rules (issue text): standard everywhere in the country; express in metro zones but never
 * for dangerous goods; same day only near a store holding the stock; bulky goods only by bulky freight,
 * never free; click-and-collect-only items not delivered; marketplace items only by standard delivery,
 * straight from the supplier; out of stock, nothing.
 */
export function deliveryMethodsFor(facts: DeliveryFacts): DeliveryAvailability {
  const item = { item_status_tags: facts.tags };
  const charge = (cents: number) => ({ centAmount: cents, currencyCode: facts.currency });
  const code = (kind: 'standard' | 'express' | 'sameDay' | 'bulky') => shippingCode(facts.country, kind);
  const none = (freightServiceErrorCode: number, freightServiceMessage: string): DeliveryAvailability => ({
    deliveryMethods: [],
    freightServiceErrorCode,
    freightServiceMessage,
  });

  if (hasItemStatusTag(item, 'click-and-collect-only')) return none(FREIGHT_CANNOT_DELIVER, '');
  if (facts.inStock === false) return none(FREIGHT_OUT_OF_STOCK, OUT_OF_STOCK_MESSAGE);
  const table = CHARGES[facts.country];

  if (hasItemStatusTag(item, 'bulky')) {
    const bulky: DeliveryMethod & { message: string } = {
      deliveryLabel: LABELS.bulky,
      deliveryCharge: charge(table.bulky[facts.zone]),
      deliveryMethod: code('bulky'),
      isBulkyItem: true,
      message: NO_FREE_FREIGHT_MESSAGE,
    };
    return { deliveryMethods: [bulky], freightServiceErrorCode: FREIGHT_OK, freightServiceMessage: '' };
  }

  const marketplace = hasItemStatusTag(item, 'marketplace');
  const free = facts.valueCents >= FREE_STANDARD_FROM_CENTS;
  const methods: DeliveryMethod[] = [
    {
      deliveryLabel: marketplace ? LABELS.marketplace : LABELS.standard,
      deliveryCharge: charge(free ? 0 : table.standard[facts.zone]),
      deliveryMethod: code('standard'),
      isBulkyItem: false,
    },
  ];
  if (!marketplace && facts.zone === 'metro' && !hasItemStatusTag(item, 'dangerous-good')) {
    methods.push({ deliveryLabel: LABELS.express, deliveryCharge: charge(table.express), deliveryMethod: code('express'), isBulkyItem: false });
  }
  if (!marketplace && facts.sameDayStore) {
    methods.push({
      deliveryLabel: LABELS.sameDay,
      deliveryCharge: charge(table.sameDay),
      deliveryMethod: code('sameDay'),
      collectionStore: facts.sameDayStore,
      isBulkyItem: false,
    });
  }
  return { deliveryMethods: methods, freightServiceErrorCode: FREIGHT_OK, freightServiceMessage: '' };
}
