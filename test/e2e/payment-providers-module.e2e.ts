import { isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PaymentProvidersFactory, paymentProvidersConformance } from '../conformance/payment-providers';

/**
 * `npm run conformance -- <module>` (scripts/conformance.mjs) runs the browser's payment providers kit here, on the
 * `paymentProvidersKit` the module in CONFORMANCE_MODULE exports. The suite leaves this file out unless a module is
 * named (playwright.config.ts); named alone without one, it runs on the module the kit's example starts from.
 */
const root = join(import.meta.dirname, '..', '..');
const named = process.env.CONFORMANCE_MODULE ?? 'test/conformance/drop-in-providers-kit.ts';
const target = isAbsolute(named) ? named : join(root, named);
const module = (await import(pathToFileURL(target).href)) as { readonly paymentProvidersKit?: PaymentProvidersFactory };
if (typeof module.paymentProvidersKit !== 'object' || module.paymentProvidersKit === null) {
  throw new Error(`${target} exports no paymentProvidersKit (a PaymentProvidersFactory, test/conformance/payment-providers.ts)`);
}
paymentProvidersConformance(`paymentProvidersKit of ${relative(root, target)}`, module.paymentProvidersKit);
