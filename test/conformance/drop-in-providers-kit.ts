// The module `npm run conformance -- test/conformance/drop-in-providers-kit.ts` runs the browser's payment providers kit
// on: the shop's card drop-in and pay form (./providers/drop-in.ts), as ./browser-providers.ts plays the shopper in them.
// A team's module exports `paymentProvidersKit` the same way: a PaymentProvidersFactory (./payment-providers.ts) whose
// `module` is its browser adapter module, offering `cardPayment`, `payForm` or both.
export { dropInProviders as paymentProvidersKit } from './browser-providers';
