import { expect } from 'vitest';
import type { ContactDetails } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import { type Container, resolve } from '../../src/composition/container';

/** The contact details a jrau shopper types at checkout. */
export const SAM: ContactDetails = {
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Maker',
  phone: '0400 000 000',
  address: { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
};

/**
 * A shopper on jrau through the client's use cases: session loaded, one product in the cart, contact details and
 * standard delivery chosen, on to the payment step with the card drop-in mounted. Answers the checkout use cases.
 */
export async function walkToPayment(container: Container, purchaseOrder = '') {
  await resolve(container, TOKENS.SessionUseCases).loadSession();
  await resolve(container, TOKENS.CartUseCases).addToCart({ sku: 'AB1234' });
  const checkout = resolve(container, TOKENS.CheckoutUseCases);
  expect((await checkout.start()).ok).toBe(true);
  expect((await checkout.saveContactDetails(SAM)).ok).toBe(true);
  expect((await checkout.selectShippingMethod('JAU_STD')).ok).toBe(true);
  expect((await checkout.continueToPayment(purchaseOrder)).ok).toBe(true);
  await checkout.mountCardPayment({} as HTMLElement);
  return checkout;
}
