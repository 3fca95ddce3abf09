import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../server/seed/catalog';

const catalog = buildCatalog();
const products = catalog.products;
const leafName = new Map(catalog.categories.map((c) => [c.id, c.name]));

/** A number with its unit as a title writes it ("12V", "0.71mm", "10kΩ", "0-30V"); space-insensitive. */
const QUANTITY =
  /(?<![\w.])(\d+(?:\.\d+)?(?:[-/]\d+(?:\.\d+)?)?)\s?(mAh|Ah|Wh|kΩ|MΩ|Ω|µF|nF|pF|MHz|GHz|kHz|Hz|GB|TB|MB|KB|mm²|mm|cm|mL|mA|m|A|V|W|kg|g|L|AWG|lm|RPM|")(?![A-Za-z0-9])/g;
const squash = (text: string) => text.replace(/\s+/g, '');
const quantities = (title: string) => [...title.matchAll(QUANTITY)].map((m) => squash(m[0]));
const STORAGE_KEYS = new Set(['RAM', 'Capacity', 'Flash', 'Hard drive', 'Storage']);

const productArb = fc.constantFrom(...products);

describe('catalogue generator', () => {
  it('has at least 10,000 products, several thousand on each site, with unique titles and skus', () => {
    expect(products.length).toBeGreaterThanOrEqual(10_000);
    for (const site of ['jrau', 'jrnz', 'rtau'])
      expect(products.filter((p) => p.prices.some((x) => x.site === site)).length, site).toBeGreaterThan(3000);
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
  });

  it('states in a title only quantities its spec table holds, each once', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        const values = new Set(Object.values(p.specs).map(squash));
        const stated = quantities(p.title);
        for (const q of stated) expect(values.has(q), `${p.title}: ${q} not in ${JSON.stringify(p.specs)}`).toBe(true);
        expect(new Set(stated).size, p.title).toBe(stated.length);
      }),
      { numRuns: 3000 },
    );
    // And every product, once, without sampling.
    for (const p of products) {
      const values = new Set(Object.values(p.specs).map(squash));
      for (const q of quantities(p.title)) expect(values.has(q), `${p.title}: ${q}`).toBe(true);
    }
  });

  it('never repeats a word back to back and never mixes kinds that conflict', () => {
    for (const p of products) {
      const title = p.title.toLowerCase();
      expect(/\b(\w+)\s+\1\b/.test(title), p.title).toBe(false);
      if (/alkaline/.test(title)) expect(/li-ion|lifepo4|agm|lipo|nimh|gel/.test(title), p.title).toBe(false);
      if (/earbud|headphone/.test(title))
        expect(
          quantities(p.title).some((q) => q.endsWith('W')),
          p.title,
        ).toBe(false);
      for (const q of quantities(p.title).filter((x) => /[GT]B$/.test(x))) {
        const key = Object.entries(p.specs).find(([, v]) => squash(v) === q)?.[0];
        expect(key && STORAGE_KEYS.has(key), `${p.title}: ${q}`).toBe(true);
      }
      const chemistry = p.specs.Chemistry;
      if (chemistry === 'Alkaline') expect(p.specs.Voltage === '1.5 V' || p.specs.Voltage === '9 V', p.title).toBe(true);
      if (p.title.includes('18650')) expect(p.specs).toMatchObject({ Chemistry: 'Li-ion', Voltage: '3.7 V' });
      if (chemistry === 'AGM') expect(p.specs.Voltage).toBe('12 V');
      if (chemistry === 'LiFePO4' && /Deep Cycle/.test(p.title)) expect(p.specs.Voltage).toBe('12.8 V');
    }
  });

  it('gives every product of a leaf the same spec keys', () => {
    const byLeaf = new Map<string, string>();
    for (const p of products) {
      const keys = Object.keys(p.specs).sort().join('|');
      const seen = byLeaf.get(p.category_id) ?? keys;
      expect(keys, `${leafName.get(p.category_id)}: ${p.title}`).toBe(seen);
      byLeaf.set(p.category_id, keys);
    }
  });

  it('carries the staples makers search for on the sites named', () => {
    const on = (site: string, leaf: string | null, test: (p: (typeof products)[number]) => boolean) =>
      products.filter((p) => p.prices.some((x) => x.site === site) && (leaf === null || leafName.get(p.category_id) === leaf) && test(p)).length;
    for (const site of ['jrau', 'jrnz']) {
      expect(
        on(site, 'Uno-compatible Boards', (p) => p.title.includes('Uno-compatible') && p.description.includes('Arduino-compatible')),
      ).toBeGreaterThan(5);
      expect(
        on(site, 'Nano-compatible Boards', (p) => p.title.includes('Nano-compatible') && p.description.includes('Arduino-compatible')),
      ).toBeGreaterThan(5);
      expect(on(site, 'ESP32 & ESP8266 Boards', (p) => p.title.includes('ESP32'))).toBeGreaterThan(5);
      expect(on(site, 'ESP32 & ESP8266 Boards', (p) => p.title.includes('ESP8266'))).toBeGreaterThan(0);
      expect(
        on(
          site,
          'Single Board Computers',
          (p) => p.description.includes('Raspberry Pi-compatible') && p.title.includes(p.specs.RAM!.replace(' ', '')),
        ),
      ).toBeGreaterThan(5);
      for (const [leaf, word] of [
        ['Breadboards', 'Breadboard'],
        ['Jumper Wires', 'Jumper Wire'],
        ['Solder Wire', 'Solder'],
        ['Digital Multimeters', 'Multimeter'],
        ['LEDs', 'LED'],
        ['Servo Motors', 'Servo'],
        ['Stepper Motors', 'Stepper'],
        ['OLED Displays', 'OLED'],
        ['Temperature & Humidity', 'Temperature'],
        ['Capacitors', 'Capacitor Assortment'],
        ['Resistors', 'Resistor Assortment'],
      ] as const) {
        expect(
          on(site, leaf, (p) => p.title.includes(word)),
          `${site} ${leaf}`,
        ).toBeGreaterThan(0);
      }
      expect(on(site, 'Solder Wire', (p) => p.title.startsWith('Lead-free'))).toBeGreaterThan(0);
    }
    for (const site of ['jrau', 'jrnz', 'rtau']) {
      expect(
        on(site, 'Resistors', (p) => p.specs.Resistance === '10kΩ' && p.title.startsWith('10kΩ')),
        site,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(products.some((p) => p.title === '10kΩ 0.25W Metal Film Resistor - Pack of 10')).toBe(true);
    expect(products.some((p) => p.title === '100µF 25V Electrolytic Capacitor - Pack of 5')).toBe(true);
    expect(products.some((p) => p.title === '60/40 Solder Wire 0.71mm 100g')).toBe(true);
    expect(products.some((p) => p.title === '830 Tie-Point Solderless Breadboard')).toBe(true);
    expect(products.some((p) => p.title === 'Male to Male Jumper Wire 20cm - Pack of 40')).toBe(true);
    expect(products.some((p) => p.title === '5mm Red LED - Pack of 25')).toBe(true);
    for (const title of [
      /^12V \d+Ah AGM Deep Cycle Battery/,
      /^12\.8V \d+Ah Lithium LiFePO4 Deep Cycle Battery/,
      /Monocrystalline Solar Panel/,
      /Folding Solar Blanket/,
      /MPPT Solar Regulator/,
      /Fridge/,
      /Inverter/,
      /Battery Charger/,
      /Anderson/,
      /Bilge Pump/,
      /VHF Marine Radio/,
      /Navigation Light/,
      /Marine Battery Switch/,
      /LED Light Bar/,
      /Dash Cam/,
    ]) {
      expect(
        on('rtau', null, (p) => title.test(p.title)),
        String(title),
      ).toBeGreaterThan(0);
    }
  });

  it('uses no real brands as brand or product name', () => {
    for (const p of products) {
      expect(/arduino|raspberry/i.test(p.brand + p.title), p.title).toBe(false);
    }
  });
});
