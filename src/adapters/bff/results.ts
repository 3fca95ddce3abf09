import type { ApiError } from '../../application/ports/api-error';
import { type Result, ok } from '../../domain/shared';

export const mapResult = <A, B>(result: Result<A, ApiError>, pick: (value: A) => B): Result<B, ApiError> =>
  result.ok ? ok(pick(result.value)) : result;

/** Spec §7: the cart and product-list calls give nothing on error. */
export const orNothing = <A>(result: Result<A, ApiError>): A | undefined => (result.ok ? result.value : undefined);
