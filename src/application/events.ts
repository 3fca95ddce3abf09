import type { CompareEvent } from '../domain/compare';

/**
 * Every fact the client records. The event log, the bus and the projections all speak this union;
 * a module's events join it when the module is wired in.
 */
export type DomainEvent = CompareEvent;

export type DomainEventType = DomainEvent['type'];
