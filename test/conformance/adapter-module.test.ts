import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnalyticsSinkFactory, analyticsSinkConformance } from './analytics-sink';
import { type CardGatewayFactory, cardGatewayConformance } from './card-gateway';
import type { PaymentProvidersFactory } from './payment-providers';

/**
 * `npm run conformance -- <module>` (scripts/conformance.mjs): every kit whose factory the module exports runs against
 * it. Without CONFORMANCE_MODULE (a plain `npm test`) the runner itself is checked on the modules the README's
 * "Writing a payment or analytics adapter" starts from: the card sandbox's, the shop's collector's, and the browser
 * kit's drop-in.
 *
 * The browser's payment providers kit (`paymentProvidersKit`) runs in Chromium, not here: the script hands it to
 * test/e2e/payment-providers-module.e2e.ts. Here a module exporting it counts as exporting a kit, and its factory is
 * checked for what the browser run would otherwise fail on late (a module that is not there, no method UI offered).
 */
const targets = process.env.CONFORMANCE_MODULE
  ? [process.env.CONFORMANCE_MODULE]
  : ['./sandbox-card-gateway.ts', './collector-analytics-sink.ts', './drop-in-providers-kit.ts'].map((path) =>
      fileURLToPath(new URL(path, import.meta.url)),
    );
const KITS = {
  cardGateway: (name: string, factory: unknown) => cardGatewayConformance(name, factory as CardGatewayFactory),
  analyticsSink: (name: string, factory: unknown) => analyticsSinkConformance(name, factory as AnalyticsSinkFactory),
} as const;
const BROWSER_KIT = 'paymentProvidersKit';
const ALL_KITS = [...Object.keys(KITS), BROWSER_KIT].join(', ');
const root = fileURLToPath(new URL('../..', import.meta.url));

for (const target of targets) {
  const module = (await import(pathToFileURL(target).href)) as Record<string, unknown>;
  const found = Object.keys(KITS).filter((name) => typeof module[name] === 'function');
  const browserKit =
    typeof module[BROWSER_KIT] === 'object' && module[BROWSER_KIT] !== null ? (module[BROWSER_KIT] as PaymentProvidersFactory) : null;
  describe(`the adapter module ${target}`, () => {
    it(`exports a factory for a kit (${ALL_KITS})`, () => {
      expect([...found, ...(browserKit ? [BROWSER_KIT] : [])], `export one of ${ALL_KITS} from ${target}`).not.toEqual([]);
    });
    if (browserKit) {
      it(`its ${BROWSER_KIT} names a browser module that is there and offers cardPayment, payForm or both`, () => {
        expect(browserKit.module, 'module: the browser adapter module, from the repository’s root or absolute').toEqual(expect.any(String));
        expect(existsSync(isAbsolute(browserKit.module) ? browserKit.module : join(root, browserKit.module)), `${browserKit.module} exists`).toBe(
          true,
        );
        const offered = (['cardPayment', 'payForm'] as const).filter((method) => browserKit[method] !== undefined);
        expect(offered, 'cardPayment, payForm or both').not.toEqual([]);
      });
    }
  });
  for (const name of found) KITS[name as keyof typeof KITS](`${name} of ${target}`, module[name]);
}
