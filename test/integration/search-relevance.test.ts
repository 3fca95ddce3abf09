import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPage } from '../../contract/products';
import { catalogOf } from '../../server/services/catalog/store';
import { termsOf } from '../../src/domain/catalog/search-terms';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
type SiteCode = 'jrau' | 'jrnz' | 'rtau';
const page = async (q: string, site: SiteCode = 'jrau', extra = '') => {
  const res = await server.request('GET', `/api/bff/products/search?q=${encodeURIComponent(q)}${extra}`, { site });
  expect(res.status, `${site} ${q}: ${res.text.slice(0, 200)}`).toBe(200);
  return SearchPage.parse(res.body);
};
const productOf = (sku: string) => catalogOf(server.database).productBySku.get(sku.toUpperCase())!;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('search finds what makers type', () => {
  it('"resistor 10k" lists 10 kΩ resistors, whichever way the value is written', async () => {
    const found = await page('resistor 10k', 'jrau', '&pageSize=48');
    expect(found.total).toBeGreaterThan(0);
    const values = found.products.map((p) => productOf(p.sku).specs.Resistance);
    expect(values[0]).toMatch(/^10\s?k\s?(Ω|ohm)$/i);
    // Every product of the answer that has a resistance has this one: 100kΩ or 1kΩ are not 10kΩ.
    for (const value of values) if (value !== undefined) expect(value).toMatch(/^10\s?k\s?(Ω|ohm)$/i);
    for (const spelling of ['10kΩ resistor', '10 kohm resistors', '10K OHM RESISTOR', '10000 ohm resistor']) {
      expect(
        (await page(spelling)).products.map((p) => p.sku),
        spelling,
      ).toEqual(found.products.slice(0, 24).map((p) => p.sku));
    }
  });

  it('a plural finds what the singular finds', async () => {
    for (const [plural, singular] of [
      ['batteries', 'battery'],
      ['multimeters', 'multimeter'],
      ['switches', 'switch'],
    ] as const) {
      const a = await page(plural);
      const b = await page(singular);
      expect(a.total, plural).toBeGreaterThan(0);
      expect(
        a.products.map((p) => p.sku),
        plural,
      ).toEqual(b.products.map((p) => p.sku));
    }
  });

  it('one typo in a word of 4+ letters (two from 8) still finds the products that have the word', async () => {
    const catalog = catalogOf(server.database);
    // Words of titles, less unit words ("piece" in "2 Piece" is a count, indexed as one).
    const words = [
      ...new Set(catalog.sites.jrau.sorted.relevance.slice(0, 400).flatMap((o) => o.product.title.toLowerCase().match(/\b[a-z]{5,12}\b/g) ?? [])),
    ]
      .filter((word) => termsOf(`1 ${word}`).length === 2)
      .sort();
    const typo = fc.tuple(fc.constantFrom(...words), fc.nat(), fc.constantFrom('swap', 'drop', 'double', 'change'), fc.constantFrom(...'aeiourstn'));
    await fc.assert(
      fc.asyncProperty(typo, async ([word, at, kind, letter]) => {
        const i = 1 + (at % (word.length - 2));
        const typed =
          kind === 'swap'
            ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
            : kind === 'drop'
              ? word.slice(0, i) + word.slice(i + 1)
              : kind === 'double'
                ? word.slice(0, i) + word[i] + word.slice(i)
                : word.slice(0, i) + (word[i] === letter ? 'x' : letter) + word.slice(i + 1);
        const found = await page(typed, 'jrau', '&pageSize=48');
        expect(found.total, `${typed} (for ${word})`).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('an exact sku or product code goes straight to its product, in any case and with spaces around', async () => {
    const offer = catalogOf(server.database).sites.rtau.sorted.relevance[7]!;
    for (const typed of [offer.product.sku, offer.product.sku.toLowerCase(), `  ${offer.product.productCode} `]) {
      const found = await page(typed, 'rtau');
      expect(found.redirect, typed).toBe(`/p/${offer.product.slug}`);
      expect(found.products.map((p) => p.sku)).toEqual([offer.product.sku]);
    }
    // The search page itself sends the shopper there, also without JavaScript.
    const clientDir = mkdtempSync(join(tmpdir(), 'storefront-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
    const pages = await startTestServer({ app: { clientDir } });
    try {
      const res = await pages.request('GET', `/search?q=${encodeURIComponent(offer.product.sku.toLowerCase())}`, { site: 'rtau' });
      expect([res.status, res.headers.location]).toEqual([302, `/p/${offer.product.slug}`]);
      expect((await pages.request('GET', '/search?q=battery', { site: 'rtau' })).status).toBe(200);
    } finally {
      await pages.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
    // A sku the site does not sell is searched as words, not sent anywhere.
    const elsewhere = catalogOf(server.database).sites.jrau.sorted.relevance.find(
      (o) => !catalogOf(server.database).sites.rtau.byRowid.has(o.product.rowid),
    )!;
    expect((await page(elsewhere.product.sku, 'rtau')).redirect).toBeUndefined();
  });

  it('names the normalised words it searched, so the same words share one answer', async () => {
    const a = await page('Batteries ');
    const b = await page('battery');
    expect(a.q).toBe('battery');
    expect(a.queryId).toBe(b.queryId);
  });
});

describe('a corrected search says what it searched for', () => {
  it('names the words as corrected when a word matched no product, and nothing when none was wrong', async () => {
    expect((await page('arudino uno')).corrected).toBe('arduino uno');
    expect((await page('mulitmeter')).corrected).toBe('multimeter');
    expect((await page('multimeter')).corrected).toBeUndefined();
    // A word that only the descriptions or a synonym hold is no typo.
    expect((await page('arduino')).corrected).toBeUndefined();
    expect((await page('dmm')).corrected).toBeUndefined();
    // The start of a word being typed is no typo either.
    expect((await page('multim')).corrected).toBeUndefined();
  });
});
