import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { listsUseCases } from '../application/use-cases/lists';

/** The lists' use cases, loaded with the first list control a shopper uses (or a lists page). */
export const listsModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.ListsUseCases).toDynamicValue((context) =>
    listsUseCases({
      bff: get(context, TOKENS.Bff),
      view: get(context, TOKENS.ListsView),
      session: get(context, TOKENS.SessionView),
      recorder: get(context, TOKENS.Recorder),
      cart: get(context, TOKENS.CartUseCases),
      drawers: get(context, TOKENS.DrawersUseCases),
    }),
  );
});
