import type { CardBrand } from '../services/payments/gateways';

/**
 * The sandbox's test cards (issue 5 wire design, "Sandbox"). A card is decided on once, here, and only its
 * brand, last four digits and expiry leave this module: the number itself is never stored, logged or echoed.
 */
export type CardOutcome = 'authorised' | 'refused' | 'challenge' | 'received';

const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'authorised',
  '5555444433331111': 'authorised',
  '6011111111111117': 'authorised',
  '4000000000000002': 'refused',
  '4212345678910006': 'challenge',
  '4035501000000008': 'received',
};

export const DECLINED_REASON = 'Transaction declined';

/** How long a "Received" payment takes to settle (issue 5: ~2 s), at every sandbox that takes these cards. */
export const SETTLE_MS = 2_000;

export interface CardInput {
  readonly number: string;
  /** MM/YY */
  readonly expiry: string;
  readonly cvc: string;
  readonly holderName: string;
}

export interface DecidedCard {
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiry: string;
  /** Cards outside the test table are refused, as a test environment refuses real cards. */
  readonly outcome: CardOutcome;
}

/** The brand the number's prefix names (spec §3 Card brands), or null for any other. */
export function brandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** True while a MM/YY card is usable: through the last day of its month. */
export function expiryIsCurrent(expiry: string, now: number): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d\d)$/.exec(expiry);
  if (!match) return false;
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return now < endOfMonth;
}

/** The card form's fields, in the order the form shows them (and a failure is reported in). */
export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'holderName'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** Every field the form would refuse, each with its message: a page can show them all at once, each by its field. */
export function cardFieldErrors(card: CardInput, now: number, brands: readonly CardBrand[]): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = card.number.replace(/[\s-]/g, '');
  const brand = brandOf(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'Enter a valid card number';
  else if (!brand || !brands.includes(brand)) errors.number = 'This card brand is not accepted';
  if (!/^(0[1-9]|1[0-2])\/\d\d$/.test(card.expiry)) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (!expiryIsCurrent(card.expiry, now)) errors.expiry = 'This card has expired';
  if (!/^\d{3}$/.test(card.cvc)) errors.cvc = 'Enter the 3-digit security code';
  if (card.holderName.trim() === '') errors.holderName = 'Enter the name on the card';
  return errors;
}

/** Checks a card as the form would, then decides its outcome; a failure names the (first) field at fault. */
export function decideCard(
  card: CardInput,
  now: number,
  brands: readonly CardBrand[],
): { readonly ok: true; readonly card: DecidedCard } | { readonly ok: false; readonly field: string; readonly message: string } {
  const errors = cardFieldErrors(card, now, brands);
  const field = CARD_FIELDS.find((name) => errors[name] !== undefined);
  if (field) return { ok: false, field, message: errors[field] ?? '' };
  const digits = card.number.replace(/[\s-]/g, '');
  const brand = brandOf(digits) as CardBrand;
  return { ok: true, card: { brand, last4: digits.slice(-4), expiry: card.expiry, outcome: TEST_CARDS[digits] ?? 'refused' } };
}
