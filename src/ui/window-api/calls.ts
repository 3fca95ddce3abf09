import { type Result, err, ok } from '../../domain/shared';

/**
 * Spec §1 Hooks for embedded content: what content from the CMS or a vendor's widget passes to the add to
 * cart and add to compare hooks, read into what the use cases take. Embedded content is not type checked,
 * so each way a call can go wrong has a sentence that says how to call it instead. Where the hooks live
 * (their names as the content calls them) is the view's to say: it installs them.
 */
export interface HookNames {
  readonly addToCart: string;
  readonly addToCompare: string;
}
/** The most of one product a line holds; the server refuses more (contract/cart.ts MAX_LINE_QUANTITY). */
export const HOOK_MAX_QUANTITY = 999;

const cartUsage = (hook: string) => `call ${hook}("AB1234", 2) or ${hook}({ sku: "AB1234", quantity: 2 })`;
const compareUsage = (hook: string) => `call ${hook}("AB1234") or ${hook}({ sku: "AB1234" })`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));

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
export function readAddToCartCall(hook: string, args: readonly unknown[]): Result<{ readonly sku: string; readonly quantity: number }, string> {
  const [first, second] = args;
  const given = isRecord(first) ? { sku: first.sku, quantity: first.quantity } : { sku: first, quantity: second };
  const sku = skuOf(given.sku);
  if (sku === null) return err(`${hook}: no sku given (${shown(given.sku)}); ${cartUsage(hook)}`);
  if (given.quantity === undefined) return ok({ sku, quantity: 1 });
  const quantity = quantityOf(given.quantity);
  if (quantity === null) {
    return err(`${hook}: the quantity must be a whole number from 1 to ${HOOK_MAX_QUANTITY}, not ${shown(given.quantity)}; ${cartUsage(hook)}`);
  }
  return ok({ sku, quantity });
}

/** addToCompare(sku) or addToCompare({ sku }). */
export function readAddToCompareCall(hook: string, args: readonly unknown[]): Result<{ readonly sku: string }, string> {
  const [first] = args;
  const sku = skuOf(isRecord(first) ? first.sku : first);
  return sku === null ? err(`${hook}: no sku given (${shown(isRecord(first) ? first.sku : first)}); ${compareUsage(hook)}`) : ok({ sku });
}

export const unknownSkuMessage = (hook: string, sku: string): string => `${hook}: there is no product "${sku}" on this site`;
export const compareFullMessage = (hook: string, limit: number): string =>
  `${hook}: the compare list is full (${limit} products); remove one before adding another`;
export const notAddedMessage = (hook: string, sku: string, why: string): string => `${hook}: "${sku}" was not added to the cart: ${why}`;
