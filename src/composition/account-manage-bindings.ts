import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { orderView } from '../application/projections/orders';
import { accountManageUseCases } from '../application/use-cases/account-manage';
import { orderTracking } from '../application/use-cases/order-tracking';
import { bindProjection } from './container';

/** My Account's use cases, loaded with its pages. */
export const accountManageModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(TOKENS.OrderView)) bindProjection(bind, TOKENS.OrderView, orderView);
  bind(LATER_TOKENS.AccountManageUseCases).toDynamicValue((context) =>
    accountManageUseCases({
      bff: get(context, TOKENS.Bff),
      account: get(context, LATER_TOKENS.AccountUseCases),
      cart: get(context, TOKENS.CartUseCases),
      drawers: get(context, TOKENS.DrawersUseCases),
      tracking: orderTracking({ view: get(context, TOKENS.OrderView), recorder: get(context, TOKENS.Recorder) }),
    }),
  );
});
