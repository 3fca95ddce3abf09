import type { DomainEvent } from '../events';

export type EventHandler<E extends DomainEvent = DomainEvent> = (event: E) => void;

/** Publishes domain events, after they are logged, to projections and subscribers (analytics, persistence…). */
export interface EventBus {
  publish(event: DomainEvent): void;
  /** Every event; returns the function that unsubscribes. */
  subscribe(handler: EventHandler): () => void;
  /** Events of one type only. */
  on<T extends DomainEvent['type']>(type: T, handler: EventHandler<Extract<DomainEvent, { type: T }>>): () => void;
}
