import { type Result, err, ok } from '../shared';

/**
 * Spec §1 Hooks for embedded content: what content from the CMS or a vendor's widget passes to
 * `window.storefront.addToCart` and `addToCompare`, read into what the use cases take. Embedded content
 * is not type checked, so each way a call can go wrong has a sentence that says how to call it instead.
 */
export const ADD_TO_CART_HOOK = 'window.storefront.addToCart';
export const ADD_TO_COMPARE_HOOK = 'window.storefront.addToCompare';
/** The most of one product a line holds; the server refuses more (contract/cart.ts MAX_LINE_QUANTITY). */
export const HOOK_MAX_QUANTITY = 999;

const CART_USAGE = `call ${ADD_TO_CART_HOOK}("AB1234", 2) or ${ADD_TO_CART_HOOK}({ sku: "AB1234", quantity: 2 })`;
const COMPARE_USAGE = `call ${ADD_TO_COMPARE_HOOK}("AB1234") or ${ADD_TO_COMPARE_HOOK}({ sku: "AB1234" })`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : value === undefined ? 'undefined' : JSON.stringify(value) ?? String(value));

function skuOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A whole number from 1 to the line limit; digits in a string count too (data attributes are strings). */
function quantityOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= HOOK_MAX_QUANTITY ? number : null;
}

/** addToCart(sku, quantity?) or addToCart({ sku, quantity? }); the quantity is 1 when not given. */
export function readAddToCartCall(args: readonly unknown[]): Result<{ readonly sku: string; readonly quantity: number }, string> {
  const [first, second] = args;
  const given = isRecord(first) ? { sku: first.sku, quantity: first.quantity } : { sku: first, quantity: second };
  const sku = skuOf(given.sku);
  if (sku === null) return err(`${ADD_TO_CART_HOOK}: no sku given (${shown(given.sku)}); ${CART_USAGE}`);
  if (given.quantity === undefined) return ok({ sku, quantity: 1 });
  const quantity = quantityOf(given.quantity);
  if (quantity === null) {
    return err(`${ADD_TO_CART_HOOK}: the quantity must be a whole number from 1 to ${HOOK_MAX_QUANTITY}, not ${shown(given.quantity)}; ${CART_USAGE}`);
  }
  return ok({ sku, quantity });
}

/** addToCompare(sku) or addToCompare({ sku }). */
export function readAddToCompareCall(args: readonly unknown[]): Result<{ readonly sku: string }, string> {
  const [first] = args;
  const sku = skuOf(isRecord(first) ? first.sku : first);
  return sku === null ? err(`${ADD_TO_COMPARE_HOOK}: no sku given (${shown(isRecord(first) ? first.sku : first)}); ${COMPARE_USAGE}`) : ok({ sku });
}

export const unknownSkuMessage = (hook: string, sku: string): string => `${hook}: there is no product "${sku}" on this site`;
export const compareFullMessage = (limit: number): string =>
  `${ADD_TO_COMPARE_HOOK}: the compare list is full (${limit} products); remove one before adding another`;
export const notAddedMessage = (sku: string, why: string): string => `${ADD_TO_CART_HOOK}: "${sku}" was not added to the cart: ${why}`;
