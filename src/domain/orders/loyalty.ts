/**
 * Loyalty points, a rule of our own (docs/decisions.md): one point for each whole dollar an order costs
 * before GST, earned when a signed-in customer places it. A return gives back the points of what was
 * returned, in proportion to the lines' value; a cancellation, or the last units returned, gives back the
 * rest. What is given back never exceeds what was earned, so a balance never goes below zero.
 */
export const CENTS_PER_POINT = 100;

export const pointsEarned = (order: { readonly total: number; readonly tax: number }): number =>
  Math.max(0, Math.floor((order.total - order.tax) / CENTS_PER_POINT));

export function pointsToReverse(input: {
  readonly earned: number;
  readonly reversedSoFar: number;
  /** The order's line subtotal, cents. */
  readonly subtotal: number;
  /** The value of the lines returned now, cents. */
  readonly returnedValue: number;
  /** True when nothing is left to return (or the order is cancelled): the rest goes back. */
  readonly nothingLeft: boolean;
}): number {
  const left = Math.max(0, input.earned - input.reversedSoFar);
  if (input.nothingLeft) return left;
  if (input.subtotal <= 0) return 0;
  return Math.min(left, Math.floor((input.earned * input.returnedValue) / input.subtotal));
}

export const LOYALTY_RULE_TEXT =
  'You earn 1 point for every whole dollar you spend before GST. Returns and cancellations take back the points of what was returned or cancelled.';
