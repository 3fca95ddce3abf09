import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { createBotCheck } from '../adapters/bot-check';
import { createNewsletterClient } from '../adapters/newsletter';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { backInStockUseCases } from '../application/use-cases/back-in-stock';
import { newsletterUseCases } from '../application/use-cases/newsletter';
import { ROOT_TOKENS } from './tokens';

/** The bot check and the two forms behind it (newsletter, back in stock): loaded with the first that is used. */
export const formsModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.BotCheck).toDynamicValue((context) => {
    const place = get(context, ROOT_TOKENS.Place);
    return createBotCheck({ origin: place.origin, fetch: place.fetch, host: place.host });
  });
  bind(LATER_TOKENS.NewsletterService).toDynamicValue((context) => {
    const place = get(context, ROOT_TOKENS.Place);
    return createNewsletterClient({ origin: place.origin, fetch: place.fetch });
  });
  bind(LATER_TOKENS.NewsletterUseCases).toDynamicValue((context) =>
    newsletterUseCases({
      service: get(context, LATER_TOKENS.NewsletterService),
      botCheck: get(context, LATER_TOKENS.BotCheck),
      browsing: get(context, TOKENS.BrowsingUseCases),
    }),
  );
  bind(LATER_TOKENS.BackInStockUseCases).toDynamicValue((context) =>
    backInStockUseCases({
      bff: get(context, TOKENS.Bff),
      botCheck: get(context, LATER_TOKENS.BotCheck),
      browsing: get(context, TOKENS.BrowsingUseCases),
    }),
  );
});
