import { describe, expect, it } from 'vitest';
import { type CatalogCategory, type CatalogProduct, specEntriesOf } from '../../server/services/catalog/store';
import { artOf, lookOf, ohmsOf, resistorBands } from '../../server/services/catalog/product-art';
import { PRODUCT_VIEWS, productImageSvg, type ProductView } from '../../server/services/catalog/product-view-image';

const category = (name: string, level: number): CatalogCategory => ({
  id: `c-${name}`,
  parentId: null,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  level,
  position: 0,
  children: [],
});

function product(sku: string, title: string, path: readonly string[], specs: Record<string, string> = {}, brand = 'Solderbird'): CatalogProduct {
  return {
    rowid: 1,
    sku,
    productCode: sku,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    brand,
    description: '',
    categories: path.map((name, i) => category(name, i + 1)),
    specs,
    specByName: specEntriesOf(specs),
    tags: [],
    orderLimit: null,
    rank: 1,
    contentType: 'Physical Product',
    createdAt: '2026-01-01',
  };
}

const kindOf = (svg: string): string | undefined => /data-kind="([a-z-]+)"/.exec(svg)?.[1];
const views = Array.from({ length: PRODUCT_VIEWS }, (_, i) => (i + 1) as ProductView);

describe('product drawings', () => {
  const board = product('XC3069', 'ESP8266 Main Board', ['Arduino & Microcontrollers', 'Development Boards', 'Uno-compatible Boards']);
  const redWire = product('WH3040', '16AWG Red Hook-up Wire', ['Cables & Connectors', 'Wire', 'Hook-up Wire'], { Colour: 'Red', Gauge: '16 AWG' });
  const blueWire = product('WH3041', '16AWG Blue Hook-up Wire', ['Cables & Connectors', 'Wire', 'Hook-up Wire'], { Colour: 'Blue', Gauge: '16 AWG' });

  it('draws products of different categories as different things', () => {
    expect(kindOf(productImageSvg(board))).toBe('development-board');
    expect(kindOf(productImageSvg(redWire))).toBe('wire-spool');
    expect(productImageSvg(board)).not.toBe(productImageSvg(redWire));
  });

  it('draws a product in the colour its Colour spec names', () => {
    const red = productImageSvg(redWire);
    const blue = productImageSvg(blueWire);
    expect(red).not.toBe(blue);
    expect(lookOf(redWire).body).not.toBe(lookOf(blueWire).body);
    expect(red).toContain(lookOf(redWire).body);
  });

  it('stamps no sku on any view, and makes every view a different picture', () => {
    for (const item of [board, redWire, blueWire]) {
      const drawn = views.map((view) => productImageSvg(item, view));
      for (const svg of drawn) {
        expect(svg).not.toContain(item.sku);
        expect(svg.startsWith('<svg')).toBe(true);
      }
      expect(new Set(drawn).size).toBe(PRODUCT_VIEWS);
    }
  });

  it('reads a kind from words, whatever the catalogue calls the groups, and falls back to the group', () => {
    const cases: Array<[string, readonly string[], string]> = [
      ['4.7k Resistor Pack', ['Parts', 'Passives', 'Resistors'], 'resistor'],
      ['470uF 25V Electrolytic Capacitor', ['Components', 'Caps'], 'capacitor'],
      ['5mm Green LED Pack', ['Components', 'Diodes & LEDs'], 'led'],
      ['100Ah AGM Deep Cycle Battery', ['Power', 'Batteries'], 'deep-cycle-battery'],
      ['AA Rechargeable Cell 4 Pack', ['Power', 'Batteries'], 'battery-cell'],
      ['120W Monocrystalline Solar Panel', ['Power', 'Solar'], 'solar-panel'],
      ['Autoranging Multimeter', ['Test & Measurement', 'Meters'], 'multimeter'],
      ['Soldering Station 60W', ['Tools', 'Soldering'], 'soldering-iron'],
      ['Lead-free Solder Wire 250g', ['Tools', 'Soldering'], 'solder-spool'],
      ['USB-C Cable 2m', ['Cables', 'USB'], 'cable'],
      ['Solderless Breadboard 830', ['Kits', 'Prototyping'], 'breadboard'],
      ['Jumper Wire Pack', ['Components', 'Headers & Jumpers'], 'jumper-wires'],
      ['Bluetooth Speaker', ['Audio', 'Speakers'], 'speaker'],
      ['Wi-Fi Security Camera', ['Security', 'Cameras'], 'camera'],
      ['LED Light Bar 20"', ['Automotive', 'Driving Lights'], 'light-bar'],
      ['VHF Marine Radio', ['Marine', 'Radios'], 'marine'],
      ['Side Cutters', ['Tools', 'Hand Tools'], 'pliers'],
      ['Robot Car Kit', ['Kits', 'Robotics'], 'kit-box'],
      ['Digital Gift Card', ['Gift Cards'], 'gift-card'],
      ['Mystery Widget', ['Test & Measurement', 'Misc'], 'multimeter'],
      ['Mystery Widget', ['Unheard Of'], 'box'],
    ];
    for (const [title, path, kind] of cases) expect(artOf(product('AB1234', title, path)).kind, title).toBe(kind);
  });

  it('bands a resistor by its Resistance value', () => {
    expect(ohmsOf('4.7k ohm')).toBeCloseTo(4700);
    expect(ohmsOf('220 ohm')).toBe(220);
    // yellow violet red = 47 × 10²; red red brown = 22 × 10¹
    expect(resistorBands(4700)).toEqual(['#f2d230', '#7d4cc2', '#d23b32']);
    expect(resistorBands(220)).toEqual(['#d23b32', '#d23b32', '#7a4a24']);
    const r47k = productImageSvg(product('RR0001', 'Resistor Pack', ['Components', 'Resistors'], { Resistance: '4.7k ohm' }));
    const r220 = productImageSvg(product('RR0002', 'Resistor Pack', ['Components', 'Resistors'], { Resistance: '220 ohm' }));
    expect(r47k).toContain('#7d4cc2');
    expect(r47k).not.toBe(r220);
  });

  it('sizes an item by its specs: a bigger capacity draws a bigger item', () => {
    const small = lookOf(product('BA0001', 'Rechargeable Cell', ['Power', 'Batteries'], { Capacity: '600 mAh' }));
    const large = lookOf(product('BA0002', 'Rechargeable Cell', ['Power', 'Batteries'], { Capacity: '100 Ah' }));
    expect(large.size).toBeGreaterThan(small.size);
    const pack = lookOf(product('BA0003', 'Rechargeable Cell', ['Power', 'Batteries'], { 'Pack quantity': '4' }));
    expect(pack.count).toBe(4);
  });
});
