import { ax, fix, type Line, pack, type Specs, t, units } from '../specs';

const rows = (keys: readonly string[], values: ReadonlyArray<readonly (string | number)[]>): Specs[] =>
  values.map((v) => Object.fromEntries(keys.map((k, i) => [k, String(v[i])])));

/** Cells by size: the chemistry fixes the voltage, the size the capacity range. */
export const RECHARGEABLE: Line[] = [
  {
    axes: [
      rows(
        ['Size', 'Chemistry', 'Voltage', 'Capacity'],
        [
          ['AAA', 'NiMH', '1.2 V', '800 mAh'],
          ['AAA', 'NiMH', '1.2 V', '1100 mAh'],
          ['AA', 'NiMH', '1.2 V', '2000 mAh'],
          ['AA', 'NiMH', '1.2 V', '2600 mAh'],
          ['C', 'NiMH', '1.2 V', '4500 mAh'],
          ['D', 'NiMH', '1.2 V', '10000 mAh'],
          ['9V', 'NiMH', '8.4 V', '250 mAh'],
          ['18650', 'Li-ion', '3.7 V', '2600 mAh'],
          ['18650', 'Li-ion', '3.7 V', '3000 mAh'],
          ['18650', 'Li-ion', '3.7 V', '3500 mAh'],
          ['21700', 'Li-ion', '3.7 V', '4000 mAh'],
          ['21700', 'Li-ion', '3.7 V', '5000 mAh'],
          ['14500', 'Li-ion', '3.7 V', '800 mAh'],
          ['LiPo 1S', 'LiPo', '3.7 V', '500 mAh'],
          ['LiPo 1S', 'LiPo', '3.7 V', '1200 mAh'],
          ['LiPo 2S', 'LiPo', '7.4 V', '2200 mAh'],
          ['LiPo 3S', 'LiPo', '11.1 V', '2200 mAh'],
          ['LiPo 3S', 'LiPo', '11.1 V', '5000 mAh'],
        ],
      ),
      ax('Pack quantity', [1, 2, 4, 10]),
    ],
    when: (s) =>
      s.Chemistry === 'LiPo'
        ? s['Pack quantity'] === '1'
        : s.Chemistry === 'Li-ion'
          ? s['Pack quantity'] !== '10'
          : s.Size === '9V'
            ? s['Pack quantity'] !== '10' && s['Pack quantity'] !== '4'
            : s['Pack quantity'] !== '1',
    title: (s) =>
      s.Chemistry === 'LiPo'
        ? `${t(s.Voltage)} ${t(s.Capacity)} LiPo Battery ${s.Size.replace('LiPo ', '')} JST`
        : s.Chemistry === 'Li-ion'
          ? `${s.Size} ${t(s.Voltage)} ${t(s.Capacity)} Li-ion Rechargeable Battery${pack(s)}`
          : `${s.Size === '9V' ? t(s.Voltage) : s.Size} ${t(s.Capacity)} NiMH Rechargeable Battery${pack(s)}`,
    blurb: (s) =>
      s.Chemistry === 'NiMH'
        ? 'Low self-discharge: ready to use from the pack and holds most of its charge for a year.'
        : 'Protected cell with a button top; charge only with a lithium charger.',
  },
];

export const DEEP_CYCLE: Line[] = [
  {
    axes: [
      rows(
        ['Chemistry', 'Voltage', 'Name'],
        [
          ['AGM', '12 V', 'AGM'],
          ['Gel', '12 V', 'Gel'],
          ['LiFePO4', '12.8 V', 'Lithium LiFePO4'],
        ],
      ),
      ax('Capacity', units([50, 75, 100, 120, 135, 200, 300], 'Ah')),
      ax('Bluetooth monitoring', ['No', 'Yes']),
    ],
    when: (s) =>
      (s.Chemistry === 'LiFePO4' ? true : s['Bluetooth monitoring'] === 'No' && s.Capacity !== '300 Ah') &&
      !(s.Chemistry === 'Gel' && Number.parseInt(s.Capacity!) < 100),
    title: (s) => `${t(s.Voltage)} ${t(s.Capacity)} ${s.Name} Deep Cycle Battery${s['Bluetooth monitoring'] === 'Yes' ? ' with Bluetooth' : ''}`,
    blurb: (s) =>
      s.Chemistry === 'LiFePO4'
        ? 'Lithium iron phosphate with a built-in battery management system: about 3000 cycles and half the weight of AGM.'
        : 'Sealed and maintenance-free for caravans, camper trailers and solar storage.',
  },
];

export const PRIMARY_CELLS: Line[] = [
  {
    axes: [
      rows(
        ['Size', 'Chemistry', 'Voltage', 'Capacity'],
        [
          ['AA', 'Alkaline', '1.5 V', '2850 mAh'],
          ['AAA', 'Alkaline', '1.5 V', '1200 mAh'],
          ['C', 'Alkaline', '1.5 V', '7800 mAh'],
          ['D', 'Alkaline', '1.5 V', '17000 mAh'],
          ['9V', 'Alkaline', '9 V', '550 mAh'],
          ['AA', 'Lithium', '1.5 V', '3000 mAh'],
          ['CR2032', 'Lithium', '3 V', '225 mAh'],
          ['CR2025', 'Lithium', '3 V', '160 mAh'],
          ['CR2016', 'Lithium', '3 V', '90 mAh'],
          ['CR123A', 'Lithium', '3 V', '1500 mAh'],
          ['LR44', 'Alkaline', '1.5 V', '150 mAh'],
          ['SR626SW', 'Silver Oxide', '1.55 V', '28 mAh'],
        ],
      ),
      ax('Pack quantity', [1, 2, 4, 10, 24]),
    ],
    when: (s) =>
      ['AA', 'AAA'].includes(s.Size!) && s.Chemistry === 'Alkaline'
        ? s['Pack quantity'] !== '1'
        : s['Pack quantity'] !== '24' && (s.Size!.startsWith('CR20') || s.Size === 'LR44' || s['Pack quantity'] !== '10'),
    title: (s) =>
      `${s.Size} ${s.Chemistry === 'Alkaline' && !['AA', 'AAA', 'C', 'D', '9V'].includes(s.Size!) ? 'Alkaline Button Cell' : s.Size!.startsWith('CR2') ? 'Lithium Coin Cell' : s.Chemistry === 'Silver Oxide' ? 'Silver Oxide Watch Battery' : `${s.Chemistry} Battery`} ${t(s.Voltage)}${pack(s)}`.replace(
        '9V Alkaline Battery 9V',
        '9V Alkaline Battery',
      ),
    everywhere: (s) => s.Size === 'AA' && s.Chemistry === 'Alkaline' && s['Pack quantity'] === '4',
  },
];

export const BATTERY_CHARGERS: Line[] = [
  {
    axes: [
      rows(
        ['Type', 'Battery types', 'Input'],
        [
          ['Smart Battery Charger', 'Lead acid, AGM, Gel, LiFePO4', '240 V AC'],
          ['DC-DC Battery Charger', 'Lead acid, AGM, Gel, LiFePO4', '12 V DC'],
          ['DC-DC Battery Charger with MPPT', 'Lead acid, AGM, Gel, LiFePO4', '12 V DC'],
          ['Cell Charger', 'NiMH, Li-ion', 'USB-C'],
          ['LiPo Balance Charger', 'LiPo, LiFePO4, NiMH', '12 V DC'],
        ],
      ),
      ax('Charge current', units([1, 2, 4, 8, 10, 15, 20, 25, 40], 'A')),
      ax('Battery voltage', ['12 V', '12/24 V', 'Cells']),
    ],
    when: (s) => {
      const a = Number.parseInt(s['Charge current']!);
      if (s.Type === 'Cell Charger' || s.Type === 'LiPo Balance Charger')
        return s['Battery voltage'] === 'Cells' && (s.Type === 'Cell Charger' ? a <= 2 : a >= 4 && a <= 10);
      if (s['Battery voltage'] === 'Cells') return false;
      if (s.Type === 'Smart Battery Charger') return a >= 4 && a <= 25 && (s['Battery voltage'] === '12 V' || a >= 10);
      return a >= 20 && (s['Battery voltage'] === '12 V' || a === 40 || a === 25);
    },
    title: (s) => `${s['Battery voltage'] === 'Cells' ? '' : `${t(s['Battery voltage'])} `}${t(s['Charge current'])} ${s.Type}`,
  },
];

export const PLUGPACKS: Line[] = [
  {
    axes: [
      ax('Output voltage', units([5, 9, 12, 24], 'V')),
      ax('Output current', units([1, 2, 3, 5], 'A')),
      rows(
        ['Type', 'Connector'],
        [
          ['Plugpack', '2.1 mm DC'],
          ['Switchmode Power Supply', 'Screw terminals'],
          ['USB-C PD Wall Charger', 'USB-C'],
        ],
      ),
    ],
    when: (s) =>
      s.Type === 'USB-C PD Wall Charger'
        ? s['Output voltage'] === '5 V' && s['Output current'] === '3 A'
        : s.Type === 'Plugpack'
          ? s['Output current'] !== '5 A'
          : s['Output voltage'] !== '9 V',
    title: (s) =>
      s.Type === 'USB-C PD Wall Charger'
        ? `USB-C PD Wall Charger ${t(s['Output voltage'])} ${t(s['Output current'])}`
        : `${t(s['Output voltage'])} ${t(s['Output current'])} ${s.Type}`,
  },
];

export const POWER_BANKS: Line[] = [
  {
    axes: [
      ax('Type', ['Power Bank', 'Jump Starter Power Bank', 'Portable Power Station']),
      ax('Capacity', ['10000 mAh', '20000 mAh', '26800 mAh', '256 Wh', '512 Wh', '1024 Wh']),
      rows(
        ['Output', 'Output power'],
        [
          ['USB-C PD', '20 W'],
          ['USB-C PD', '65 W'],
          ['240 V AC and USB-C', '300 W'],
          ['240 V AC and USB-C', '1000 W'],
        ],
      ),
    ],
    when: (s) =>
      s.Type === 'Portable Power Station'
        ? s.Capacity!.endsWith('Wh') && s.Output !== 'USB-C PD' && (s['Output power'] === '1000 W') === (s.Capacity === '1024 Wh')
        : s.Capacity!.endsWith('mAh') && s.Output === 'USB-C PD' && (s.Type === 'Power Bank' || s.Capacity !== '10000 mAh'),
    title: (s) => `${t(s.Capacity)} ${s.Type} ${t(s['Output power'])}`,
  },
];

export const SOLAR_PANELS: Line[] = [
  {
    axes: [
      ax('Type', ['Monocrystalline Solar Panel', 'Folding Solar Blanket', 'Folding Solar Panel Kit', 'Flexible Solar Panel']),
      ax('Power', units([20, 40, 80, 120, 160, 200, 250, 300, 400], 'W')),
      fix({ 'Nominal voltage': '12 V', 'Cell type': 'Monocrystalline' }),
      ax('Cable', ['Anderson plug', 'MC4']),
    ],
    when: (s) => {
      const w = Number.parseInt(s.Power!);
      if (s.Type === 'Monocrystalline Solar Panel') return s.Cable === 'MC4' || w <= 200;
      if (s.Type === 'Flexible Solar Panel') return s.Cable === 'MC4' && w <= 200 && w >= 80;
      return s.Cable === 'Anderson plug' && w >= 80 && w <= (s.Type === 'Folding Solar Blanket' ? 400 : 250);
    },
    title: (s) => `${t(s['Nominal voltage'])} ${t(s.Power)} ${s.Type}${s.Cable === 'Anderson plug' ? ' with Anderson Plug' : ''}`,
  },
];

export const INVERTERS: Line[] = [
  {
    axes: [
      ax('Waveform', ['Modified Sine Wave', 'Pure Sine Wave']),
      ax('Continuous power', units([150, 300, 600, 1000, 1500, 2000, 3000], 'W')),
      ax('Input voltage', ['12 V', '24 V']),
      ax('Remote', ['No', 'Yes']),
    ],
    when: (s) =>
      !(s.Waveform === 'Modified Sine Wave' && Number.parseInt(s['Continuous power']!) > 1000) &&
      !(s.Remote === 'Yes' && Number.parseInt(s['Continuous power']!) < 1000),
    title: (s) => `${t(s['Input voltage'])} ${t(s['Continuous power'])} ${s.Waveform} Inverter${s.Remote === 'Yes' ? ' with Remote' : ''}`,
  },
];

export const REGULATORS: Line[] = [
  {
    axes: [
      ax('Type', ['PWM Solar Regulator', 'MPPT Solar Regulator', 'MPPT Solar Regulator with Bluetooth']),
      ax('Charge current', units([10, 20, 30, 40, 60], 'A')),
      ax('Battery voltage', ['12 V', '12/24 V']),
      fix({ 'Battery types': 'AGM, Gel, LiFePO4' }),
    ],
    when: (s) => (s.Type === 'PWM Solar Regulator' ? Number.parseInt(s['Charge current']!) <= 30 : Number.parseInt(s['Charge current']!) >= 20),
    title: (s) => `${t(s['Battery voltage'])} ${t(s['Charge current'])} ${s.Type}`,
  },
];
