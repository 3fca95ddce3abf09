import type { PaymentProviders } from '../../../src/application/ports/payment-providers';
import { createPaymentProviders } from '../../../src/adapters/payments';

/** The shop's card drop-in in its frame (src/adapters/payments/drop-in.ts), over the sandbox on the page's origin. */
export const paymentProviders = (): PaymentProviders => createPaymentProviders({ base: '/sandbox' });
