import type { PaymentProviders } from '../../../src/application/ports/payment-providers';
import { MemoryPaymentProviders } from '../../../src/adapters/memory/memory-payment-providers';

/** The in-memory double of the unit tests; the kit's shopper queues its answers through `window.__kit.providers`. */
export const paymentProviders = (): PaymentProviders => new MemoryPaymentProviders();
