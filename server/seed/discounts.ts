import type { SiteCode } from '../../src/domain/site';

/** A row of table discount_codes. */
export interface SeedDiscount {
  readonly code: string;
  readonly site: SiteCode;
  readonly kind: 'percent' | 'amount';
  /** Whole percent, or cents in the site's currency. */
  readonly value: number;
  readonly min_spend_cents: number;
  readonly active: number;
}

const row = (code: string, site: SiteCode, kind: SeedDiscount['kind'], value: number, min_spend_cents = 0, active = 1): SeedDiscount => ({
  code,
  site,
  kind,
  value,
  min_spend_cents,
  active,
});

/** Seeded codes with real effects on totals (issue); free-shipping codes are not discounts, so none here. */
export const DISCOUNT_CODES: readonly SeedDiscount[] = [
  row('MAKER10', 'jrau', 'percent', 10),
  row('MAKER10', 'jrnz', 'percent', 10),
  row('MAKER10', 'rtau', 'percent', 10),
  row('SAVE5', 'jrau', 'amount', 500, 5000),
  row('SAVE5', 'rtau', 'amount', 500, 5000),
  row('SAVE5', 'jrnz', 'amount', 500, 5000), // NZD 5 off NZD 50
  row('BIG50', 'jrau', 'amount', 5000, 50000),
  row('KIWI15', 'jrnz', 'percent', 15, 10000),
  row('ROADTRIP20', 'rtau', 'amount', 2000, 20000),
  row('EXPIRED20', 'jrau', 'percent', 20, 0, 0),
  row('EXPIRED20', 'jrnz', 'percent', 20, 0, 0),
  row('EXPIRED20', 'rtau', 'percent', 20, 0, 0),
];
