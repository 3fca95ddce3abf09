import { ContainerModule } from 'inversify';
import { createPaymentProviders } from '../adapters/payments';
import { ROOT_TOKENS } from './tokens';

/** The payment providers' adapters, loaded with the first payment call: only checkout needs them. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bind(ROOT_TOKENS.LoadedPaymentProviders).toDynamicValue(() => createPaymentProviders());
});
