import type { CurrencyCode } from '../../../kernel/site';
import type { CountryCode, Locale } from '../site';

export type { CurrencyCode };

export interface Money {
  readonly centAmount: number;
  readonly currencyCode: CurrencyCode;
}

export const money = (centAmount: number, currencyCode: CurrencyCode): Money => ({ centAmount, currencyCode });

/** Cents are whole and never negative on any price, total or line. */
export const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** Cents to the decimal amount analytics and display expect (divided by 100). */
export const toAmount = (cents: number): number => cents / 100;

const formatters = new Map<string, Intl.NumberFormat>();

/** Spec §9: divided by 100 and shown to 2 decimals, in the site's locale and currency. */
export function formatMoney(value: Money, locale: Locale): string {
  const key = `${locale}|${value.currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: value.currencyCode,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toAmount(value.centAmount));
}

/**
 * Spec §9: unit price = line total / quantity, rounded to the nearest cent.
 * A line without a positive whole quantity has no unit price.
 */
export function unitPrice(lineTotal: Money, quantity: number): Money | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null;
  return money(Math.round(lineTotal.centAmount / quantity), lineTotal.currencyCode);
}

/** Adds amounts of one currency; mixing currencies is a programming error the caller must not make. */
export function sumMoney(values: readonly Money[], currencyCode: CurrencyCode): Money {
  let total = 0;
  for (const value of values) {
    if (value.currencyCode !== currencyCode) {
      throw new Error(`Cannot add ${value.currencyCode} to ${currencyCode}`);
    }
    total += value.centAmount;
  }
  return money(total, currencyCode);
}

/** GST rate by country, in percent: AU 10 %, NZ 15 %. Prices are shown GST-inclusive. */
export const GST_PERCENT: Readonly<Record<CountryCode, number>> = { AU: 10, NZ: 15 };

/** The GST part of a GST-inclusive amount, rounded to the nearest cent. */
export function gstIncluded(inclusiveCents: number, country: CountryCode): number {
  const rate = GST_PERCENT[country];
  return Math.round((inclusiveCents * rate) / (100 + rate));
}
