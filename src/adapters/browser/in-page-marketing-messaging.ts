import type { MarketingMessaging, MarketingMessagingEvent } from '../../application/ports/marketing-messaging';

/** How many events the page keeps: a long visit's oldest go first. */
export const KEPT_MARKETING_EVENTS = 200;

/**
 * The marketing messaging service of the live shop while no vendor is chosen (spec §1 Other services used):
 * ready at once, it keeps the cart events in the page, the newest last, for a vendor's tag to take over.
 */
export class InPageMarketingMessaging implements MarketingMessaging {
  private readonly kept: MarketingMessagingEvent[] = [];

  ready(): boolean {
    return true;
  }

  async flush(events: readonly MarketingMessagingEvent[]): Promise<boolean> {
    this.kept.push(...events);
    this.kept.splice(0, Math.max(0, this.kept.length - KEPT_MARKETING_EVENTS));
    return true;
  }

  /** What the page holds, oldest first. */
  events(): readonly MarketingMessagingEvent[] {
    return [...this.kept];
  }
}
