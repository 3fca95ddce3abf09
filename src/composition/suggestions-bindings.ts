import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { searchSuggestionsUseCases } from '../application/use-cases/search-suggestions';
import { ROOT_TOKENS } from './tokens';

/** The search box's suggestions, loaded with the box's first focus or keystroke. */
export const suggestionsModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.SearchSuggestionsUseCases).toDynamicValue((context) =>
    searchSuggestionsUseCases({
      bff: get(context, TOKENS.Bff),
      timer: get(context, TOKENS.Timer),
      clock: get(context, TOKENS.Clock),
      store: get(context, TOKENS.LocalStore),
      browsing: get(context, TOKENS.BrowsingUseCases),
      site: get(context, ROOT_TOKENS.Site).code,
    }),
  );
});
