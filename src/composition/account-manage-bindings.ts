import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { accountManageUseCases } from '../application/use-cases/account-manage';

/** My Account's use cases, loaded with its pages. */
export const accountManageModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.AccountManageUseCases).toDynamicValue((context) =>
    accountManageUseCases({
      bff: get(context, TOKENS.Bff),
      account: get(context, LATER_TOKENS.AccountUseCases),
      cart: get(context, TOKENS.CartUseCases),
      drawers: get(context, TOKENS.DrawersUseCases),
    }),
  );
});
