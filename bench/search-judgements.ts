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
  readonly tests: 'word' | 'typo' | 'unit' | 'plural' | 'synonym' | 'prefix' | 'words' | 'split' | 'range' | 'vocab';
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

/**
 * What makers ask a maker retailer for, in their own words: the staples every maker shop stocks (by kind and
 * by part number) and the names forums and project guides use for them ("solder sucker", "croc clips",
 * "neopixel", a bare "100u"). Judged like the rest, and counted apart as the share whose first three results
 * hold the right kind of product. `range`: a kind of product by its name or part number; `vocab`: a maker's
 * or trade name for a kind; `unit`: a value written the short way.
 */
export const MAKER_JUDGEMENTS: readonly Judgement[] = [
  // Power modules
  j('buck converter', 'jrau', t(/\bbuck\b/i), 'range'),
  j('step down converter', 'jrau', t(/\bbuck\b|step-down/i), 'vocab'),
  j('boost converter', 'jrau', t(/\bboost\b/i), 'range'),
  j('step up module', 'jrau', t(/\bboost\b|step-up/i), 'vocab'),
  j('lm2596', 'jrau', t(/LM2596/i), 'range'),
  j('mt3608', 'jrau', t(/MT3608/i), 'range'),
  j('dc dc converter', 'jrau', { category: /DC-DC/i }, 'words'),
  j('tp4056', 'jrau', t(/TP4056/i), 'range'),
  j('lipo charger module', 'jrau', t(/charg/i, /module/i), 'vocab'),
  // Motor drivers and MOSFETs by part number
  j('l298n', 'jrau', t(/L298N/i), 'range'),
  j('drv8825', 'jrau', t(/DRV8825/i), 'range'),
  j('a4988', 'jrau', t(/A4988/i), 'range'),
  j('tb6612fng', 'jrau', t(/TB6612FNG/i), 'range'),
  j('stepper driver', 'jrau', t(/stepper/i, /driver/i), 'words'),
  j('motor driver', 'jrau', t(/motor driver/i), 'words'),
  j('irf540n', 'jrau', t(/IRF540N/i), 'range'),
  j('irlz44n', 'jrau', t(/IRLZ44N/i), 'range'),
  j('2n7000', 'jrau', t(/2N7000/i), 'range'),
  j('logic level mosfet', 'jrau', t(/logic level/i, /MOSFET/i), 'words'),
  j('mosfet', 'jrau', t(/MOSFET/i), 'word'),
  // Input and sensors
  j('rotary encoder', 'jrau', t(/rotary encoder/i), 'range'),
  j('ky-040', 'jrau', t(/KY-040/i), 'range'),
  j('hall effect sensor', 'jrau', t(/hall/i), 'range'),
  j('hall sensor', 'jrau', t(/hall/i), 'vocab'),
  j('a3144', 'jrau', t(/A3144/i), 'range'),
  j('soil moisture sensor', 'jrau', t(/soil moisture/i), 'range'),
  j('capacitive soil sensor', 'jrau', t(/capacitive/i, /soil/i), 'words'),
  j('current sensor', 'jrau', t(/current sensor/i), 'range'),
  j('acs712', 'jrau', t(/ACS712/i), 'range'),
  j('load cell', 'jrau', t(/load cell/i), 'range'),
  j('hx711', 'jrau', t(/HX711/i), 'range'),
  j('water level sensor', 'jrau', t(/water level/i), 'words'),
  j('photoresistor', 'jrau', t(/LDR|light dependent|photoresistor/i), 'vocab'),
  j('membrane keypad', 'jrau', t(/keypad/i), 'range'),
  j('joystick module', 'jrau', t(/joystick/i), 'range'),
  j('tact switch', 'jrau', t(/tactile/i), 'vocab'),
  // Radio and interface modules
  j('lora', 'jrau', t(/LoRa/i), 'range'),
  j('lora module 915mhz', 'jrau', t(/LoRa/i, /915\s?MHz/i), 'unit'),
  j('sx1276', 'jrau', t(/SX1276/i), 'range'),
  j('nrf24l01', 'jrau', t(/nRF24L01/i), 'range'),
  j('hc-05', 'jrau', t(/HC-05/i), 'range'),
  j('bluetooth module', 'jrau', t(/bluetooth/i, /module/i), 'words'),
  j('rfid reader', 'jrau', t(/RFID/i), 'range'),
  j('rc522', 'jrau', t(/RC522/i), 'range'),
  j('ds3231', 'jrau', t(/DS3231/i), 'range'),
  j('rtc module', 'jrau', t(/real-time clock|RTC/i), 'vocab'),
  j('logic level converter', 'jrau', t(/logic level (converter|shifter)/i), 'range'),
  j('audio amplifier module', 'jrau', t(/amplifier module/i), 'words'),
  j('pam8403', 'jrau', t(/PAM8403/i), 'range'),
  // Sound and light
  j('piezo buzzer', 'jrau', t(/piezo/i, /buzzer/i), 'range'),
  j('buzzer', 'jrau', t(/buzzer/i), 'word'),
  j('active buzzer 5v', 'jrau', t(/active/i, /buzzer/i, /\b5V\b/), 'unit'),
  j('ws2812b', 'jrau', t(/WS2812B/i), 'range'),
  j('neopixel', 'jrau', t(/WS2812B|SK6812/i), 'vocab'),
  j('neopixel ring', 'jrau', t(/WS2812B|SK6812/i, /ring/i), 'vocab'),
  j('sk6812', 'jrau', t(/SK6812/i), 'range'),
  j('addressable led strip', 'jrau', t(/addressable/i, /strip/i), 'words'),
  // Passive parts the short way
  j('100u', 'jrau', t(/100\s?µF/i, /capacitor/i), 'unit'),
  j('4k7', 'jrau', { category: /resistor/i, specs: { Resistance: /^4\.7kΩ$/ } }, 'unit'),
  j('2u2 capacitor', 'jrau', t(/2\.2\s?µF/i, /capacitor/i), 'unit'),
  j('100n', 'jrau', t(/100\s?nF/i, /capacitor/i), 'unit'),
  j('10k', 'jrau', { category: /resistor/i, specs: { Resistance: /^10kΩ$/ } }, 'unit'),
  j('470u 25v', 'jrau', t(/470\s?µF/i, /25V/), 'unit'),
  j('inductor', 'jrau', t(/inductor/i), 'range'),
  j('100uh inductor', 'jrau', t(/100\s?µH/i, /inductor/i), 'unit'),
  j('16mhz crystal', 'jrau', t(/16\s?MHz/i, /crystal/i), 'unit'),
  // Workshop
  j('solder sucker', 'jrau', t(/desoldering pump/i), 'vocab'),
  j('desoldering pump', 'jrau', t(/desoldering pump/i), 'range'),
  j('solder wick', 'jrau', t(/desoldering braid/i), 'vocab'),
  j('helping hands', 'jrau', t(/helping hand/i), 'range'),
  j('third hand', 'jrau', t(/helping hand/i), 'vocab'),
  j('alligator clips', 'jrau', t(/alligator/i), 'range'),
  j('croc clips', 'jrau', t(/alligator/i), 'vocab'),
  j('banana plugs', 'jrau', t(/banana plug/i), 'range'),
  j('test leads', 'jrau', t(/test lead/i), 'words'),
  j('project box', 'jrau', t(/enclosure|project box/i), 'vocab'),
  j('jiffy box', 'jrau', t(/enclosure|project box/i), 'vocab'),
  j('battery holder', 'jrau', t(/battery holder/i), 'range'),
  j('18650 holder', 'jrau', t(/18650/i, /holder/i), 'words'),
  j('40mm fan', 'jrau', t(/\b40mm\b/i, /fan/i), 'unit'),
  j('heatsink', 'jrau', t(/heatsink/i), 'range'),
  j('pla filament', 'jrau', t(/\bPLA\b/, /filament/i), 'range'),
  j('zip ties', 'jrau', t(/cable tie/i), 'vocab'),
  j('veroboard', 'jrau', t(/stripboard/i), 'vocab'),
  j('solder sucker', 'jrnz', t(/desoldering pump/i), 'vocab'),
  j('rotary encoder', 'jrnz', t(/rotary encoder/i), 'range'),
  // rtau: sound for the road
  j('car amplifier', 'rtau', t(/car amplifier/i), 'range'),
  j('car amp', 'rtau', t(/car amplifier/i), 'vocab'),
  j('monoblock amp', 'rtau', t(/mono block|monoblock/i, /amplifier/i), 'vocab'),
  j('4 channel amplifier', 'rtau', t(/4-channel/i, /amplifier/i), 'words'),
  j('amp wiring kit', 'rtau', t(/amplifier wiring kit/i), 'vocab'),
  j('usb car charger', 'rtau', t(/car charger/i), 'words'),
];

export const SKU_JUDGEMENTS: readonly SkuJudgement[] = [
  { of: t(/uno-compatible/i), site: 'jrau', typed: 'as printed' },
  { of: t(/multimeter/i), site: 'jrnz', typed: 'lower case' },
  { of: t(/solar panel/i), site: 'rtau', typed: 'with spaces around' },
  { of: TEN_K_RESISTOR, site: 'jrau', typed: 'lower case' },
];
