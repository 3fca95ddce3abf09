import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPage } from '../../contract/products';
import { catalogOf } from '../../server/services/catalog/store';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
type SiteCode = 'jrau' | 'jrnz' | 'rtau';
const page = async (q: string, site: SiteCode = 'jrau', extra = '') => {
  const res = await server.request('GET', `/api/bff/products/search?q=${encodeURIComponent(q)}${extra}`, { site });
  expect(res.status, `${site} ${q}: ${res.text.slice(0, 200)}`).toBe(200);
  return SearchPage.parse(res.body);
};
const titles = async (q: string, site: SiteCode = 'jrau', n = 3) => (await page(q, site)).products.slice(0, n).map((p) => p.title);
const specOf = (sku: string, name: string) => catalogOf(server.database).productBySku.get(sku.toUpperCase())!.specs[name];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the range a maker expects, found by the words makers use', () => {
  it('finds the staples by kind and by part number', async () => {
    const cases: Array<[string, SiteCode, RegExp]> = [
      ['buck converter', 'jrau', /buck/i],
      ['boost converter', 'jrau', /boost/i],
      ['rotary encoder', 'jrau', /rotary encoder/i],
      ['hall effect sensor', 'jrau', /hall effect/i],
      ['soil moisture sensor', 'jrau', /soil moisture/i],
      ['lora', 'jrau', /lora/i],
      ['banana plugs', 'jrau', /banana plug/i],
      ['alligator clips', 'jrau', /alligator/i],
      ['helping hands', 'jrau', /helping hands/i],
      ['piezo buzzer', 'jrau', /piezo buzzer/i],
      ['ws2812b', 'jrau', /WS2812B/],
      ['l298n', 'jrau', /L298N/],
      ['drv8825', 'jrau', /DRV8825/],
      ['a4988', 'jrau', /A4988/],
      ['tb6612fng', 'jrau', /TB6612FNG/],
      ['irlz44n', 'jrau', /IRLZ44N/],
      ['car amplifier', 'rtau', /car amplifier/i],
    ];
    for (const [q, site, right] of cases) expect((await titles(q, site))[0], `${site} ${q}`).toMatch(right);
    // The first search of a site builds its index: seconds on a busy machine.
  }, 120_000);

  it('reads a bare unit prefix as the capacitance or resistance a maker means: 100u, 2u2, 4k7', async () => {
    for (const [q, name, value] of [
      ['100u', 'Capacitance', '100µF'],
      ['2u2 capacitor', 'Capacitance', '2.2µF'],
      ['100n', 'Capacitance', '100nF'],
      ['4k7', 'Resistance', '4.7kΩ'],
    ] as const) {
      const found = await page(q);
      expect(found.total, q).toBeGreaterThan(0);
      for (const product of found.products.slice(0, 10)) expect(specOf(product.sku, name), `${q}: ${product.title}`).toBe(value);
    }
    // A part number that looks like one stays a part number.
    expect((await titles('2n7000'))[0]).toMatch(/^2N7000/);
  });

  it('knows the trade names for what the range has', async () => {
    const cases: Array<[string, RegExp]> = [
      ['solder sucker', /desoldering pump/i],
      ['solder wick', /desoldering braid/i],
      ['croc clips', /alligator/i],
      ['neopixel', /WS2812B|SK6812/],
      ['third hand', /helping hands/i],
      ['jiffy box', /enclosure/i],
    ];
    for (const [q, right] of cases) for (const title of await titles(q)) expect(title, q).toMatch(right);
  });

  it('says which words found nothing rather than pass off what matches the generic word as answers', async () => {
    const found = await page('quantum sensor');
    expect(found.partial).toEqual({ unmatched: 'quantum', matched: 'sensor' });
    expect(found.total).toBeGreaterThan(0);
    for (const product of found.products) expect(product.title.toLowerCase()).toContain('sensor');
    // When every word matches together, nothing is left out.
    expect((await page('hall effect sensor')).partial).toBeUndefined();
  });

  it('takes a word products have as typed: "fridge" offers no bridge rectifiers, as results or as a Type filter', async () => {
    const found = await page('fridge', 'rtau', '&pageSize=48');
    expect(found.total).toBeGreaterThan(0);
    for (const product of found.products) expect(product.title).toMatch(/fridge/i);
    const values = found.facets.attributes.flatMap((facet) => facet.values.map((v) => v.label));
    expect(
      values.some((v) => /bridge rectifier/i.test(v)),
      values.join(', '),
    ).toBe(false);
    // A word no product has is still read as a typo of one that does.
    expect((await titles('frdige', 'rtau'))[0]).toMatch(/fridge/i);
  });

  it('draws every rtau car charger and socket adaptor as a car charger, never as a USB cable', async () => {
    const catalog = catalogOf(server.database);
    const chargers = catalog.sites.rtau.sorted.relevance.map((o) => o.product).filter((p) => /car charger|socket adaptor/i.test(p.title));
    expect(chargers.length).toBeGreaterThan(5);
    for (const product of chargers) {
      const res = await server.request('GET', `/img/products/${product.sku}.svg`, { site: 'rtau' });
      expect(res.status).toBe(200);
      expect(res.text, product.title).toContain('data-kind="car-charger"');
    }
  });
});

describe('GET /dev/drawings', () => {
  it('shows one product per drawing, category and variant, linked from the dev mailbox', async () => {
    const res = await server.request('GET', '/dev/drawings');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    for (const kind of ['car-charger', 'module-board', 'addressable-led', 'helping-hands', 'car-amplifier'])
      expect(res.text).toContain(`id="${kind}"`);
    const tiles = res.text.match(/<li>/g)?.length ?? 0;
    expect(tiles).toBeGreaterThan(150);
    expect(tiles).toBeLessThan(catalogOf(server.database).productBySku.size / 5);
    expect((await server.request('GET', '/dev/mailbox')).text).toContain('href="/dev/drawings"');
    // It draws every product once to tell its variants apart.
  }, 60_000);

  it('does not exist without the dev features', async () => {
    const plain = await startTestServer({ devMailbox: false });
    try {
      expect((await plain.request('GET', '/dev/drawings')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
