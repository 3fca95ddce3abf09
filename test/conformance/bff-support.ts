import type { ApiError } from '../../src/application/ports/api-error';
import type { CartSummary } from '../../src/application/ports/bff';
import type { Result } from '../../src/domain/shared';

/** A product id no site sells. */
export const UNKNOWN_SKU = 'NO-SUCH-SKU-0000';

/** The answer of a call that must succeed; a refusal fails the example with its status and message. */
export function value<T>(result: Result<T, ApiError>): T {
  if (!result.ok) throw new Error(`expected an answer, got ${result.error.status}: ${result.error.message}`);
  return result.value;
}

/** The refusal of a call that must fail. */
export function refusal<T>(result: Result<T, ApiError>): ApiError {
  if (result.ok) throw new Error('expected a refusal, got an answer');
  return result.error;
}

/** A refusal as the shopper is told it: its status and message. */
export const said = <T>(result: Result<T, ApiError>) => {
  const { status, message } = refusal(result);
  return { status, message };
};

/** How many of a product the cart holds (skus compared without case). */
export const quantityOf = (cart: CartSummary | undefined, sku: string): number | undefined =>
  cart?.lineItems.find((line) => line.variant.sku.toUpperCase() === sku.toUpperCase())?.quantity;
