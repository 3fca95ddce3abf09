import type { SiteCode } from '../src/domain/site';

/**
 * The judged query set: what makers type into the search box, each with the products that must come
 * first. Written from a shopper's side before the engine was tuned, and never loosened to make a score:
 * a judgement says what a shopper would call the right answer, not what the engine happens to return.
 *
 * A judgement names the right products by what they are (words of the title, the leaf category, a
 * specification value), not by sku, so it holds across reseeds of the generated catalogue. Products the
 * rule matches are the relevant ones (grade 1) for nDCG@10; the first result is right when it matches.
 * `sku` judgements take one real product's sku (or product code) as the query and want that product alone.
 */
export interface Rule {
  /** Every pattern must match the product's title. */
  readonly title?: readonly RegExp[];
  /** The leaf (or any) category name must match. */
  readonly category?: RegExp;
  /** Each named specification must exist and match. */
  readonly specs?: Readonly<Record<string, RegExp>>;
}

export interface Judgement {
  readonly q: string;
  readonly site: SiteCode;
  readonly right: Rule;
  /** Why this query is in the set: the ability it exercises. */
  readonly tests: 'word' | 'typo' | 'unit' | 'plural' | 'synonym' | 'prefix' | 'words' | 'split';
}

export interface SkuJudgement {
  /** The product whose sku is typed: the first (by sku) that matches the rule on the site. */
  readonly of: Rule;
  readonly site: SiteCode;
  /** How the shopper types it. */
  readonly typed: 'as printed' | 'lower case' | 'with spaces around';
}

const t = (...patterns: RegExp[]): Rule => ({ title: patterns });
const j = (q: string, site: SiteCode, right: Rule, tests: Judgement['tests']): Judgement => ({ q, site, right, tests });

const ARDUINO_COMPATIBLE = t(/uno-compatible|nano-compatible/i);
const TEN_K_RESISTOR: Rule = { category: /resistor/i, specs: { Resistance: /^10\s?k\s?(Ω|ohm)$/i } };
const TWELVE_VOLT_BATTERY = t(/\b12(\.8)?\s?v\b/i, /batter/i);

export const JUDGEMENTS: readonly Judgement[] = [
  // Boards: the maker's first words.
  j('arduino', 'jrau', ARDUINO_COMPATIBLE, 'synonym'),
  j('arudino', 'jrau', ARDUINO_COMPATIBLE, 'typo'),
  j('ardiuno', 'jrau', ARDUINO_COMPATIBLE, 'typo'),
  j('arduino uno', 'jrau', t(/uno-compatible/i), 'synonym'),
  j('arduino nano', 'jrau', t(/nano-compatible/i), 'synonym'),
  j('uno', 'jrau', t(/uno-compatible/i), 'word'),
  j('nano board', 'jrau', t(/nano-compatible/i), 'words'),
  j('esp32', 'jrau', t(/esp32/i), 'word'),
  j('esp 32', 'jrau', t(/esp32/i), 'split'),
  j('esp8266', 'jrau', t(/esp8266/i), 'word'),
  j('raspberry pi', 'jrau', { category: /single board computer/i }, 'synonym'),
  j('rasberry pi', 'jrau', { category: /single board computer/i }, 'typo'),
  j('pi 4gb', 'jrau', { category: /single board computer/i, title: [/\b4\s?GB\b/i] }, 'unit'),
  j('single board computer', 'jrau', { category: /single board computer/i }, 'words'),
  j('arduino', 'jrnz', ARDUINO_COMPATIBLE, 'synonym'),
  // Resistors and capacitors: values as makers write them.
  j('resistor 10k', 'jrau', TEN_K_RESISTOR, 'unit'),
  j('10k resistor', 'jrau', TEN_K_RESISTOR, 'unit'),
  j('10kohm', 'jrau', TEN_K_RESISTOR, 'unit'),
  j('10 kohm resistor', 'jrau', TEN_K_RESISTOR, 'unit'),
  j('10kΩ', 'jrau', TEN_K_RESISTOR, 'unit'),
  j('4.7k resistor', 'jrau', { category: /resistor/i, specs: { Resistance: /^4\.7\s?k\s?(Ω|ohm)$/i } }, 'unit'),
  j('220 ohm resistor', 'jrau', { category: /resistor/i, specs: { Resistance: /^220\s?(Ω|ohm)$/i } }, 'unit'),
  j('resistors', 'jrau', t(/resistor/i), 'plural'),
  j('resistor kit', 'jrau', t(/resistor assortment/i), 'synonym'),
  j('resistor assortment', 'jrau', t(/resistor assortment/i), 'words'),
  j('resistor 10k', 'jrnz', TEN_K_RESISTOR, 'unit'),
  j('100uf capacitor', 'jrau', t(/100\s?(µ|u|μ)F/i, /capacitor/i), 'unit'),
  j('100µF', 'jrau', t(/100\s?(µ|u|μ)F/i, /capacitor/i), 'unit'),
  j('capacitors', 'jrau', t(/capacitor/i), 'plural'),
  j('capacitor assortment', 'jrau', t(/capacitor assortment/i), 'words'),
  j('electrolytic capacitor', 'jrau', t(/electrolytic/i, /capacitor/i), 'words'),
  // Wiring up.
  j('jumper wires', 'jrau', t(/jumper wire/i), 'plural'),
  j('jumper leads', 'jrau', t(/jumper wire/i), 'synonym'),
  j('dupont cable', 'jrau', t(/jumper wire/i), 'synonym'),
  j('breadboard', 'jrau', t(/breadboard/i), 'word'),
  j('bread board', 'jrau', t(/breadboard/i), 'split'),
  j('breadbord', 'jrau', t(/breadboard/i), 'typo'),
  j('breadb', 'jrau', t(/breadboard/i), 'prefix'),
  // Soldering.
  j('solder', 'jrau', t(/solder/i), 'word'),
  j('lead free solder', 'jrau', t(/lead-free/i, /solder/i), 'words'),
  j('solder wire 0.71mm', 'jrau', t(/solder/i, /0\.71\s?mm/i), 'unit'),
  j('soldering iron', 'jrau', t(/soldering (iron|station)/i), 'words'),
  j('soldring iron', 'jrau', t(/soldering (iron|station)/i), 'typo'),
  j('soldering station', 'jrau', t(/soldering station/i), 'words'),
  j('soldering iron', 'jrnz', t(/soldering (iron|station)/i), 'words'),
  // Test gear.
  j('multimeter', 'jrau', t(/multimeter/i), 'word'),
  j('multimeters', 'jrau', t(/multimeter/i), 'plural'),
  j('mulitmeter', 'jrau', t(/multimeter/i), 'typo'),
  j('multim', 'jrau', t(/multimeter/i), 'prefix'),
  j('dmm', 'jrau', t(/multimeter/i), 'synonym'),
  j('oscilloscope', 'jrau', t(/oscilloscope/i), 'word'),
  j('osciloscope', 'jrau', t(/oscilloscope/i), 'typo'),
  j('multimeter', 'jrnz', t(/multimeter/i), 'word'),
  // Parts for a first project.
  j('5mm red led', 'jrau', t(/\b5\s?mm\b/i, /\bred\b/i, /\bLEDs?\b/), 'unit'),
  j('leds', 'jrau', t(/\bLEDs?\b/), 'plural'),
  j('led strip', 'jrau', t(/LED strip/i), 'words'),
  j('servo', 'jrau', t(/servo/i), 'word'),
  j('servos', 'jrau', t(/servo/i), 'plural'),
  j('stepper motor', 'jrau', t(/stepper/i), 'words'),
  j('oled display', 'jrau', t(/OLED/i), 'words'),
  j('temperature sensor', 'jrau', t(/temperature/i), 'words'),
  j('temprature sensor', 'jrau', t(/temperature/i), 'typo'),
  // rtau: 12 V, solar, four-wheel driving and boats.
  j('12v battery', 'rtau', TWELVE_VOLT_BATTERY, 'unit'),
  j('12 v batteries', 'rtau', TWELVE_VOLT_BATTERY, 'unit'),
  j('12 volt battery', 'rtau', TWELVE_VOLT_BATTERY, 'unit'),
  j('agm battery', 'rtau', t(/\bAGM\b/i, /batter/i), 'words'),
  j('lifepo4', 'rtau', t(/LiFePO4/i), 'word'),
  j('lithium deep cycle battery', 'rtau', t(/lithium|LiFePO4/i, /deep cycle/i), 'words'),
  j('100ah', 'rtau', t(/\b100\s?Ah\b/i), 'unit'),
  j('solar panel', 'rtau', t(/solar panel/i), 'words'),
  j('solar panels', 'rtau', t(/solar panel/i), 'plural'),
  j('solar blanket', 'rtau', t(/solar blanket/i), 'words'),
  j('200w solar', 'rtau', t(/\b200\s?W\b/i, /solar/i), 'unit'),
  j('mppt', 'rtau', t(/MPPT/i), 'word'),
  j('bilge pump', 'rtau', t(/bilge pump/i), 'words'),
  j('marine radio', 'rtau', t(/marine/i, /radio/i), 'words'),
  j('vhf radio', 'rtau', t(/VHF/i), 'words'),
  j('navigation lights', 'rtau', t(/navigation light/i), 'plural'),
  j('anderson plug', 'rtau', t(/anderson/i), 'words'),
  j('inverter', 'rtau', t(/inverter/i), 'word'),
  j('invertor', 'rtau', t(/inverter/i), 'typo'),
  j('12v fridge', 'rtau', t(/fridge/i), 'unit'),
  j('dash cam', 'rtau', t(/dash cam/i), 'words'),
  j('dashcam', 'rtau', t(/dash cam/i), 'split'),
  j('led light bar', 'rtau', t(/light bar/i), 'words'),
  j('battery charger', 'rtau', t(/charger/i, /batter/i), 'words'),
];

export const SKU_JUDGEMENTS: readonly SkuJudgement[] = [
  { of: t(/uno-compatible/i), site: 'jrau', typed: 'as printed' },
  { of: t(/multimeter/i), site: 'jrnz', typed: 'lower case' },
  { of: t(/solar panel/i), site: 'rtau', typed: 'with spaces around' },
  { of: TEN_K_RESISTOR, site: 'jrau', typed: 'lower case' },
];
