import { RETURN_REASONS, type ReturnReason } from '../../../kernel/orders';
import type { OrderStatus } from './status';

export { RETURN_REASONS, type ReturnReason };

/** Statuses in which the shopper may send lines back: delivered, or a return already advised with lines left. */
export const RETURNABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'Advised'];

export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  'changed-mind': 'Changed my mind',
  faulty: 'Faulty or not working',
  'not-as-described': 'Not as described',
  'wrong-item': 'Wrong item sent',
  damaged: 'Arrived damaged',
};

/** What may still be returned of each sku: bought less already returned, when the status allows returns at all. */
export function returnable(status: OrderStatus, bought: ReadonlyMap<string, number>, returned: ReadonlyMap<string, number>): Map<string, number> {
  const open = RETURNABLE_STATUSES.includes(status);
  return new Map([...bought].map(([sku, quantity]) => [sku, open ? Math.max(0, quantity - (returned.get(sku) ?? 0)) : 0]));
}

export type ReturnRefusal =
  | { readonly type: 'notReturnable'; readonly status: OrderStatus }
  | { readonly type: 'notInOrder'; readonly index: number; readonly sku: string }
  | { readonly type: 'tooMany'; readonly index: number; readonly sku: string; readonly left: number };

/** Checks a return request against what is left to return; the first refusal, or null when it may go ahead. */
export function checkReturn(
  status: OrderStatus,
  bought: ReadonlyMap<string, number>,
  returned: ReadonlyMap<string, number>,
  items: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>,
): ReturnRefusal | null {
  if (!RETURNABLE_STATUSES.includes(status)) return { type: 'notReturnable', status };
  const left = returnable(status, bought, returned);
  const asked = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    if (!bought.has(item.sku)) return { type: 'notInOrder', index, sku: item.sku };
    asked.set(item.sku, (asked.get(item.sku) ?? 0) + item.quantity);
    if (asked.get(item.sku)! > (left.get(item.sku) ?? 0)) return { type: 'tooMany', index, sku: item.sku, left: left.get(item.sku) ?? 0 };
  }
  return null;
}

/** True when every unit bought has been returned. */
export const nothingLeftToReturn = (bought: ReadonlyMap<string, number>, returned: ReadonlyMap<string, number>): boolean =>
  [...bought].every(([sku, quantity]) => (returned.get(sku) ?? 0) >= quantity);
