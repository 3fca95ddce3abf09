import type { MarketingMessagingEventName } from '../../domain/analytics';
import type { CurrencyCode } from '../../domain/money';

/** Spec §9 Analytics: the cart events the marketing banner and messaging service receives. */
export interface MarketingMessagingEvent {
  /** The same on every try, so the service keeps an event handed over twice (a retry, a beacon) once. */
  readonly id: string;
  readonly name: MarketingMessagingEventName;
  readonly sku: string;
  readonly productName: string;
  /** How many were added or removed, not the line's new quantity. */
  readonly quantity: number;
  /** Unit price as a decimal amount, like the analytics items. */
  readonly price: number;
  readonly currency: CurrencyCode;
  /** When it happened (epoch ms). */
  readonly at: number;
}

/**
 * The marketing banner and messaging service (spec §1 Other services used). Its script loads on its own
 * time, so the client asks whether it is ready before handing it data.
 */
export interface MarketingMessaging {
  ready(): boolean;
  /**
   * Hands over the waiting events; false (or a rejection) means the service did not take them. The same
   * events may be handed over again after a refusal: the service keeps each (by its id) once.
   */
  flush(events: readonly MarketingMessagingEvent[]): Promise<boolean>;
}
