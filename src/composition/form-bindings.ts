import { createBotCheck } from '../adapters/bot-check';
import { createNewsletterClient } from '../adapters/newsletter';
import type { Bff } from '../application/ports/bff';
import type { BotCheck } from '../application/ports/bot-check';
import { backInStockUseCases } from '../application/use-cases/back-in-stock';
import type { BrowsingUseCases } from '../application/use-cases/browsing';
import { newsletterUseCases } from '../application/use-cases/newsletter';

/** The bot check and the two forms behind it (newsletter, back in stock): loaded with the first that is used. */
export function formBindings(deps: { readonly origin: string; readonly host: string; readonly fetch: typeof fetch; readonly bff: Bff; readonly browsing: BrowsingUseCases }) {
  const botCheck: BotCheck = createBotCheck({ origin: deps.origin, fetch: deps.fetch, host: deps.host });
  return {
    botCheck,
    newsletter: newsletterUseCases({ service: createNewsletterClient({ origin: deps.origin, fetch: deps.fetch }), botCheck, browsing: deps.browsing }),
    backInStock: backInStockUseCases({ bff: deps.bff, botCheck }),
  };
}
