import { MemoryMarketingMessaging } from '../../src/adapters/memory';
import { marketingMessagingConformance } from './marketing-messaging';

/** The in-memory service the unit tests stand in for the server, held to the same behaviour. */
marketingMessagingConformance('the in-memory marketing messaging', () => ({
  currency: 'AUD',
  open: async () => {
    const messaging = new MemoryMarketingMessaging();
    return { messaging, kept: async () => messaging.received };
  },
}));
