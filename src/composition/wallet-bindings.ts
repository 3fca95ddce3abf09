import { ContainerModule } from 'inversify';
import { get } from './load-module';
import { LATER_TOKENS, TOKENS } from '../application/tokens';
import { accountWalletUseCases } from '../application/use-cases/account-wallet';
import { ROOT_TOKENS } from './tokens';

/** My Account's wallet use cases, loaded with its payment-method and gift-card sections. */
export const walletModule = new ContainerModule(({ bind }) => {
  bind(LATER_TOKENS.WalletUseCases).toDynamicValue((context) => {
    const place = get(context, ROOT_TOKENS.Place);
    return accountWalletUseCases({ bff: get(context, TOKENS.Bff), leave: (url) => place.leave(url) });
  });
});
