import { ContainerModule } from 'inversify';
import { createPaymentProviders } from '../adapters/payments';
import { ROOT_TOKENS } from './tokens';

/** The meta tag naming the server's card gateway when it is not the drop-in (server: CARD_GATEWAY). */
export const CARD_PAYMENT_META = 'storefront:card-payment';

/** The card gateways whose payment is made on the provider's hosted page rather than in a frame on ours. */
const HOSTED_PAGE_GATEWAYS: readonly string[] = ['windcave'];

/** How the card is taken on this page: in the drop-in's frame (the default), or on the provider's hosted page. */
export function cardPaymentStyle(doc: Pick<Document, 'querySelector'>): 'dropIn' | 'hostedPage' {
  const gateway = doc.querySelector<HTMLMetaElement>(`meta[name="${CARD_PAYMENT_META}"]`)?.content ?? '';
  return HOSTED_PAGE_GATEWAYS.includes(gateway) ? 'hostedPage' : 'dropIn';
}

/** The payment providers' adapters, loaded with the first payment call: only checkout needs them. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bind(ROOT_TOKENS.LoadedPaymentProviders).toDynamicValue(() => createPaymentProviders({ card: cardPaymentStyle(document) }));
});
