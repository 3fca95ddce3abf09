import { ax, fix, type Line, pack, type Specs, t, units } from '../specs';

const rows = (keys: readonly string[], values: ReadonlyArray<readonly (string | number)[]>): Specs[] =>
  values.map((v) => Object.fromEntries(keys.map((k, i) => [k, String(v[i])])));

export const MULTIMETERS: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Display counts', 'True RMS'],
        [
          ['Pocket', 2000, 'No'],
          ['Autoranging', 4000, 'No'],
          ['Autoranging', 6000, 'Yes'],
          ['Auto-ranging Bluetooth', 6000, 'Yes'],
          ['Bench', 20000, 'Yes'],
          ['Industrial', 50000, 'Yes'],
        ],
      ),
      ax('Safety rating', ['CAT II 600V', 'CAT III 600V', 'CAT III 1000V / CAT IV 600V']),
      ax('Temperature probe', ['No', 'Yes']),
    ],
    when: (s) => (s.Type === 'Pocket' ? s['Safety rating'] === 'CAT II 600V' : s['Safety rating'] !== 'CAT II 600V' || s.Type === 'Autoranging'),
    title: (s) =>
      `${s['Display counts']} Count ${s.Type === 'Pocket' ? 'Pocket ' : s.Type === 'Bench' ? 'Bench ' : s.Type === 'Industrial' ? 'Industrial ' : s.Type === 'Autoranging' ? 'Autoranging ' : 'Bluetooth '}${s['True RMS'] === 'Yes' ? 'True RMS ' : ''}Digital Multimeter ${s['Safety rating'].split(' ').slice(0, 2).join(' ')}${s['Temperature probe'] === 'Yes' ? ' with Temperature Probe' : ''}`,
    everywhere: (s) => s.Type === 'Autoranging' && s['Display counts'] === '4000' && s['Temperature probe'] === 'No',
  },
];

export const CLAMP_METERS: Line[] = [
  {
    axes: [
      ax('Measures', ['AC', 'AC/DC']),
      ax('Max current', units([200, 400, 600, 1000], 'A')),
      ax('Display counts', [4000, 6000]),
      ax('Jaw opening', units([17, 30], 'mm')),
    ],
    when: (s) => (s['Jaw opening'] === '17 mm') === Number.parseInt(s['Max current']!) <= 400,
    title: (s) => `${s.Measures} Clamp Meter ${t(s['Max current'])} ${s['Display counts']} Count`,
  },
];

export const SCOPES: Line[] = [
  {
    axes: [
      ax('Type', ['Handheld', 'Benchtop', 'Mixed Signal']),
      ax('Bandwidth', units([20, 50, 70, 100, 200, 350], 'MHz')),
      ax('Channels', [1, 2, 4]),
      ax('Sample rate', ['1 GSa/s', '2 GSa/s']),
    ],
    when: (s) => {
      const mhz = Number.parseInt(s.Bandwidth!);
      if (s.Type === 'Handheld') return mhz <= 100 && s.Channels !== '4' && s['Sample rate'] === '1 GSa/s';
      if (s.Type === 'Mixed Signal') return mhz >= 70 && s.Channels === '4';
      return mhz >= 50 && s.Channels !== '1' && (s['Sample rate'] === '2 GSa/s') === mhz >= 200;
    },
    title: (s) => `${t(s.Bandwidth)} ${s.Channels}-Channel ${s.Type === 'Benchtop' ? 'Digital Storage' : s.Type} Oscilloscope`,
  },
];

export const LOGIC: Line[] = [
  {
    axes: [ax('Channels', [8, 16, 32]), ax('Sample rate', ['24 MSa/s', '100 MSa/s', '500 MSa/s']), ax('Connection', ['USB 2.0', 'USB-C 3.0'])],
    when: (s) => !(s['Sample rate'] === '24 MSa/s' && s.Channels !== '8') && (s.Connection === 'USB 2.0') === (s['Sample rate'] !== '500 MSa/s'),
    title: (s) => `${s.Channels}-Channel USB Logic Analyser ${s['Sample rate']}`,
  },
];

export const SIGGENS: Line[] = [
  {
    axes: [
      ax('Type', ['Function Generator', 'Arbitrary Waveform Generator']),
      ax('Bandwidth', units([5, 15, 30, 60, 100], 'MHz')),
      ax('Channels', [1, 2]),
    ],
    when: (s) => s.Type === 'Arbitrary Waveform Generator' || Number.parseInt(s.Bandwidth!) <= 30,
    title: (s) => `${t(s.Bandwidth)} ${s.Channels === '2' ? 'Dual-Channel ' : ''}${s.Type}`,
  },
];

export const THERMAL: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Range'],
        [
          ['Infrared Thermometer', '-50 to 550 °C'],
          ['Infrared Thermometer', '-50 to 1000 °C'],
          ['Thermal Imaging Camera', '-20 to 400 °C'],
          ['Sound Level Meter', '30-130 dB'],
          ['Anemometer', '0.3-30 m/s'],
          ['Lux Meter', '0-200000 lx'],
          ['Moisture Meter', '0-100 %'],
        ],
      ),
      ax('Display', ['LCD', 'Colour LCD']),
      ax('Data logging', ['No', 'Yes']),
    ],
    when: (s) => (s.Type === 'Thermal Imaging Camera' ? s.Display === 'Colour LCD' : s.Display === 'LCD'),
    title: (s) =>
      `${s.Type}${s.Type === 'Infrared Thermometer' ? ` ${s.Range.replace(' °C', '°C').replace(' to ', ' to ')}` : ''}${s['Data logging'] === 'Yes' ? ' with Data Logging' : ''}`,
  },
];

export const CABLE_TESTERS: Line[] = [
  {
    axes: [
      ax('Type', ['Network Cable Tester', 'Tone and Probe Kit', 'Non-Contact Voltage Tester', 'Socket Tester', 'Coax Cable Tester']),
      ax('Connectors', ['RJ45/RJ11', 'RJ45/BNC', 'None', 'AU/NZ socket', 'F-type']),
      ax('Battery', ['2x AAA', '9V']),
    ],
    when: (s) =>
      (
        ({
          'Network Cable Tester': ['RJ45/RJ11', 'RJ45/BNC'],
          'Tone and Probe Kit': ['RJ45/RJ11'],
          'Non-Contact Voltage Tester': ['None'],
          'Socket Tester': ['AU/NZ socket'],
          'Coax Cable Tester': ['F-type'],
        }) as Record<string, string[]>
      )[s.Type as string]!.includes(s.Connectors!),
    title: (s) => `${s.Type}${s.Connectors.includes('/') ? ` ${s.Connectors}` : ''}${s.Battery === '9V' ? ' 9V Battery' : ''}`,
  },
];

export const BENCH_PSU: Line[] = [
  {
    axes: [
      ax('Output voltage', ['0-15 V', '0-30 V', '0-60 V']),
      ax('Output current', ['0-3 A', '0-5 A', '0-10 A']),
      ax('Outputs', [1, 2, 3]),
      ax('Control', ['Manual', 'Programmable']),
    ],
    when: (s) => !(s['Output voltage'] === '0-60 V' && s['Output current'] === '0-10 A') && !(s.Outputs !== '1' && s['Output current'] === '0-10 A'),
    title: (s) =>
      `${t(s['Output voltage'])} ${t(s['Output current'])} ${s.Outputs === '1' ? '' : `${s.Outputs}-Output `}${s.Control === 'Programmable' ? 'Programmable ' : ''}Bench Power Supply`,
  },
];

const GAUGES = rows(
  ['Gauge', 'Current rating'],
  [
    ['28 AWG', '1.4 A'],
    ['26 AWG', '2.2 A'],
    ['24 AWG', '3.5 A'],
    ['22 AWG', '5 A'],
    ['20 AWG', '7.5 A'],
    ['18 AWG', '10 A'],
    ['16 AWG', '13 A'],
    ['14 AWG', '20 A'],
    ['12 AWG', '25 A'],
    ['10 AWG', '35 A'],
  ],
);
const WIRE_COLOURS = ['Black', 'Red', 'Blue', 'Green', 'Yellow', 'White', 'Orange', 'Brown', 'Grey', 'Purple'];
const SOLD = ax('Sold', ['per metre', '10 m roll', '30 m roll', '100 m roll']);
const sold = (s: Specs) => (s.Sold === 'per metre' ? ' - Per Metre' : ` - ${s.Sold!.replace(' m roll', ' Metre Roll')}`);

export const HOOKUP: Line[] = [
  {
    axes: [GAUGES, ax('Colour', WIRE_COLOURS), ax('Insulation', ['PVC', 'Silicone']), ax('Core', ['Stranded', 'Solid']), SOLD],
    when: (s) =>
      (s.Sold !== '100 m roll' || (s.Insulation === 'PVC' && (s.Colour === 'Black' || s.Colour === 'Red'))) &&
      (s.Core === 'Stranded' || (s.Insulation === 'PVC' && s.Sold !== '100 m roll' && ['22 AWG', '24 AWG', '20 AWG'].includes(s.Gauge!))),
    title: (s) =>
      `${s.Gauge} ${s.Colour} ${s.Core === 'Solid' ? 'Solid Core ' : ''}${s.Insulation === 'Silicone' ? 'Silicone Wire' : 'Hook-up Wire'}${sold(s)}`,
  },
];

export const SPEAKER_CABLE: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Gauge', 'Current rating'],
        [
          ['Figure-8 Speaker Cable', '18 AWG', '10 A'],
          ['Figure-8 Speaker Cable', '14 AWG', '20 A'],
          ['Figure-8 Speaker Cable', '12 AWG', '25 A'],
          ['Shielded Audio Cable', '24 AWG', '3.5 A'],
          ['4-Core Speaker Cable', '16 AWG', '13 A'],
        ],
      ),
      ax('Colour', ['Clear', 'Black', 'White']),
      ax('Insulation', ['PVC', 'Oxygen-free copper, PVC']),
      SOLD,
    ],
    when: (s) => (s.Type === 'Figure-8 Speaker Cable' ? s.Colour !== 'Black' : s.Colour === 'Black'),
    title: (s) =>
      `${s.Gauge} ${s.Insulation.startsWith('Oxygen') ? 'OFC ' : ''}${s.Type}${s.Colour === 'Black' || s.Type !== 'Figure-8 Speaker Cable' ? '' : ` ${s.Colour}`}${sold(s)}`,
  },
];

export const AUTO_CABLE: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Size', 'Current rating'],
        [
          ['Single Core Auto Cable', '3 mm', '15 A'],
          ['Single Core Auto Cable', '4 mm', '20 A'],
          ['Twin Core Auto Cable', '4 mm', '20 A'],
          ['Twin Core Auto Cable', '6 mm', '40 A'],
          ['Twin Core Auto Cable', '8 B&S', '60 A'],
          ['Battery Cable', '6 B&S', '100 A'],
          ['Battery Cable', '2 B&S', '180 A'],
          ['Battery Cable', '0 B&S', '245 A'],
        ],
      ),
      ax('Colour', ['Red', 'Black', 'Red/Black']),
      SOLD,
    ],
    when: (s) => (s.Type === 'Twin Core Auto Cable') === (s.Colour === 'Red/Black'),
    title: (s) => `${t(s.Size)} ${s.Type} ${t(s['Current rating'])} ${s.Colour}${sold(s)}`,
  },
];

export const USB_CABLES: Line[] = [
  {
    axes: [
      ax('Connectors', ['USB-A to USB-C', 'USB-C to USB-C', 'USB-A to Micro-USB', 'USB-C to Lightning', 'USB-A to USB-B']),
      ax('Length', units([0.3, 1, 2, 3], 'm')),
      rows(
        ['USB standard', 'Power rating'],
        [
          ['USB 2.0', '60 W'],
          ['USB 3.2', '100 W'],
          ['USB4', '240 W'],
        ],
      ),
      ax('Colour', ['Black', 'White']),
    ],
    when: (s) => (s.Connectors === 'USB-C to USB-C' || s['USB standard'] === 'USB 2.0') && !(s['USB standard'] === 'USB4' && s.Length === '3 m'),
    title: (s) =>
      `${s.Connectors} Cable ${t(s.Length)}${s.Connectors === 'USB-C to USB-C' ? ` ${s['USB standard']} ${t(s['Power rating'])}` : ''} ${s.Colour}`,
  },
];

export const VIDEO_LEADS: Line[] = [
  {
    axes: [
      ax('Type', ['HDMI Lead', 'Micro HDMI to HDMI Lead', 'DisplayPort Lead', 'USB-C to HDMI Lead']),
      ax('Length', units([1, 2, 3, 5, 10], 'm')),
      ax('Resolution', ['4K', '8K']),
      fix({ 'Refresh rate': '60 Hz' }),
    ],
    when: (s) => !(s.Resolution === '8K' && Number.parseInt(s.Length!) > 3) && !(s.Type !== 'HDMI Lead' && Number.parseInt(s.Length!) > 3),
    title: (s) => `${s.Type} ${s.Resolution} ${t(s['Refresh rate'])} ${t(s.Length)}`,
  },
];

export const AUDIO_LEADS: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Plug size'],
        [
          ['Stereo Lead', '3.5 mm'],
          ['to 2 RCA Lead', '3.5 mm'],
          ['RCA Stereo Lead', 'RCA'],
          ['XLR Microphone Lead', 'XLR'],
          ['Instrument Lead', '6.35 mm'],
          ['Optical Audio Lead', 'Toslink'],
        ],
      ),
      ax('Length', units([0.5, 1.5, 3, 5, 10], 'm')),
      ax('Plugs', ['Nickel', 'Gold plated']),
    ],
    when: (s) => !(s['Plug size'] === '3.5 mm' && Number.parseInt(s.Length!) >= 10) && !(s.Type === 'XLR Microphone Lead' && s.Length === '0.5 m'),
    title: (s) =>
      `${s['Plug size']!.endsWith('mm') ? `${t(s['Plug size'])} ` : ''}${s.Type} ${t(s.Length)}${s.Plugs === 'Gold plated' ? ' Gold Plated' : ''}`,
  },
];

export const HEADERS: Line[] = [
  {
    axes: [
      ax('Type', ['Male Pin Header', 'Female Header', 'Right Angle Male Header', 'IDC Socket', 'Dupont Connector Housing Kit']),
      ax('Positions', [2, 3, 4, 5, 6, 8, 10, 16, 20, 40]),
      ax('Pitch', ['2 mm', '2.54 mm']),
      ax('Pack quantity', [1, 10, 50]),
    ],
    when: (s) =>
      s.Type === 'IDC Socket'
        ? s.Pitch === '2.54 mm' && s['Pack quantity'] !== '50'
        : s.Type === 'Dupont Connector Housing Kit'
          ? s.Positions === '40' && s.Pitch === '2.54 mm' && s['Pack quantity'] === '1'
          : s['Pack quantity'] !== '1',
    title: (s) =>
      s.Type === 'Dupont Connector Housing Kit'
        ? `Dupont Connector Housing Kit ${t(s.Pitch)}`
        : `${s.Positions}-Pin ${s.Type} ${t(s.Pitch)}${pack(s)}`,
  },
];

export const TERMINALS: Line[] = [
  {
    axes: [
      ax('Type', [
        'Female Spade Terminal',
        'Male Spade Terminal',
        'Fork Terminal',
        'Ring Terminal',
        'Piggyback Spade Terminal',
        'Female Bullet Connector',
        'Male Bullet Connector',
        'Butt Splice',
        'Heatshrink Butt Splice',
        'Bootlace Ferrule',
      ]),
      rows(
        ['Wire size', 'Colour'],
        [
          ['0.5-1.5 mm²', 'Red'],
          ['1.5-2.5 mm²', 'Blue'],
          ['4-6 mm²', 'Yellow'],
        ],
      ),
      ax('Pack quantity', [10, 25, 100]),
    ],
    title: (s) => `${s.Colour} ${s.Type} ${s['Wire size'].replace(' mm²', 'mm²')}${pack(s)}`,
  },
  {
    axes: [
      ax('Type', ['Battery Lug']),
      rows(
        ['Wire size', 'Colour'],
        [
          ['6 B&S', 'Tinned copper'],
          ['2 B&S', 'Tinned copper'],
          ['0 B&S', 'Tinned copper'],
        ],
      ),
      ax('Pack quantity', [2, 10]),
    ],
    title: (s) => `${s['Wire size']} Tinned Copper ${s.Type}${pack(s)}`,
  },
];

export const DC_CONNECTORS: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Size', 'Current rating'],
        [
          ['DC Barrel Plug', '2.1 mm', '5 A'],
          ['DC Barrel Plug', '2.5 mm', '5 A'],
          ['DC Panel Socket', '2.1 mm', '5 A'],
          ['XT30 Connector Pair', 'n/a', '30 A'],
          ['XT60 Connector Pair', 'n/a', '60 A'],
          ['XT90 Connector Pair', 'n/a', '90 A'],
          ['JST-XH Connector Set', '2.5 mm', '3 A'],
          ['Screw Terminal Block', '5.08 mm', '16 A'],
        ],
      ),
      ax('Pack quantity', [1, 5, 10]),
    ],
    title: (s) => `${s.Size === 'n/a' || s.Type.startsWith('JST') ? '' : `${t(s.Size)} `}${s.Type}${pack(s)}`,
  },
];

const HEATSHRINK_COLOURS = ['Black', 'Red', 'Blue', 'Clear', 'Yellow', 'Green', 'White', 'Green/Yellow'];

export const HEATSHRINK: Line[] = [
  {
    axes: [
      ax('Diameter', units([1.2, 1.6, 2.4, 3.2, 4.8, 6.4, 9.5, 12.7, 19, 25.4, 38, 50.8], 'mm')),
      ax('Colour', HEATSHRINK_COLOURS),
      ax('Shrink ratio', ['2:1', '3:1 adhesive lined']),
      ax('Sold', ['1.2 m length', '5 m roll', '10 m roll']),
    ],
    when: (s) =>
      s['Shrink ratio'] === '2:1'
        ? s.Colour !== 'Green/Yellow' || s.Sold === '1.2 m length'
        : s.Colour === 'Black' || s.Colour === 'Red' || s.Colour === 'Clear',
    title: (s) =>
      `${t(s.Diameter)} ${s.Colour} Heatshrink Tubing ${s['Shrink ratio'] === '2:1' ? '2:1' : '3:1 Adhesive Lined'} - ${s.Sold.replace(' m length', ' Metre Length').replace(' m roll', ' Metre Roll')}`,
  },
  {
    axes: [
      fix({ Diameter: '1.6-12.7 mm', Colour: 'Assorted' }),
      ax('Shrink ratio', ['2:1', '3:1 adhesive lined']),
      ax('Sold', ['127 piece assortment', '328 piece assortment', '560 piece assortment']),
    ],
    title: (s) =>
      `Heatshrink Tubing Assortment ${s['Shrink ratio'] === '2:1' ? '2:1' : '3:1 Adhesive Lined'} - ${s.Sold.replace(' piece assortment', ' Piece')}`,
  },
];

export const CABLE_TIES: Line[] = [
  {
    axes: [
      ax('Length', units([100, 150, 200, 300, 370, 450, 550], 'mm')),
      ax('Width', units([2.5, 3.6, 4.8, 7.6], 'mm')),
      ax('Colour', ['Black UV-stabilised', 'Natural', 'Stainless steel']),
      ax('Pack quantity', [100, 500, 1000]),
    ],
    when: (s) => {
      const l = Number.parseInt(s.Length!);
      const w = Number.parseFloat(s.Width!);
      const ok = w === 2.5 ? l <= 200 : w === 3.6 ? l >= 150 && l <= 370 : w === 4.8 ? l >= 200 && l <= 450 : l >= 300;
      return ok && (s.Colour !== 'Stainless steel' || (w === 4.8 && s['Pack quantity'] === '100'));
    },
    title: (s) =>
      `${s.Colour === 'Stainless steel' ? 'Stainless Steel' : s.Colour.replace(' UV-stabilised', ' UV')} Cable Ties ${t(s.Length)} x ${t(s.Width)}${pack(s)}`,
  },
];
