import type { PaymentProviders } from '../../../src/application/ports/payment-providers';
import { createPaymentProviders } from '../../../src/adapters/payments';

/** The shop's hand-off to the provider's hosted payment page (src/adapters/payments/hosted-page.ts). */
export const paymentProviders = (): PaymentProviders => createPaymentProviders({ base: '/sandbox', card: 'hostedPage' });
