import type { OrderStatus } from './status';

/** Spec §4 Order statuses in words a shopper reads. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  'order-placed': 'Order placed',
  processing: 'Processing',
  intransit: 'In transit',
  outfordelivery: 'Out for delivery',
  delivered: 'Delivered',
  Returned: 'Returned',
  Advised: 'Return advised',
  readytocollect: 'Ready to collect',
  cancelled: 'Cancelled',
};

/** Spec §3 Order origin types in words a shopper reads. */
export const ORDER_ORIGIN_LABELS: Readonly<Record<'hybrisMigration' | 'store' | 'online', string>> = {
  online: 'Online',
  store: 'In store',
  hybrisMigration: 'From our previous website',
};

/** The tone of a status badge: settled, under way, or stopped. */
export const orderStatusTone = (status: string): 'good' | 'info' | 'bad' =>
  status === 'delivered' || status === 'readytocollect'
    ? 'good'
    : status === 'cancelled' || status === 'Returned' || status === 'Advised'
      ? 'bad'
      : 'info';
