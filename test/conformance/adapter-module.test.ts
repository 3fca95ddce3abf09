import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnalyticsSinkFactory, analyticsSinkConformance } from './analytics-sink';
import { type CardGatewayFactory, cardGatewayConformance } from './card-gateway';

/**
 * `npm run conformance -- <module>` (scripts/conformance.mjs): every kit whose factory the module exports runs against
 * it. Without CONFORMANCE_MODULE (a plain `npm test`) the runner itself is checked on the modules the README's
 * "Writing a payment or analytics adapter" starts from: the card sandbox's and the shop's collector's.
 */
const targets = process.env.CONFORMANCE_MODULE
  ? [process.env.CONFORMANCE_MODULE]
  : [fileURLToPath(new URL('./sandbox-card-gateway.ts', import.meta.url)), fileURLToPath(new URL('./collector-analytics-sink.ts', import.meta.url))];
const KITS = {
  cardGateway: (name: string, factory: unknown) => cardGatewayConformance(name, factory as CardGatewayFactory),
  analyticsSink: (name: string, factory: unknown) => analyticsSinkConformance(name, factory as AnalyticsSinkFactory),
} as const;

for (const target of targets) {
  const module = (await import(pathToFileURL(target).href)) as Record<string, unknown>;
  const found = Object.keys(KITS).filter((name) => typeof module[name] === 'function');
  describe(`the adapter module ${target}`, () => {
    it(`exports a factory for a kit (${Object.keys(KITS).join(', ')})`, () => {
      expect(found, `export one of ${Object.keys(KITS).join(', ')} from ${target}`).not.toEqual([]);
    });
  });
  for (const name of found) KITS[name as keyof typeof KITS](`${name} of ${target}`, module[name]);
}
