import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { projectPartsUseCases } from '../application/use-cases/project-parts';

/** A Makerhub project page's "Add all to cart", loaded with that page. */
export const projectPartsModule = new ContainerModule(({ bind, isBound }) => {
  const logged = isBound(TOKENS.SessionService);
  bind(LATER_TOKENS.ProjectPartsUseCases).toDynamicValue((context) =>
    projectPartsUseCases({
      bff: get(context, TOKENS.Bff),
      cart: get(context, TOKENS.CartUseCases),
      toasts: get(context, TOKENS.ToastsUseCases),
      ...(logged ? { logger: get(context, TOKENS.SessionService) } : {}),
    }),
  );
});
