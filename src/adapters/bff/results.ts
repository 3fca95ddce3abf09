import type { ApiError } from '../../application/ports/api-error';
import type { CallOptions } from '../../application/ports/bff';
import { type Result, ok } from '../../domain/shared';

export const mapResult = <A, B>(result: Result<A, ApiError>, pick: (value: A) => B): Result<B, ApiError> =>
  result.ok ? ok(pick(result.value)) : result;

/** Spec §7: the cart and product-list calls give nothing on error; the caller may still be told why. */
export function orNothing<A>(result: Result<A, ApiError>, options?: CallOptions): A | undefined {
  if (result.ok) return result.value;
  options?.onError?.(result.error);
  return undefined;
}
