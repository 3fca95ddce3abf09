import type { AccountEvent } from '../domain/account';
import type { AnalyticsQueueEvent } from '../domain/analytics';
import type { BrowsingEvent } from '../domain/browsing';
import type { CartEvent } from '../domain/cart';
import type { CheckoutEvent } from '../domain/checkout';
import type { CompareEvent } from '../domain/compare';
import type { DeliveryEvent } from '../domain/delivery';
import type { DrawerEvent } from '../domain/drawers';
import type { ListsEvent } from '../domain/lists';
import type { OrderEvent } from '../domain/orders';
import type { PageDataEvent } from '../domain/page-data';
import type { SessionEvent } from '../domain/session';
import type { StoreEvent } from '../domain/preferred-store';
import type { ToastEvent } from '../domain/toasts';
import type { CheckoutPageEvent } from './ports/bff-checkout-payloads';

/**
 * Every fact the client records. The event log, the bus and the projections all speak this union;
 * a module's events join it when the module is wired in.
 */
export type DomainEvent =
  | AccountEvent
  | AnalyticsQueueEvent
  | BrowsingEvent
  | CartEvent
  | CheckoutEvent
  | CheckoutPageEvent
  | CompareEvent
  | DeliveryEvent
  | DrawerEvent
  | ListsEvent
  | OrderEvent
  | PageDataEvent
  | SessionEvent
  | StoreEvent
  | ToastEvent;

export type DomainEventType = DomainEvent['type'];
