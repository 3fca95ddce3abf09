import { ax, fix, type Line, pack, type Specs, t, units } from '../specs';

export const rows = (keys: readonly string[], values: ReadonlyArray<readonly (string | number)[]>): Specs[] =>
  values.map((v) => Object.fromEntries(keys.map((k, i) => [k, String(v[i])])));

export const HEAD_UNITS: Line[] = [
  {
    axes: [
      ax('Size', ['Single DIN', 'Double DIN']),
      ax('Screen size', ['None', '6.8"', '7"', '9"', '10.1"']),
      ax('Smartphone', ['Bluetooth', 'Wireless CarPlay & Android Auto']),
      ax('Power output', ['4 x 50 W']),
    ],
    when: (s) =>
      (s.Size === 'Single DIN' ? s['Screen size'] === 'None' || s['Screen size'] === '7"' : s['Screen size'] !== 'None') &&
      (s['Screen size'] !== 'None' || s.Smartphone === 'Bluetooth'),
    title: (s) => `${s.Size} ${s['Screen size'] === 'None' ? 'Media Receiver' : `${t(s['Screen size'])} Touchscreen Head Unit`} with ${s.Smartphone}`,
  },
];

export const CAR_SPEAKERS: Line[] = [
  {
    axes: [
      ax('Type', ['Coaxial Car Speaker Pair', 'Component Speaker Set', 'Subwoofer', 'Subwoofer in Enclosure', 'Powered Underseat Subwoofer']),
      ax('Size', ['4"', '5.25"', '6.5"', '6x9"', '8"', '10"', '12"']),
      ax('Power handling', units([50, 80, 150, 300, 500], 'W')),
    ],
    when: (s) => {
      const sub = s.Type!.includes('Subwoofer');
      const big = ['8"', '10"', '12"'].includes(s.Size!);
      if (s.Type === 'Powered Underseat Subwoofer') return s.Size === '8"' && s['Power handling'] === '150 W';
      if (sub) return big && ['300 W', '500 W'].includes(s['Power handling']!);
      return (
        !big &&
        (s.Type === 'Coaxial Car Speaker Pair' ? ['50 W', '80 W'] : ['80 W', '150 W']).includes(s['Power handling']!) &&
        (s.Type === 'Coaxial Car Speaker Pair' || s.Size === '6.5"' || s.Size === '5.25"')
      );
    },
    title: (s) => `${s.Size === '6x9"' ? '6x9"' : t(s.Size)} ${s['Power handling'].replace(' W', 'W')} ${s.Type}`,
  },
];

export const CAR_CHARGERS: Line[] = [
  {
    axes: [
      ax('Ports', ['2 x USB-A', 'USB-A + USB-C', '2 x USB-C', '3-way socket + 2 x USB']),
      ax('Output power', units([24, 36, 65, 100, 120], 'W')),
      fix({ Voltage: '12/24 V' }),
    ],
    when: (s) =>
      s.Ports === '3-way socket + 2 x USB'
        ? s['Output power'] === '120 W'
        : s.Ports === '2 x USB-A'
          ? s['Output power'] === '24 W'
          : s['Output power'] !== '120 W' && s['Output power'] !== '24 W',
    title: (s) =>
      (s.Ports === '3-way socket + 2 x USB'
        ? '12V 3-Way Cigarette Socket Adaptor with 2 USB Ports'
        : `${t(s['Output power'])} ${s.Ports.replace('2 x ', 'Dual ').replace(' + ', ' and ')} Car Charger`
      ).replace('12V', '12/24V'),
  },
];

export const FRIDGES: Line[] = [
  {
    axes: [
      ax('Type', ['Portable Fridge Freezer', 'Dual Zone Fridge Freezer', 'Chest Fridge with Slide']),
      ax('Capacity', units([25, 35, 45, 60, 75, 95], 'L')),
      fix({ Voltage: '12 V', 'Also runs on': '24 V DC and 240 V AC' }),
      ax('App control', ['No', 'Yes']),
    ],
    when: (s) =>
      s.Type === 'Dual Zone Fridge Freezer'
        ? Number.parseInt(s.Capacity!) >= 45
        : s.Type === 'Chest Fridge with Slide'
          ? Number.parseInt(s.Capacity!) >= 60 && s['App control'] === 'No'
          : Number.parseInt(s.Capacity!) <= 60,
    title: (s) => `${t(s.Voltage)} ${t(s.Capacity)} ${s.Type}${s['App control'] === 'Yes' ? ' with Bluetooth App' : ''}`,
    blurb: () => 'Runs from 12 V or 24 V DC in the vehicle and 240 V AC at home, with low-voltage cut-out to protect the battery.',
  },
];

export const FUSES: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Current rating'],
        [
          ['Standard Blade Fuse', '5 A'],
          ['Standard Blade Fuse', '10 A'],
          ['Standard Blade Fuse', '15 A'],
          ['Standard Blade Fuse', '20 A'],
          ['Standard Blade Fuse', '30 A'],
          ['Mini Blade Fuse', '10 A'],
          ['Mini Blade Fuse', '15 A'],
          ['Mini Blade Fuse', '20 A'],
          ['Midi Bolt-down Fuse', '40 A'],
          ['Midi Bolt-down Fuse', '80 A'],
          ['ANL Fuse', '100 A'],
          ['ANL Fuse', '200 A'],
          ['Circuit Breaker', '20 A'],
          ['Circuit Breaker', '50 A'],
          ['Circuit Breaker', '100 A'],
          ['Blade Fuse Block 6-Way', '30 A'],
          ['Blade Fuse Block 12-Way', '30 A'],
          ...[0.5, 1, 2, 3, 5, 10, 15, 20].flatMap((amps) => [
            ['M205 Fast Blow Glass Fuse', `${amps} A`],
            ['M205 Slow Blow Glass Fuse', `${amps} A`],
            ['3AG Fast Blow Glass Fuse', `${amps} A`],
          ]),
        ],
      ),
      ax('Pack quantity', [1, 2, 5, 10]),
      fix({ 'Voltage rating': '32 V DC' }),
    ],
    when: (s) =>
      s.Type!.includes('Blade Fuse') && !s.Type!.includes('Block')
        ? s['Pack quantity'] === '5' || s['Pack quantity'] === '10'
        : s['Pack quantity'] === '1' || (s['Pack quantity'] === '2' && s.Type!.includes('Fuse') && !s.Type!.includes('Block')),
    title: (s) => (s.Type!.includes('Block') ? `${s.Type} with LED Indicators` : `${t(s['Current rating'])} ${s.Type}${pack(s)}`),
  },
];

export const ANDERSON: Line[] = [
  {
    axes: [
      ax('Type', [
        'Anderson-style Plug',
        'Anderson-style Plug Panel Mount',
        'Anderson-style Plug to Cigarette Socket Adaptor',
        'Anderson-style Extension Lead',
      ]),
      ax('Current rating', units([50, 120, 175], 'A')),
      ax('Colour', ['Grey', 'Red', 'Black']),
      ax('Pack quantity', [1, 2, 10]),
    ],
    when: (s) =>
      s.Type === 'Anderson-style Plug'
        ? s['Pack quantity'] !== '1' || s['Current rating'] !== '50 A'
        : s['Pack quantity'] === '1' && s['Current rating'] === '50 A' && s.Colour === 'Grey',
    title: (s) => `${t(s['Current rating'])} ${s.Type}${s.Colour === 'Grey' ? '' : ` ${s.Colour}`}${pack(s)}`,
  },
];

export const REVERSING: Line[] = [
  {
    axes: [
      ax('Type', ['Reversing Camera Kit', 'Wireless Reversing Camera Kit', 'Parking Sensor Kit', 'Rear View Mirror Monitor with Camera']),
      ax('Screen size', ['None', '4.3"', '5"', '7"', '10"']),
      ax('Camera', ['None', '720p', '1080p']),
    ],
    when: (s) =>
      s.Type === 'Parking Sensor Kit'
        ? s['Screen size'] === 'None' && s.Camera === 'None'
        : s.Camera !== 'None' &&
          (s.Type === 'Rear View Mirror Monitor with Camera'
            ? s['Screen size'] === '4.3"' || s['Screen size'] === '10"'
            : s['Screen size'] !== 'None' && s['Screen size'] !== '4.3"'),
    title: (s) => (s.Type === 'Parking Sensor Kit' ? 'Parking Sensor Kit with 4 Sensors and Buzzer' : `${t(s['Screen size'])} ${s.Type} ${s.Camera}`),
  },
];

export const DRIVING_LIGHTS: Line[] = [
  {
    axes: [
      ax('Type', ['LED Light Bar', 'Curved LED Light Bar', 'LED Driving Light Pair', 'LED Work Light']),
      ax('Length', ['n/a', '6"', '12"', '22"', '32"', '42"', '52"']),
      ax('Light output', units([1800, 4500, 9000, 13500, 20000], 'lm')),
      fix({ Voltage: '12/24 V', 'IP rating': 'IP68' }),
    ],
    when: (s) => {
      const lm = Number.parseInt(s['Light output']!);
      const idx = ['6"', '12"', '22"', '32"', '42"', '52"'].indexOf(s.Length!);
      if (s.Type === 'LED Work Light') return s.Length === 'n/a' && lm <= 4500;
      if (s.Type === 'LED Driving Light Pair') return s.Length === 'n/a' && lm >= 9000;
      if (idx < 0 || (s.Type === 'Curved LED Light Bar' && idx < 3)) return false;
      return lm === [1800, 4500, 9000, 13500, 20000, 20000][idx] || (idx === 2 && lm === 13500);
    },
    title: (s) =>
      s.Length === 'n/a'
        ? `${s['Light output'].replace(' lm', ' Lumen')} ${s.Type}`
        : `${s.Length} ${s.Type} ${s['Light output'].replace(' lm', ' Lumen')}`,
  },
];

export const BATTERY_MONITORS: Line[] = [
  {
    axes: [
      ax('Type', [
        'Battery Monitor with Shunt',
        'Bluetooth Battery Monitor',
        'Voltage Sensitive Relay',
        'Battery Isolator Switch',
        'Dual Battery Isolator Kit',
      ]),
      ax('Current rating', units([100, 140, 200, 300, 500], 'A')),
      fix({ Voltage: '12/24 V' }),
    ],
    when: (s) =>
      (
        ({
          'Battery Monitor with Shunt': ['100 A', '300 A', '500 A'],
          'Bluetooth Battery Monitor': ['100 A', '300 A'],
          'Voltage Sensitive Relay': ['140 A', '200 A'],
          'Battery Isolator Switch': ['300 A'],
          'Dual Battery Isolator Kit': ['140 A'],
        }) as Record<string, string[]>
      )[s.Type as string]!.includes(s['Current rating']!),
    title: (s) => `${t(s['Current rating'])} ${s.Type}`,
  },
];

export const MARINE_RADIOS: Line[] = [
  {
    axes: [
      ax('Type', ['Fixed Mount', 'Handheld']),
      ax('Band', ['VHF', '27 MHz']),
      ax('Transmit power', units([1, 5, 6, 25], 'W')),
      ax('GPS & DSC', ['No', 'Yes']),
    ],
    when: (s) =>
      (s.Type === 'Handheld'
        ? ['1 W', '5 W', '6 W'].includes(s['Transmit power']!) && (s.Band === 'VHF' || s['Transmit power'] === '1 W')
        : s['Transmit power'] === (s.Band === 'VHF' ? '25 W' : '5 W')) &&
      (s['GPS & DSC'] === 'No' || s.Band === 'VHF'),
    title: (s) => `${s.Type} ${t(s.Band)} Marine Radio ${t(s['Transmit power'])}${s['GPS & DSC'] === 'Yes' ? ' with GPS and DSC' : ''}`,
  },
];

export const FISH_FINDERS: Line[] = [
  {
    axes: [
      ax('Type', ['Fish Finder', 'Fish Finder Chartplotter', 'Chartplotter']),
      ax('Screen size', ['4.3"', '5"', '7"', '9"', '12"']),
      ax('Sonar', ['None', 'CHIRP', 'CHIRP with side imaging']),
    ],
    when: (s) =>
      s.Type === 'Chartplotter'
        ? s.Sonar === 'None' && s['Screen size'] !== '4.3"'
        : s.Sonar !== 'None' && (s.Type === 'Fish Finder' ? ['4.3"', '5"', '7"'].includes(s['Screen size']!) : s['Screen size'] !== '4.3"'),
    title: (s) =>
      `${t(s['Screen size'])} ${s.Type}${s.Sonar === 'None' ? ' with Australian Charts' : s.Sonar === 'CHIRP' ? ' CHIRP Sonar' : ' CHIRP Side Imaging'}`,
  },
];

export const MARINE_STEREOS: Line[] = [
  {
    axes: [
      ax('Type', ['Marine Media Receiver', 'Marine Stereo Kit with Speakers', 'Marine Media Receiver with Display']),
      ax('Zones', [1, 2, 4]),
      ax('Water rating', ['IPX6', 'IPX7']),
      fix({ 'Power output': '4 x 50 W' }),
    ],
    when: (s) => !(s.Type === 'Marine Stereo Kit with Speakers' && s.Zones === '4'),
    title: (s) => `${s.Type}${s.Zones === '1' ? '' : ` ${s.Zones}-Zone`} ${s['Water rating']}`,
  },
];

export const MARINE_SPEAKERS: Line[] = [
  {
    axes: [
      ax('Type', ['Marine Speaker Pair', 'Marine Speaker Pair with RGB LEDs', 'Marine Wake Tower Speaker Pair']),
      ax('Size', ['5.25"', '6.5"', '7.7"', '8.8"']),
      ax('Colour', ['White', 'Black']),
      ax('Power handling', units([60, 100, 200], 'W')),
    ],
    when: (s) =>
      s.Type === 'Marine Wake Tower Speaker Pair'
        ? ['7.7"', '8.8"'].includes(s.Size!) && s['Power handling'] === '200 W'
        : ['5.25"', '6.5"'].includes(s.Size!) && s['Power handling'] === (s.Size === '5.25"' ? '60 W' : '100 W'),
    title: (s) => `${t(s.Size)} ${s['Power handling'].replace(' W', 'W')} ${s.Type} ${s.Colour}`,
  },
];

export const MARINE_LIGHTS: Line[] = [
  {
    axes: [
      ax('Type', [
        'LED Navigation Light Port and Starboard',
        'LED Stern Light',
        'LED All-Round Anchor Light',
        'Underwater LED Light',
        'LED Deck Light',
        'LED Spreader Light',
      ]),
      ax('Colour', ['White', 'Blue', 'Red/Green']),
      ax('Visibility', ['1 nm', '2 nm', 'n/a']),
      fix({ Voltage: '12 V', 'Water rating': 'IP67' }),
    ],
    when: (s) =>
      s.Type === 'LED Navigation Light Port and Starboard'
        ? s.Colour === 'Red/Green' && s.Visibility !== 'n/a'
        : s.Type === 'LED Stern Light' || s.Type === 'LED All-Round Anchor Light'
          ? s.Colour === 'White' && s.Visibility !== 'n/a'
          : s.Visibility === 'n/a' && s.Colour !== 'Red/Green' && (s.Type === 'Underwater LED Light' || s.Colour === 'White'),
    title: (s) =>
      `${s.Type}${s.Visibility === 'n/a' ? '' : ` ${s.Visibility.replace(' nm', 'NM')}`}${s.Type === 'Underwater LED Light' ? ` ${s.Colour}` : ''} 12V`,
  },
];

export const MARINE_POWER: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Rating'],
        [
          ['Marine Battery Switch', '300 A'],
          ['Marine Dual Battery Switch', '300 A'],
          ['Marine Battery Isolator Switch', '500 A'],
          ['Bilge Pump', '500 GPH'],
          ['Bilge Pump', '750 GPH'],
          ['Bilge Pump', '1100 GPH'],
          ['Automatic Bilge Pump', '600 GPH'],
          ['Automatic Bilge Pump', '1100 GPH'],
          ['Bilge Float Switch', '20 A'],
          ['Marine Switch Panel 6-Gang', '15 A'],
        ],
      ),
      ax('Voltage', ['12 V', '24 V']),
    ],
    when: (s) => s.Voltage === '12 V' || s.Type!.includes('Bilge Pump'),
    title: (s) => `${t(s.Voltage)} ${s.Rating!.endsWith('GPH') ? `${s.Rating} ` : ''}${s.Type}${s.Rating!.endsWith('GPH') ? '' : ` ${t(s.Rating)}`}`,
  },
];
