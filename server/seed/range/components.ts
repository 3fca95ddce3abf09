import { ax, fix, type Line, pack, type Specs, t, units } from '../specs';
import { MORE_TRANSISTORS } from './maker';

const E24 = [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91];
/** "10kΩ", "4.7kΩ", "1MΩ": how resistances are written on the bag and searched for. */
export const ohms = (value: number): string => {
  const trim = (n: number) => String(Math.round(n * 100) / 100);
  return value >= 1_000_000 ? `${trim(value / 1_000_000)}MΩ` : value >= 1000 ? `${trim(value / 1000)}kΩ` : `${trim(value)}Ω`;
};
const E24_OHMS = [1, 10, 100, 1000, 10_000].flatMap((decade) => E24.map((v) => ohms((v * decade) / 10))).concat(['1MΩ']);

const RESISTOR_TYPES = [
  { Type: 'Carbon Film', 'Power rating': '0.25 W', Tolerance: '5%' },
  { Type: 'Metal Film', 'Power rating': '0.25 W', Tolerance: '1%' },
  { Type: 'Metal Film', 'Power rating': '0.5 W', Tolerance: '1%' },
  { Type: 'Carbon Film', 'Power rating': '0.5 W', Tolerance: '5%' },
  { Type: 'Metal Film', 'Power rating': '1 W', Tolerance: '1%' },
  { Type: 'Wirewound', 'Power rating': '5 W', Tolerance: '5%' },
];

export const RESISTORS: Line[] = [
  {
    axes: [ax('Resistance', E24_OHMS), RESISTOR_TYPES, ax('Pack quantity', [10, 25, 50, 100, 1000])],
    when: (s) =>
      s.Type === 'Wirewound'
        ? s['Pack quantity'] === '10' && !s.Resistance!.includes('k') && !s.Resistance!.includes('M')
        : s['Power rating'] === '0.25 W' || E24_OHMS.indexOf(s.Resistance!) % 2 === 0,
    title: (s) => `${s.Resistance} ${t(s['Power rating'])} ${s.Type} Resistor${pack(s)}`,
    everywhere: (s) => s.Resistance === '10kΩ' && s.Type !== 'Wirewound',
  },
  {
    // Surface-mount resistors come on cut tape or a full reel.
    axes: [
      ax('Resistance', E24_OHMS),
      [
        { Type: 'SMD 0603', 'Power rating': '0.1 W', Tolerance: '1%' },
        { Type: 'SMD 0805', 'Power rating': '0.125 W', Tolerance: '1%' },
        { Type: 'SMD 1206', 'Power rating': '0.25 W', Tolerance: '1%' },
      ],
      ax('Pack quantity', [100, 5000]),
    ],
    when: (s) => s.Type !== 'SMD 1206' || E24_OHMS.indexOf(s.Resistance!) % 2 === 0,
    title: (s) => `${s.Resistance} ${s.Type} Resistor ${s.Tolerance}${s['Pack quantity'] === '5000' ? ' - Reel of 5000' : pack(s)}`,
  },
  {
    axes: [RESISTOR_TYPES.slice(0, 2), ax('Pack quantity', [300, 600, 1200, 2600]), fix({ Resistance: '10Ω - 1MΩ' })],
    title: (s) => `${s.Type} Resistor Assortment - ${s['Pack quantity']} Piece`,
    blurb: (s) => `Values from 10Ω to 1MΩ in the E12 series, ${t(s['Power rating'])} ${s.Tolerance}, sorted and labelled.`,
  },
];

const UF = ['1µF', '2.2µF', '4.7µF', '10µF', '22µF', '47µF', '100µF', '220µF', '470µF', '1000µF', '2200µF', '4700µF'];
const CERAMIC = [
  '1pF',
  '2.2pF',
  '4.7pF',
  '10pF',
  '22pF',
  '33pF',
  '47pF',
  '100pF',
  '220pF',
  '470pF',
  '1nF',
  '2.2nF',
  '4.7nF',
  '10nF',
  '22nF',
  '47nF',
  '100nF',
  '220nF',
  '470nF',
  '1µF',
];
const FILM = ['1nF', '2.2nF', '4.7nF', '10nF', '22nF', '47nF', '100nF', '220nF', '470nF', '1µF'];

export const CAPACITORS: Line[] = [
  {
    axes: [
      ax('Capacitance', UF),
      ax('Voltage rating', units([16, 25, 35, 50, 63], 'V')),
      fix({ Type: 'Electrolytic' }),
      ax('Pack quantity', [5, 10, 25, 50, 100]),
    ],
    // Big cans come in low voltages; the smallest values in high ones, as on a real shelf.
    when: (s) =>
      !(UF.indexOf(s.Capacitance!) >= 10 && s['Voltage rating'] === '63 V') && (s['Pack quantity'] !== '50' || UF.indexOf(s.Capacitance!) < 8),
    title: (s) => `${s.Capacitance} ${t(s['Voltage rating'])} Electrolytic Capacitor${pack(s)}`,
    everywhere: (s) => s.Capacitance === '100µF' && s['Voltage rating'] === '25 V' && s['Pack quantity'] === '5',
  },
  {
    axes: [
      ax('Capacitance', CERAMIC),
      ax('Voltage rating', units([50, 100], 'V')),
      ax('Type', ['Ceramic', 'MLCC']),
      ax('Pack quantity', [10, 25, 50, 100]),
    ],
    when: (s) => s.Type === 'Ceramic' || s['Voltage rating'] === '50 V',
    title: (s) => `${s.Capacitance} ${t(s['Voltage rating'])} ${s.Type === 'MLCC' ? 'Multilayer Ceramic' : 'Ceramic Disc'} Capacitor${pack(s)}`,
  },
  {
    axes: [
      ax('Capacitance', FILM),
      ax('Voltage rating', units([100, 250, 630], 'V')),
      ax('Type', ['Polyester Film', 'Polypropylene Film']),
      ax('Pack quantity', [5, 10]),
    ],
    title: (s) => `${s.Capacitance} ${t(s['Voltage rating'])} ${s.Type} Capacitor${pack(s)}`,
  },
  {
    axes: [
      ax('Capacitance', ['1µF', '2.2µF', '4.7µF', '10µF', '22µF', '47µF', '100µF']),
      ax('Voltage rating', units([10, 16, 25, 35], 'V')),
      fix({ Type: 'Tantalum' }),
      ax('Pack quantity', [5, 10]),
    ],
    title: (s) => `${s.Capacitance} ${t(s['Voltage rating'])} Tantalum Capacitor${pack(s)}`,
  },
  {
    axes: [
      [
        { Type: 'Electrolytic', Capacitance: '0.1µF - 1000µF', 'Voltage rating': '16 V' },
        { Type: 'Electrolytic', Capacitance: '0.1µF - 1000µF', 'Voltage rating': '50 V' },
        { Type: 'Ceramic', Capacitance: '10pF - 100nF', 'Voltage rating': '50 V' },
        { Type: 'MLCC', Capacitance: '10pF - 10µF', 'Voltage rating': '50 V' },
      ],
      ax('Pack quantity', [120, 300, 500]),
    ],
    title: (s) => `${s.Type === 'MLCC' ? 'Multilayer Ceramic' : s.Type} Capacitor Assortment ${t(s['Voltage rating'])} - ${s['Pack quantity']} Piece`,
    blurb: (s) => `Values from ${s.Capacitance}, sorted in a labelled box.`,
  },
];

export const POTS: Line[] = [
  {
    axes: [
      ax('Resistance', ['1kΩ', '5kΩ', '10kΩ', '20kΩ', '50kΩ', '100kΩ', '500kΩ', '1MΩ']),
      ax('Taper', ['Linear', 'Logarithmic']),
      ax('Type', ['Trimpot', 'Rotary', 'Slide', 'Dual Gang Rotary']),
      ax('Pack quantity', [1, 5, 10]),
    ],
    when: (s) => (s.Type === 'Trimpot' ? s.Taper === 'Linear' && s['Pack quantity'] !== '1' : s['Pack quantity'] !== '10'),
    title: (s) => `${s.Resistance} ${s.Type === 'Trimpot' ? 'Multi-turn Trimpot' : `${s.Taper} ${s.Type} Potentiometer`}${pack(s)}`,
  },
];

const TRANSISTORS: Specs[] = [
  ['BC547', 'NPN Transistor', 'TO-92', '45 V', '0.1 A'],
  ['BC557', 'PNP Transistor', 'TO-92', '45 V', '0.1 A'],
  ['2N2222', 'NPN Transistor', 'TO-92', '40 V', '0.6 A'],
  ['2N3904', 'NPN Transistor', 'TO-92', '40 V', '0.2 A'],
  ['2N3906', 'PNP Transistor', 'TO-92', '40 V', '0.2 A'],
  ['TIP120', 'NPN Darlington Transistor', 'TO-220', '60 V', '5 A'],
  ['TIP31C', 'NPN Power Transistor', 'TO-220', '100 V', '3 A'],
  ['BD139', 'NPN Power Transistor', 'TO-126', '80 V', '1.5 A'],
  ['IRF540N', 'N-Channel MOSFET', 'TO-220', '100 V', '33 A'],
  ['IRLZ44N', 'Logic Level N-Channel MOSFET', 'TO-220', '55 V', '47 A'],
  ['IRF9540', 'P-Channel MOSFET', 'TO-220', '100 V', '23 A'],
  ['2N7000', 'N-Channel MOSFET', 'TO-92', '60 V', '0.2 A'],
  ['BS170', 'N-Channel MOSFET', 'TO-92', '60 V', '0.5 A'],
].map(([part, type, pkg, v, a]) => ({ 'Part number': part!, Type: type!, Package: pkg!, 'Max voltage': v!, 'Max current': a! }));

export const TRANSISTOR_LINES: Line[] = [
  {
    axes: [[...TRANSISTORS, ...MORE_TRANSISTORS], ax('Pack quantity', [1, 5, 10, 25])],
    title: (s) => `${s['Part number']} ${s.Type} ${s.Package}${pack(s)}`,
  },
];

const DIODES: Specs[] = [
  ['1N4001', 'Rectifier Diode', 'DO-41', '50 V', '1 A'],
  ['1N4007', 'Rectifier Diode', 'DO-41', '1000 V', '1 A'],
  ['1N5408', 'Rectifier Diode', 'DO-201', '1000 V', '3 A'],
  ['1N4148', 'Signal Diode', 'DO-35', '100 V', '0.2 A'],
  ['1N5819', 'Schottky Diode', 'DO-41', '40 V', '1 A'],
  ['1N5822', 'Schottky Diode', 'DO-201', '40 V', '3 A'],
  ['1N4733A', 'Zener Diode', 'DO-41', '5.1 V', '1 W'],
  ['1N4742A', 'Zener Diode', 'DO-41', '12 V', '1 W'],
  ['BZX55C3V3', 'Zener Diode', 'DO-35', '3.3 V', '0.5 W'],
  ['KBP307', 'Bridge Rectifier', 'KBP', '700 V', '3 A'],
  ['KBPC3510', 'Bridge Rectifier', 'KBPC', '1000 V', '35 A'],
].map(([part, type, pkg, v, rating]) => ({ 'Part number': part!, Type: type!, Package: pkg!, Voltage: v!, Rating: rating! }));

export const DIODE_LINES: Line[] = [
  {
    axes: [
      ax('Voltage', units([2.4, 2.7, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 12, 15, 18, 24, 27, 33], 'V')),
      [
        { 'Part number': 'BZX55 series', Package: 'DO-35', Rating: '0.5 W' },
        { 'Part number': '1N47xx series', Package: 'DO-41', Rating: '1 W' },
      ],
      fix({ Type: 'Zener Diode' }),
      ax('Pack quantity', [10, 100]),
    ],
    title: (s) => `${t(s.Voltage)} ${t(s.Rating)} Zener Diode ${s.Package}${pack(s)}`,
  },
  {
    axes: [DIODES.filter((d) => d.Type !== 'Zener Diode'), ax('Pack quantity', [1, 10, 25, 100])],
    when: (s) => (s.Type === 'Bridge Rectifier' ? s['Pack quantity'] !== '100' && s['Pack quantity'] !== '25' : s['Pack quantity'] !== '1'),
    title: (s) =>
      s.Type === 'Zener Diode'
        ? `${t(s.Voltage)} ${t(s.Rating)} Zener Diode ${s['Part number']}${pack(s)}`
        : `${s['Part number']} ${t(s.Rating)} ${s.Type}${pack(s)}`,
  },
];

const LED_COLOURS = [
  { Colour: 'Red', 'Forward voltage': '2 V' },
  { Colour: 'Green', 'Forward voltage': '2.2 V' },
  { Colour: 'Yellow', 'Forward voltage': '2 V' },
  { Colour: 'Orange', 'Forward voltage': '2 V' },
  { Colour: 'Blue', 'Forward voltage': '3.2 V' },
  { Colour: 'White', 'Forward voltage': '3.2 V' },
  { Colour: 'Warm White', 'Forward voltage': '3.2 V' },
  { Colour: 'RGB', 'Forward voltage': '2-3.2 V' },
];

export const LEDS: Line[] = [
  {
    axes: [
      ax('Size', ['1.8 mm', '3 mm', '5 mm', '8 mm', '10 mm']),
      LED_COLOURS,
      ax('Lens', ['Diffused', 'Clear']),
      ax('Pack quantity', [10, 25, 50, 100]),
    ],
    when: (s) =>
      (s.Lens === 'Diffused' ? s.Colour !== 'White' && s.Colour !== 'Warm White' : s.Size !== '8 mm') &&
      !(s.Colour === 'RGB' && s['Pack quantity'] === '100'),
    title: (s) =>
      `${t(s.Size)} ${s.Colour} LED${s.Lens === 'Clear' && s.Colour !== 'White' && s.Colour !== 'Warm White' ? ' Clear Lens' : ''}${pack(s)}`,
    everywhere: (s) => s.Size === '5 mm' && s.Colour === 'Red' && s.Lens === 'Diffused' && s['Pack quantity'] === '25',
  },
  {
    axes: [
      ax('Size', ['3 mm', '5 mm']),
      fix({ Colour: 'Assorted', 'Forward voltage': '2-3.2 V', Lens: 'Diffused' }),
      ax('Pack quantity', [100, 300]),
    ],
    title: (s) => `${t(s.Size)} LED Assortment - ${s['Pack quantity']} Piece`,
  },
];

const ICS: Specs[] = [
  ['NE555', 'Timer IC', 'DIP-8'],
  ['NE556', 'Dual Timer IC', 'DIP-14'],
  ['LM358', 'Dual Op-Amp IC', 'DIP-8'],
  ['TL072', 'Dual JFET Op-Amp IC', 'DIP-8'],
  ['LM386', 'Audio Amplifier IC', 'DIP-8'],
  ['LM7805', 'Voltage Regulator', 'TO-220'],
  ['LM317', 'Adjustable Voltage Regulator', 'TO-220'],
  ['AMS1117-3.3', 'Voltage Regulator', 'SOT-223'],
  ['74HC595', 'Shift Register IC', 'DIP-16'],
  ['CD4017', 'Decade Counter IC', 'DIP-16'],
  ['ULN2003', 'Darlington Driver IC', 'DIP-16'],
  ['L293D', 'Motor Driver IC', 'DIP-16'],
  ['ATtiny85', 'Microcontroller', 'DIP-8'],
  ['PC817', 'Optocoupler', 'DIP-4'],
].map(([part, fn, pkg]) => ({ 'Part number': part!, Function: fn!, Package: pkg! }));

export const IC_LINES: Line[] = [
  { axes: [ICS, ax('Pack quantity', [1, 5, 10])], title: (s) => `${s['Part number']} ${s.Function} ${s.Package}${pack(s)}` },
];

export const SWITCHES: Line[] = [
  {
    axes: [
      [
        { Type: 'Tactile Pushbutton', Contacts: 'SPST', Rating: '0.05 A', Size: '6 mm' },
        { Type: 'Tactile Pushbutton', Contacts: 'SPST', Rating: '0.05 A', Size: '12 mm' },
        { Type: 'Momentary Pushbutton', Contacts: 'SPST', Rating: '3 A', Size: '16 mm' },
        { Type: 'Arcade Button', Contacts: 'SPDT', Rating: '3 A', Size: '30 mm' },
        { Type: 'Toggle Switch', Contacts: 'SPST', Rating: '6 A', Size: '12 mm' },
        { Type: 'Toggle Switch', Contacts: 'SPDT', Rating: '6 A', Size: '12 mm' },
        { Type: 'Toggle Switch', Contacts: 'DPDT', Rating: '6 A', Size: '12 mm' },
        { Type: 'Rocker Switch', Contacts: 'SPST', Rating: '10 A', Size: '21 mm' },
        { Type: 'Slide Switch', Contacts: 'SPDT', Rating: '0.3 A', Size: '8 mm' },
      ],
      ax('Colour', ['Black', 'Red', 'Green', 'Blue', 'Yellow']),
      ax('Pack quantity', [1, 5, 20]),
    ],
    when: (s) =>
      s.Type === 'Tactile Pushbutton' || s.Type === 'Slide Switch'
        ? s.Colour === 'Black' && s['Pack quantity'] !== '1'
        : s.Type === 'Toggle Switch'
          ? s.Colour === 'Black'
          : s['Pack quantity'] !== '20',
    title: (s) => `${t(s.Size)} ${s.Contacts} ${s.Type} ${t(s.Rating)}${s.Colour === 'Black' ? '' : ` ${s.Colour}`}${pack(s)}`,
  },
];

export const RELAYS: Line[] = [
  {
    axes: [
      ax('Coil voltage', units([5, 12, 24], 'V')),
      ax('Channels', [1, 2, 4, 8, 16]),
      ax('Type', ['Relay Module', 'Relay Module with Optocoupler', 'Solid State Relay Module']),
      fix({ 'Contact rating': '10 A' }),
    ],
    when: (s) => !(s.Channels === '16' && s['Coil voltage'] === '24 V'),
    title: (s) => `${t(s['Coil voltage'])} ${s.Channels}-Channel ${s.Type}`,
  },
];

const SERVOS: Specs[] = [
  ['SG90', 'Micro Servo', '9 g', '1.8 kg·cm', 'Plastic', '180°'],
  ['MG90S', 'Metal Gear Micro Servo', '13 g', '2.2 kg·cm', 'Metal', '180°'],
  ['FS90R', 'Continuous Rotation Micro Servo', '9 g', '1.5 kg·cm', 'Plastic', '360°'],
  ['MG996R', 'Metal Gear Standard Servo', '55 g', '11 kg·cm', 'Metal', '180°'],
  ['DS3218', 'Digital High Torque Servo', '60 g', '20 kg·cm', 'Metal', '270°'],
  ['DS3235', 'Digital High Torque Servo', '65 g', '35 kg·cm', 'Metal', '180°'],
].map(([model, kind, weight, torque, gear, rotation]) => ({
  Model: model!,
  Type: kind!,
  Weight: weight!,
  Torque: torque!,
  Gears: gear!,
  Rotation: rotation!,
}));

export const SERVO_LINES: Line[] = [
  { axes: [SERVOS, ax('Pack quantity', [1, 2, 4, 10])], title: (s) => `${s.Model} ${s.Type} ${t(s.Weight)}${pack(s)}` },
];

export const STEPPERS: Line[] = [
  {
    axes: [
      [
        { Frame: '28BYJ-48', Voltage: '5 V', 'Rated current': '0.24 A', 'Body length': '19 mm', 'Step angle': '5.625°', Driver: 'ULN2003 board' },
        { Frame: '28BYJ-48', Voltage: '12 V', 'Rated current': '0.1 A', 'Body length': '19 mm', 'Step angle': '5.625°', Driver: 'ULN2003 board' },
        { Frame: 'NEMA 8', Voltage: '3.9 V', 'Rated current': '0.6 A', 'Body length': '30 mm', 'Step angle': '1.8°', Driver: 'None' },
        { Frame: 'NEMA 11', Voltage: '3.8 V', 'Rated current': '0.67 A', 'Body length': '32 mm', 'Step angle': '1.8°', Driver: 'None' },
        { Frame: 'NEMA 14', Voltage: '12 V', 'Rated current': '0.4 A', 'Body length': '34 mm', 'Step angle': '1.8°', Driver: 'None' },
        { Frame: 'NEMA 17', Voltage: '12 V', 'Rated current': '1.5 A', 'Body length': '40 mm', 'Step angle': '1.8°', Driver: 'None' },
        { Frame: 'NEMA 17', Voltage: '12 V', 'Rated current': '2 A', 'Body length': '48 mm', 'Step angle': '1.8°', Driver: 'None' },
        { Frame: 'NEMA 23', Voltage: '24 V', 'Rated current': '2.8 A', 'Body length': '56 mm', 'Step angle': '1.8°', Driver: 'None' },
        { Frame: 'NEMA 23', Voltage: '24 V', 'Rated current': '4.2 A', 'Body length': '76 mm', 'Step angle': '1.8°', Driver: 'None' },
      ],
      ax('Pack quantity', [1, 3, 5]),
    ],
    title: (s) =>
      s.Frame === '28BYJ-48'
        ? `28BYJ-48 ${t(s.Voltage)} Geared Stepper Motor with ULN2003 Driver${pack(s)}`
        : `${s.Frame} Stepper Motor ${t(s['Rated current'])} ${t(s['Body length'])}${pack(s)}`,
  },
];

export const DC_MOTORS: Line[] = [
  {
    axes: [
      ax('Type', ['Hobby Motor', 'Plastic Gear Motor', 'Metal Gear Motor', 'Vibration Motor']),
      ax('Voltage', units([3, 6, 12, 24], 'V')),
      ax('Speed', units([60, 200, 600, 10_000], 'RPM')),
      ax('Pack quantity', [1, 2, 4]),
    ],
    when: (s) =>
      s.Type === 'Hobby Motor'
        ? s.Speed === '10000 RPM' && s.Voltage !== '24 V'
        : s.Type === 'Vibration Motor'
          ? s.Voltage === '3 V' && s.Speed === '10000 RPM'
          : s.Speed !== '10000 RPM' && (s.Type !== 'Plastic Gear Motor' || s.Voltage === '3 V' || s.Voltage === '6 V'),
    title: (s) => `${t(s.Voltage)} ${s.Type === 'Hobby Motor' || s.Type === 'Vibration Motor' ? s.Type : `${t(s.Speed)} ${s.Type}`}${pack(s)}`,
  },
];

export const BREADBOARDS: Line[] = [
  {
    axes: [ax('Tie points', [170, 400, 830, 1660, 3220]), ax('Colour', ['White', 'Clear', 'Black']), ax('Pack quantity', [1, 3, 10])],
    when: (s) => !(Number(s['Tie points']) >= 1660 && s['Pack quantity'] !== '1') && !(s['Tie points'] === '170' && s['Pack quantity'] === '1'),
    title: (s) => `${s['Tie points']} Tie-Point Solderless Breadboard${s.Colour === 'White' ? '' : ` ${s.Colour}`}${pack(s)}`,
    everywhere: (s) => s['Tie points'] === '830' && s.Colour === 'White' && s['Pack quantity'] === '1',
  },
];

export const JUMPERS: Line[] = [
  {
    axes: [
      ax('Connectors', ['Male to Male', 'Male to Female', 'Female to Female']),
      ax('Length', units([10, 15, 20, 25, 30, 50], 'cm')),
      ax('Pack quantity', [10, 20, 40, 65, 120]),
    ],
    title: (s) => `${s.Connectors} Jumper Wire ${t(s.Length)}${pack(s)}`,
    everywhere: (s) => s.Length === '20 cm' && s['Pack quantity'] === '40',
  },
  {
    axes: [fix({ Connectors: 'Pre-formed solid core', Length: 'Assorted' }), ax('Pack quantity', [140, 350, 560])],
    title: (s) => `Breadboard Jumper Wire Kit - ${s['Pack quantity']} Piece`,
  },
];

export const PROTOBOARD: Line[] = [
  {
    axes: [
      ax('Type', ['Stripboard', 'Perfboard', 'Double-sided Protoboard']),
      ax('Board size', ['50 x 70 mm', '70 x 90 mm', '95 x 305 mm']),
      ax('Pack quantity', [1, 5, 10]),
      fix({ Pitch: '2.54 mm' }),
    ],
    when: (s) => !(s['Board size'] === '95 x 305 mm' && s['Pack quantity'] === '10'),
    title: (s) => `${s.Type} ${s['Board size'].replace(/ x /, 'x').replace(' mm', 'mm')}${pack(s)}`,
  },
];

const THREADS = ['M2', 'M2.5', 'M3', 'M4', 'M5', 'M6'];

export const FASTENERS: Line[] = [
  {
    axes: [
      ax('Thread', THREADS),
      ax('Length', units([5, 6, 8, 10, 12, 16, 20, 25, 30], 'mm')),
      ax('Type', ['Pan Head Screw', 'Countersunk Screw', 'Socket Cap Screw', 'Hex Standoff Female-Female', 'Hex Standoff Male-Female']),
      ax('Material', ['Nylon', 'Brass', 'Stainless steel']),
      ax('Pack quantity', [10, 25, 50, 100]),
    ],
    when: (s) =>
      s.Type!.includes('Standoff')
        ? s.Material !== 'Stainless steel' && s['Pack quantity'] !== '100' && s.Thread !== 'M5' && s.Thread !== 'M6'
        : s.Material !== 'Brass' && s['Pack quantity'] !== '10' && (s.Material === 'Stainless steel' || s.Type === 'Pan Head Screw'),
    title: (s) => `${s.Thread} x ${t(s.Length)} ${s.Material === 'Stainless steel' ? 'Stainless Steel' : s.Material} ${s.Type}${pack(s)}`,
  },
];
