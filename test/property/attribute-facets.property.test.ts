import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_RULE,
  attributeFacets,
  attributeScore,
  offeredAttributes,
  type SpecFilter,
  SpecTally,
} from '../../server/services/catalog/attributes';
import { specFiltersOf } from '../../server/services/catalog/list';
import type { SpecEntry } from '../../server/services/catalog/store';
import { compareSpecValues, parseSpecChoice, quantityOf, specValueKey } from '../../src/domain/catalog';

const value = (label: string, count = 1) => ({ label, count });
const sorted = (labels: readonly string[], counts: Readonly<Record<string, number>> = {}) =>
  labels
    .map((label) => value(label, counts[label] ?? 1))
    .sort(compareSpecValues)
    .map((v) => v.label);

const entry = (name: string, text: string): SpecEntry => ({ name, nameKey: name.toLowerCase(), value: text, valueKey: specValueKey(text) });
/** A tally of products, each given as its specs. */
function tallyOf(products: ReadonlyArray<Readonly<Record<string, string>>>): SpecTally {
  const tally = new SpecTally();
  for (const specs of products) tally.addAll(new Map(Object.entries(specs).map(([name, text]) => [name.toLowerCase(), entry(name, text)])));
  return tally;
}

describe('spec values', () => {
  it('reads quantities with SI prefixes into one base unit', () => {
    expect(quantityOf('10kΩ')).toEqual({ magnitude: 10_000, unit: 'Ω', rest: '' });
    expect(quantityOf('10k ohm')).toEqual({ magnitude: 10_000, unit: 'Ω', rest: '' });
    expect(quantityOf('2000 mAh')?.magnitude).toBeCloseTo(2);
    expect(quantityOf('100 Ah')).toEqual({ magnitude: 100, unit: 'Ah', rest: '' });
    expect(quantityOf('12V DC')).toEqual({ magnitude: 12, unit: 'V', rest: 'DC' });
    expect(quantityOf('12/24V')).toEqual({ magnitude: 12, unit: 'V', rest: '' });
    expect(quantityOf('2.54 mm')?.unit).toBe('m');
    expect(quantityOf('8 min')).toEqual({ magnitude: 8, unit: 'min', rest: '' });
    expect(quantityOf('Red')).toBeNull();
    expect(quantityOf('n/a')).toBeNull();
  });

  it('orders numbers with units by magnitude, words by count', () => {
    expect(sorted(['1MΩ', '10kΩ', '100Ω', '1kΩ'])).toEqual(['100Ω', '1kΩ', '10kΩ', '1MΩ']);
    expect(sorted(['1M ohm', '100 ohm', '10k ohm', '2.2k ohm'])).toEqual(['100 ohm', '2.2k ohm', '10k ohm', '1M ohm']);
    expect(sorted(['12 V', '5 V', '240 V', '3.3 V'])).toEqual(['3.3 V', '5 V', '12 V', '240 V']);
    expect(sorted(['100 Ah', '220 mAh', '10 Ah', '3400 mAh'])).toEqual(['220 mAh', '3400 mAh', '10 Ah', '100 Ah']);
    expect(sorted(['1TB', '16GB', '512GB'])).toEqual(['16GB', '512GB', '1TB']);
    expect(sorted(['Red', 'Blue', 'Green'], { Red: 3, Blue: 9, Green: 5 })).toEqual(['Blue', 'Green', 'Red']);
    // Quantities first (a reader scans them in order), then the words.
    expect(sorted(['n/a', '5.08 mm', '2.54 mm'], { 'n/a': 50 })).toEqual(['2.54 mm', '5.08 mm', 'n/a']);
  });

  it('is a total order: antisymmetric and transitive over any labels', () => {
    const labelArb = fc.oneof(
      fc
        .tuple(
          fc.double({ min: 0, max: 1e6, noNaN: true }),
          fc.constantFrom('', 'k', 'M', 'm', 'G'),
          fc.constantFrom('Ω', ' ohm', ' V', 'A', ' Ah', 'B', ' mm', '%', ''),
        )
        .map(([n, prefix, unit]) => `${Number(n.toPrecision(3))}${prefix}${unit}`),
      fc.constantFrom('Red', 'Blue', 'n/a', 'Yes', 'No', 'USB-C'),
      fc.string({ maxLength: 8 }),
    );
    const valueArb = fc.record({ label: labelArb, count: fc.nat(50) });
    fc.assert(
      fc.property(valueArb, valueArb, valueArb, (a, b, c) => {
        expect(Math.sign(compareSpecValues(a, b))).toBe(-Math.sign(compareSpecValues(b, a)) || 0);
        if (compareSpecValues(a, b) <= 0 && compareSpecValues(b, c) <= 0) expect(compareSpecValues(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('orders any set of one unit by magnitude whatever its prefixes', () => {
    const prefixes = [
      ['', 1],
      ['k', 1e3],
      ['M', 1e6],
    ] as const;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 2, maxLength: 12 }),
        fc.array(fc.nat(2), { minLength: 12, maxLength: 12 }),
        (numbers, picks) => {
          const values = numbers.map((n, i) => ({ n, prefix: prefixes[picks[i]!]! }));
          const labels = values.map(({ n, prefix }) => `${n}${prefix[0]}Ω`);
          const magnitudes = sorted(labels).map((label) => quantityOf(label)!.magnitude);
          expect(magnitudes).toEqual([...magnitudes].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('parses Name:Value at the first colon', () => {
    expect(parseSpecChoice('Resistance:10kΩ')).toEqual({ name: 'Resistance', value: '10kΩ' });
    expect(parseSpecChoice(' Ratio : 1:2 ')).toEqual({ name: 'Ratio', value: '1:2' });
    expect(parseSpecChoice('Resistance')).toBeNull();
    expect(parseSpecChoice(':10k')).toBeNull();
    expect(parseSpecChoice('Resistance:')).toBeNull();
  });
});

describe('the attribute facet rule', () => {
  const resistors = Array.from({ length: 20 }, (_, i) => ({
    Resistance: `${[10, 22, 47][i % 3]}k ohm`,
    Tolerance: i % 2 ? '1%' : '5%',
    Package: 'Through-hole',
    'Board size': `${10 + i} x ${20 + i} mm`,
    ...(i < 5 ? { Colour: 'Blue' } : {}),
  }));

  it('offers specs most matches share with a few repeating values, the most splitting first', () => {
    const offered = offeredAttributes(tallyOf(resistors), []);
    // Package has one value, Board size is different on every product, Colour is on a quarter of them.
    expect(offered).toEqual(['resistance', 'tolerance']);
  });

  it('keeps a chosen spec offered even when the rule would leave it out', () => {
    const chosen = specFiltersOf([{ name: 'Colour', value: 'Blue' }]);
    expect(offeredAttributes(tallyOf(resistors), chosen)).toEqual(['resistance', 'tolerance', 'colour']);
  });

  it('offers at most six, and none of a set of unrelated products', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      Object.fromEntries(Array.from({ length: 9 }, (_, k) => [`Spec ${k}`, `${(i * (k + 1)) % (k + 2)}`])),
    );
    expect(offeredAttributes(tallyOf(many), []).length).toBe(ATTRIBUTE_RULE.maxFacets);
    const unrelated = Array.from({ length: 10 }, (_, i) => ({ [`Spec ${i}`]: 'x', [`Other ${i}`]: 'y' }));
    expect(offeredAttributes(tallyOf(unrelated), [])).toEqual([]);
  });

  it('scores only specs on at least 60 % of the set with 2 or more values', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: undefined }), { minLength: 1, maxLength: 40 }), (values) => {
        const tally = tallyOf(values.map((v): Record<string, string> => (v === undefined ? {} : { Spec: v })));
        const spec = tally.names.get('spec');
        const score = spec ? attributeScore(spec, tally.total) : null;
        const having = values.filter((v) => v !== undefined);
        const offered = having.length >= 0.6 * values.length && new Set(having).size >= 2;
        expect(score !== null).toBe(offered);
      }),
    );
  });

  it('lists every value of the set with its count, chosen ones included', () => {
    const tally = tallyOf(resistors);
    const counts = new Map([
      [
        'tolerance',
        new Map([
          ['1%', 10],
          ['5%', 10],
        ]),
      ],
      ['resistance', new Map([['10kohm', 7]])],
    ]);
    const chosen: SpecFilter[] = specFiltersOf([
      { name: 'resistance', value: '10k ohm' },
      { name: 'Resistance', value: '1M ohm' },
    ]);
    const facets = attributeFacets(tally, counts, chosen);
    expect(facets.map((f) => f.name)).toEqual(['Resistance', 'Tolerance']);
    expect(facets[0]!.values).toEqual([
      { value: '10k ohm', label: '10k ohm', count: 7 },
      { value: '22k ohm', label: '22k ohm', count: 0 },
      { value: '47k ohm', label: '47k ohm', count: 0 },
      { value: '1M ohm', label: '1M ohm', count: 0 },
    ]);
  });
});
