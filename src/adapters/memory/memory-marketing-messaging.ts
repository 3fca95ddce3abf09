import type { MarketingMessaging, MarketingMessagingEvent } from '../../application/ports/marketing-messaging';

/** The messaging service in memory: ready or not as told, refusing the next few flushes when told, keeping each event once. */
export class MemoryMarketingMessaging implements MarketingMessaging {
  readonly received: MarketingMessagingEvent[] = [];
  attempts = 0;
  private isReady: boolean;
  private refusals = 0;

  constructor(options: { ready?: boolean } = {}) {
    this.isReady = options.ready ?? true;
  }

  ready(): boolean {
    return this.isReady;
  }

  /** The service's script has (or has not yet) loaded. */
  setReady(ready: boolean): void {
    this.isReady = ready;
  }

  /** The next `count` flushes fail, as a service that is loaded but not yet accepting data would. */
  refuseNext(count: number): void {
    this.refusals = count;
  }

  async flush(events: readonly MarketingMessagingEvent[]): Promise<boolean> {
    this.attempts += 1;
    if (this.refusals > 0) {
      this.refusals -= 1;
      return false;
    }
    // As the server does: an event handed over again (a retry after a lost answer) is kept once.
    const known = new Set(this.received.map((event) => event.id));
    this.received.push(...events.filter((event) => !known.has(event.id)));
    return true;
  }
}
