/** Spec §4 Order statuses, spelt exactly as the wire spells them. */
export const ORDER_STATUSES = [
  'order-placed',
  'processing',
  'intransit',
  'outfordelivery',
  'delivered',
  'Returned',
  'Advised',
  'readytocollect',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** Why a shopper sends lines back (spec §4 Returns). */
export const RETURN_REASONS = ['changed-mind', 'faulty', 'not-as-described', 'wrong-item', 'damaged'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
