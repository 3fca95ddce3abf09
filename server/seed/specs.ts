import type { Random } from './random';

/**
 * Specification generators per kind of product. Each returns the specs (name → value, shown on the
 * product page and indexed for search) and the variant words its title leads with.
 */
export type SpecKind =
  | 'board' | 'sbc' | 'module' | 'display' | 'sensor' | 'resistor' | 'capacitor' | 'semi' | 'switch' | 'motor'
  | 'solder' | 'consumable' | 'tool' | 'powertool' | 'storage' | 'meter' | 'scope' | 'psu' | 'wire' | 'cable'
  | 'connector' | 'battery' | 'charger' | 'solar' | 'inverter' | 'audio' | 'av' | 'camera' | 'security' | 'auto'
  | 'light' | 'marine' | 'kit' | 'book' | 'network' | 'peripheral' | 'smart' | 'giftcard' | 'drone' | 'gadget';

export interface Variant {
  readonly specs: Record<string, string>;
  /** Words before the noun, e.g. "12V 5A". */
  readonly lead: string;
}

/** `at` picks from a list ordered cheap → dear by the product's price tier, so specs and price agree. */
type Gen = (r: Random, at: <T>(items: readonly T[]) => T) => Variant;

const MCUS = ['ATmega328P', 'ATmega2560', 'ESP32-S3', 'ESP32-C3', 'ESP8266', 'RP2040', 'RP2350', 'STM32F411', 'SAMD21', 'nRF52840'];
const INTERFACES = ['I2C', 'SPI', 'UART', 'Analog', 'I2C/SPI'];
const CONNECTORS = ['USB-C', 'Micro-USB', 'Mini-USB'];
const COLOURS = ['Black', 'Red', 'Blue', 'Green', 'Yellow', 'White', 'Grey'];
const E12 = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82];

const ohms = (value: number) => (value >= 1_000_000 ? `${value / 1_000_000}M` : value >= 1000 ? `${value / 1000}k` : `${value}`) + ' ohm';

const gens: Record<SpecKind, Gen> = {
  board: (r, at) => {
    const mcu = r.pick(MCUS);
    const volts = mcu.startsWith('ATmega') ? '5V' : '3.3V';
    return { specs: { Microcontroller: mcu, 'Clock speed': `${at([16, 48, 133, 150, 160, 240])} MHz`, Flash: `${at([32, 256, 2048, 4096, 8192])} KB`, 'Operating voltage': volts, Connector: r.pick(CONNECTORS) }, lead: mcu };
  },
  sbc: (r, at) => {
    const ram = at([1, 2, 4, 8, 16]);
    return { specs: { Processor: r.pick(['Quad-core ARM Cortex-A72', 'Quad-core ARM Cortex-A76', 'Octa-core ARM', 'Quad-core ARM Cortex-A55']), RAM: `${ram} GB`, Storage: r.pick(['microSD', 'eMMC 32 GB', 'NVMe slot']), Networking: 'Gigabit Ethernet, Wi-Fi, Bluetooth', Power: 'USB-C 5V' }, lead: `${ram}GB` };
  },
  module: (r, at) => {
    const iface = r.pick(INTERFACES);
    return { specs: { Interface: iface, 'Operating voltage': r.pick(['3.3V', '5V', '3.3-5V']), 'Output current': `${at([0.5, 1, 2, 3])} A` }, lead: iface };
  },
  display: (r, at) => {
    const size = at(['0.96"', '1.3"', '1.8"', '2.4"', '2.8"', '3.5"', '5"', '7"']);
    return { specs: { 'Screen size': size, Resolution: at(['16x2 characters', '128x64', '240x320', '320x480', '800x480']), Interface: r.pick(INTERFACES), Driver: r.pick(['SSD1306', 'ILI9341', 'ST7789', 'HD44780']) }, lead: size };
  },
  sensor: (r, at) => {
    const iface = r.pick(INTERFACES);
    return { specs: { Interface: iface, 'Operating voltage': r.pick(['3.3V', '5V', '3.3-5V']), Accuracy: `±${at([5, 2, 1, 0.5, 0.3, 0.1])}%`, 'Board size': `${r.int(15, 45)} x ${r.int(15, 45)} mm` }, lead: iface };
  },
  resistor: (r, at) => {
    const value = r.pick(E12) * r.pick([1, 10, 100, 1000, 10_000]);
    const watts = r.pick(['0.25W', '0.5W', '1W', '5W']);
    return { specs: { Resistance: ohms(value), Tolerance: r.pick(['1%', '5%']), 'Power rating': watts, 'Pack quantity': `${at([1, 2, 8, 10, 100])}` }, lead: `${ohms(value).replace(' ohm', 'Ω')} ${watts}` };
  },
  capacitor: (r, at) => {
    const uf = r.pick(['10pF', '100nF', '1uF', '10uF', '47uF', '100uF', '470uF', '1000uF', '2200uF']);
    const volts = `${r.pick([16, 25, 35, 50, 63, 100])}V`;
    return { specs: { Capacitance: uf, 'Voltage rating': volts, Dielectric: r.pick(['Electrolytic', 'Ceramic', 'Polyester', 'Tantalum']), 'Pack quantity': `${at([2, 5, 10, 25])}` }, lead: `${uf} ${volts}` };
  },
  semi: (r, at) => {
    const pkg = r.pick(['TO-92', 'TO-220', 'DIP-8', 'DIP-14', 'SOT-23', 'DO-41', '5mm']);
    return { specs: { Package: pkg, 'Max voltage': `${r.pick([5, 12, 30, 40, 60, 100, 400])}V`, 'Max current': `${r.pick([0.1, 0.2, 0.5, 1, 3, 10, 30])} A`, 'Pack quantity': `${at([1, 2, 5, 10])}` }, lead: pkg };
  },
  switch: (r, at) => {
    const rating = `${at([1, 3, 6, 10, 16, 30])}A`;
    return { specs: { Poles: r.pick(['SPST', 'SPDT', 'DPDT']), Rating: `${rating} ${r.pick(['12V DC', '250V AC', '24V DC'])}`, Mounting: r.pick(['Panel', 'PCB', 'DIN rail']) }, lead: rating };
  },
  motor: (r, at) => {
    const volts = `${r.pick([3, 5, 6, 12, 24])}V`;
    return { specs: { Voltage: volts, Speed: `${r.pick([30, 100, 200, 3000, 6000])} RPM`, Torque: `${at([0.5, 1.8, 5, 12, 25])} kg.cm`, Shaft: `${r.pick([3, 5, 6, 8])} mm` }, lead: volts };
  },
  solder: (r, at) => {
    const watts = at([25, 40, 60, 80, 110, 150]);
    return { specs: { Power: `${watts} W`, 'Temperature range': `${r.pick([150, 200])}-${r.pick([450, 480])} °C`, Tip: r.pick(['Conical', 'Chisel', 'Bevel']), Display: r.pick(['Digital', 'Dial', 'None']) }, lead: `${watts}W` };
  },
  consumable: (r, at) => {
    const alloy = r.pick(['60/40', '63/37', 'Lead-free SAC305', 'No-clean']);
    return { specs: { Alloy: alloy, Diameter: `${r.pick([0.5, 0.71, 1, 1.6])} mm`, Weight: `${at([15, 50, 100, 250, 500])} g` }, lead: alloy };
  },
  tool: (r, at) => {
    const len = r.pick([100, 115, 130, 150, 180, 200]);
    return { specs: { Length: `${len} mm`, Material: at(['Carbon steel', 'Chrome vanadium steel', 'Stainless steel']), Handle: at(['Cushion grip', 'ESD-safe', 'Insulated 1000V']) }, lead: `${len}mm` };
  },
  powertool: (r, at) => {
    const watts = at([40, 60, 130, 180, 300, 2000]);
    return { specs: { Power: `${watts} W`, Supply: r.pick(['240V AC', '18V Li-ion', '12V Li-ion', 'USB-C']), 'Accessories included': `${r.int(0, 120)}` }, lead: `${watts}W` };
  },
  storage: (r, at) => {
    const cap = at(['16GB', '24 Drawer', '32GB', '64GB', '44 Drawer', '128GB', '256GB', '1200mm', '1TB', '1800mm', '2TB', '4TB']);
    return { specs: { Capacity: cap, Material: r.pick(['Polypropylene', 'Steel', 'Aluminium', 'Plastic']) }, lead: cap };
  },
  meter: (r, at) => {
    const counts = at([2000, 4000, 6000, 20000, 50000]);
    return { specs: { 'Display counts': `${counts}`, 'Safety rating': at(['CAT II 600V', 'CAT III 600V', 'CAT III 1000V / CAT IV 600V']), 'DC voltage': `${r.pick([600, 1000])} V`, 'True RMS': r.pick(['Yes', 'No']), Backlight: r.pick(['Yes', 'No']) }, lead: `${counts} Count` };
  },
  scope: (r, at) => {
    const mhz = at([20, 50, 70, 100, 200, 350]);
    const ch = at([1, 2, 2, 4, 4, 8, 16]);
    return { specs: { Bandwidth: `${mhz} MHz`, Channels: `${ch}`, 'Sample rate': `${at([100, 500, 1000, 2000])} MSa/s`, Display: r.pick(['7" colour', '3.5" colour', 'PC software']) }, lead: `${mhz}MHz ${ch}-Channel` };
  },
  psu: (r, at) => {
    const volts = r.pick([5, 9, 12, 13.8, 24, 30]);
    const amps = at([1, 2, 3, 5, 10]);
    return { specs: { 'Output voltage': `${volts} V`, 'Output current': `${amps} A`, Input: r.pick(['100-240V AC', '12V DC', '240V AC']), Connector: r.pick(['2.1mm DC', '2.5mm DC', 'USB-C PD', 'Binding posts']) }, lead: `${volts}V ${amps}A` };
  },
  wire: (r, at) => {
    const awg = at([24, 22, 20, 18, 16, 14, 12, 10]);
    const colour = r.pick(COLOURS);
    return { specs: { Gauge: `${awg} AWG`, 'Current rating': `${Math.max(1, 30 - awg)} A`, Colour: colour, Insulation: r.pick(['PVC', 'Silicone', 'Double-insulated PVC']), Sold: at(['per metre', '10 m roll', '30 m roll', '100 m roll']) }, lead: `${awg}AWG ${colour}` };
  },
  cable: (r, at) => {
    const len = at([0.3, 0.5, 1, 1.5, 2, 3, 5, 10]);
    return { specs: { Length: `${len} m`, Connectors: r.pick(['Male to Male', 'Male to Female', 'Right angle']), Shielding: r.pick(['Braided', 'Foil', 'Double shielded']), Colour: r.pick(COLOURS) }, lead: `${len}m` };
  },
  connector: (r, at) => {
    const qty = at([1, 2, 10, 20, 40, 100]);
    return { specs: { 'Pack quantity': `${qty}`, Pitch: r.pick(['2.54 mm', '3.96 mm', '5.08 mm', 'n/a']), 'Current rating': `${r.pick([1, 3, 10, 30, 50])} A`, 'Wire size': r.pick(['22-18 AWG', '16-14 AWG', '12-10 AWG']) }, lead: `${qty} Piece` };
  },
  battery: (r, at) => {
    const chem = r.pick(['Li-ion', 'LiFePO4', 'NiMH', 'AGM', 'Alkaline', 'Lithium']);
    const mah = at([220, 800, 2000, 2600, 3400, 10_000, 100_000, 120_000]);
    return { specs: { Chemistry: chem, Voltage: `${r.pick([1.2, 1.5, 3, 3.7, 12, 12.8])} V`, Capacity: mah >= 10_000 ? `${mah / 1000} Ah` : `${mah} mAh`, 'Pack quantity': `${r.pick([1, 2, 4, 10])}` }, lead: mah >= 10_000 ? `${mah / 1000}Ah ${chem}` : `${mah}mAh` };
  },
  charger: (r, at) => {
    const amps = at([1, 2, 4, 8, 10, 20, 25, 40]);
    return { specs: { 'Charge current': `${amps} A`, 'Battery types': r.pick(['Lead acid, AGM, Lithium', 'NiMH, Li-ion', 'LiFePO4']), Input: r.pick(['240V AC', '12V DC', 'USB-C']), Stages: `${r.pick([3, 5, 7, 9])}` }, lead: `${amps}A` };
  },
  solar: (r, at) => {
    const watts = at([10, 20, 40, 80, 120, 160, 200, 300]);
    return { specs: { Power: `${watts} W`, 'Cell type': r.pick(['Monocrystalline', 'Polycrystalline']), 'Open circuit voltage': `${r.pick([21.6, 22.4, 23])} V`, Dimensions: `${r.int(300, 1600)} x ${r.int(300, 900)} mm` }, lead: `${watts}W 12V` };
  },
  inverter: (r, at) => {
    const watts = at([150, 300, 600, 1000, 1500, 2000, 3000]);
    return { specs: { 'Continuous power': `${watts} W`, 'Input voltage': r.pick(['12V DC', '24V DC']), 'Output voltage': '230V AC', Outlets: `${r.pick([1, 2, 3])}` }, lead: `${watts}W` };
  },
  audio: (r, at) => {
    const watts = at([5, 10, 20, 40, 50, 100, 200, 400]);
    return { specs: { 'Power output': `${watts} W RMS`, Impedance: `${r.pick([4, 8, 16, 32])} ohm`, 'Frequency response': `${r.pick([20, 40, 60])} Hz - ${r.pick([18, 20, 22])} kHz`, Connectivity: r.pick(['Bluetooth 5.3', 'RCA, 3.5mm', 'XLR', 'Wired']) }, lead: `${watts}W` };
  },
  av: (r, at) => {
    const res = at(['1080p', '4K', '4K 60Hz', '8K']);
    return { specs: { Resolution: res, Ports: `${r.pick([2, 3, 4, 8])}`, HDCP: r.pick(['2.2', '2.3', '1.4']) }, lead: res };
  },
  camera: (r, at) => {
    const res = at(['1080p', '2K', '4MP', '5MP', '4K']);
    return { specs: { Resolution: res, 'Field of view': `${r.pick([90, 110, 130, 160])}°`, 'Night vision': `${r.pick([10, 20, 30, 0])} m`, Storage: r.pick(['microSD', 'Cloud', 'NVR', 'microSD + Cloud']), Power: r.pick(['12V DC', 'PoE', 'Battery', 'USB']) }, lead: res };
  },
  security: (r, at) => {
    const zones = at([1, 4, 8, 16, 32]);
    return { specs: { Zones: `${zones}`, Connectivity: r.pick(['Wi-Fi', 'Zigbee', '433MHz', 'Wired']), Power: r.pick(['Battery', '12V DC', 'Mains']), 'IP rating': r.pick(['IP20', 'IP44', 'IP65']) }, lead: r.pick(['Wireless', 'Wi-Fi', 'Hardwired']) };
  },
  auto: (r, at) => {
    const amps = at([2.4, 5, 10, 20, 40, 60, 100, 140]);
    return { specs: { Voltage: r.pick(['12V', '12/24V']), 'Current rating': `${amps} A`, Fitting: r.pick(['Cigarette socket', 'Hardwired', 'Anderson plug', 'Bolt-on']), 'IP rating': r.pick(['IP54', 'IP65', 'IP67']) }, lead: `12V ${amps}A` };
  },
  light: (r, at) => {
    const lumens = at([100, 250, 500, 800, 1200, 3000, 6000, 12_000]);
    return { specs: { 'Light output': `${lumens} lm`, 'Colour temperature': r.pick(['2700K', '3000K', '4000K', '5700K', '6500K', 'RGB']), Voltage: r.pick(['12V DC', '24V DC', '5V USB', '240V AC', '3x AAA']), 'IP rating': r.pick(['IP20', 'IP44', 'IP65', 'IP67', 'IP68']) }, lead: `${lumens} Lumen` };
  },
  marine: (r, at) => {
    const ip = at(['IPX6', 'IPX7', 'IP67']);
    return { specs: { 'Water rating': ip, Voltage: '12V DC', Mounting: r.pick(['Flush', 'Bracket', 'Transom', 'Handheld']), Channels: r.pick(['88 VHF', '4 zones', 'n/a']) }, lead: ip };
  },
  kit: (r, at) => {
    const age = r.pick([8, 10, 12, 14]);
    return { specs: { 'Recommended age': `${age}+`, Parts: `${at([20, 40, 80, 150, 250, 400])}`, 'Skill level': r.pick(['Beginner', 'Intermediate', 'Advanced']), 'Soldering required': r.pick(['Yes', 'No']) }, lead: at(['Beginner', 'Classroom', 'Deluxe', 'Advanced']) };
  },
  book: (r, at) => ({ specs: { Pages: `${at([96, 144, 208, 288, 384, 480])}`, Format: r.pick(['Paperback', 'Spiral bound']), Edition: `${r.int(1, 5)}` }, lead: r.pick(['Beginner', 'Practical', 'Hands-on', 'Complete']) }),
  network: (r, at) => {
    const std = at(['Gigabit', 'Wi-Fi 6', '2.5G', 'Wi-Fi 6E', 'Wi-Fi 7']);
    return { specs: { Standard: std, Ports: `${r.pick([4, 5, 8, 16, 24])}`, 'Max speed': r.pick(['1 Gbps', '2.5 Gbps', '3000 Mbps', '5400 Mbps']) }, lead: std };
  },
  peripheral: (r, at) => {
    const conn = at(['USB-A', '2.4GHz Wireless', 'Bluetooth', 'USB-C']);
    return { specs: { Connection: conn, Ports: `${r.pick([2, 4, 7, 10])}`, Colour: r.pick(['Black', 'White', 'Space Grey']) }, lead: conn };
  },
  smart: (r, at) => {
    const proto = at(['Bluetooth', 'Wi-Fi', 'Zigbee', 'Matter']);
    return { specs: { Protocol: proto, 'Max load': r.pick(['10 A', '15 A', '2400 W', 'n/a']), 'Works with': r.pick(['Voice assistants', 'Home hubs', 'App only']) }, lead: proto };
  },
  giftcard: (_r, at) => {
    const value = at([20, 25, 50, 100, 200, 250, 500]);
    return { specs: { Value: `$${value}`, Validity: '3 years' }, lead: `$${value}` };
  },
  drone: (r, at) => {
    const res = at(['720p', '1080p', '2.7K', '4K']);
    return { specs: { Camera: res, 'Flight time': `${at([8, 12, 20, 30])} min`, Range: `${at([50, 100, 500, 2000])} m`, Battery: r.pick(['LiPo 1S', 'LiPo 3S', 'Li-ion smart battery']) }, lead: res };
  },
  gadget: (r, at) => {
    const colour = r.pick(COLOURS);
    return { specs: { Colour: colour, Power: at(['2x AA', 'USB', 'Rechargeable', '240V AC']) }, lead: colour };
  },
};

/**
 * A variant at a price tier in [0, 1): tier 0 is the leaf's cheapest, tier near 1 its dearest. Picks
 * from ordered lists land near the tier, with a little noise so neighbouring grades overlap.
 */
export function variantOf(kind: SpecKind, random: Random, tier: number): Variant {
  const at = <T>(items: readonly T[]): T => {
    const index = Math.round(tier * (items.length - 1) + (random.next() - 0.5) * 1.2);
    return items[Math.min(items.length - 1, Math.max(0, index))] as T;
  };
  return gens[kind](random, at);
}
