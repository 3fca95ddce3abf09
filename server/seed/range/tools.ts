import { ax, fix, type Line, pack, t, units } from '../specs';

export const IRONS: Line[] = [
  {
    axes: [
      [
        { Type: 'Soldering Iron', Control: 'Fixed temperature', Supply: '240 V AC', Display: 'None' },
        { Type: 'Soldering Iron', Control: 'Adjustable temperature', Supply: '240 V AC', Display: 'Dial' },
        { Type: 'Soldering Iron', Control: 'Adjustable temperature', Supply: 'USB-C PD', Display: 'OLED' },
        { Type: 'Soldering Station', Control: 'Adjustable temperature', Supply: '240 V AC', Display: 'Dial' },
        { Type: 'Soldering Station', Control: 'Adjustable temperature', Supply: '240 V AC', Display: 'Digital' },
        { Type: 'Soldering & Hot Air Rework Station', Control: 'Adjustable temperature', Supply: '240 V AC', Display: 'Digital' },
        { Type: 'Gas Soldering Iron', Control: 'Adjustable flame', Supply: 'Butane', Display: 'None' },
      ],
      ax('Power', units([25, 40, 60, 80, 110, 150], 'W')),
      ax('Tip', ['Conical', 'Chisel']),
    ],
    when: (s) => {
      const w = Number.parseInt(s.Power!);
      if (s.Type === 'Soldering Station') return w >= 60;
      if (s.Type.startsWith('Soldering &')) return w >= 110;
      if (s.Supply === 'USB-C PD') return w === 60 || w === 80;
      if (s.Type === 'Gas Soldering Iron') return w === 25 || w === 80;
      return s.Control === 'Fixed temperature' ? w <= 60 : w >= 40 && w <= 80;
    },
    title: (s) =>
      `${t(s.Power)} ${s.Supply === 'USB-C PD' ? 'USB-C ' : ''}${s.Control === 'Adjustable temperature' && s.Type === 'Soldering Iron' ? 'Temperature Controlled ' : ''}${s.Display === 'Digital' ? 'Digital ' : ''}${s.Type} ${s.Tip} Tip`,
  },
];

const ALLOYS = [
  { Alloy: '60/40 tin-lead', Lead: 'Leaded', Name: '60/40' },
  { Alloy: '63/37 tin-lead', Lead: 'Leaded', Name: '63/37' },
  { Alloy: 'SAC305', Lead: 'Lead-free', Name: 'Lead-free SAC305' },
  { Alloy: 'Sn99.3/Cu0.7', Lead: 'Lead-free', Name: 'Lead-free Sn99.3Cu0.7' },
];

export const SOLDER: Line[] = [
  {
    axes: [
      ALLOYS,
      ax('Diameter', units([0.5, 0.71, 1, 1.6], 'mm')),
      ax('Weight', units([15, 100, 250, 500], 'g')),
      fix({ 'Flux core': 'Rosin, 2.2%' }),
    ],
    when: (s) => !(s.Diameter === '1.6 mm' && s.Weight === '15 g') && !(s.Diameter === '0.5 mm' && s.Weight === '500 g'),
    title: (s) => `${s.Name} Solder Wire ${t(s.Diameter)} ${t(s.Weight)}`,
    blurb: (s) =>
      s.Lead === 'Leaded'
        ? 'Contains lead: wash your hands after soldering and work with ventilation.'
        : 'Lead-free for RoHS work; runs about 30 °C hotter than tin-lead.',
    everywhere: (s) => s.Name === '60/40' && s.Diameter === '0.71 mm' && s.Weight === '100 g',
  },
];

export const FLUX: Line[] = [
  {
    axes: [
      ax('Type', ['Flux Pen', 'Flux Paste', 'Liquid Flux', 'Solder Paste', 'Flux Remover Spray']),
      ax('Flux class', ['No-clean', 'Rosin', 'Water soluble']),
      ax('Volume', ['10 mL', '30 mL', '100 mL', '300 mL']),
    ],
    when: (s) =>
      s.Type === 'Flux Remover Spray'
        ? s['Flux class'] === 'No-clean' && s.Volume === '300 mL'
        : s.Type === 'Flux Pen'
          ? s.Volume === '10 mL'
          : s.Volume !== '300 mL' && !(s.Type === 'Solder Paste' && s.Volume === '100 mL'),
    title: (s) => (s.Type === 'Flux Remover Spray' ? `Flux Remover Spray ${t(s.Volume)}` : `${s['Flux class']} ${s.Type} ${t(s.Volume)}`),
  },
];

export const DESOLDER: Line[] = [
  {
    axes: [ax('Width', units([1.5, 2, 2.5, 3.5], 'mm')), ax('Length', units([1.5, 3, 15], 'm')), ax('Flux', ['No-clean', 'Rosin'])],
    when: (s) => s.Length !== '15 m' || s.Width === '2.5 mm',
    title: (s) => `${s.Flux} Desoldering Braid ${t(s.Width)} x ${t(s.Length)}`,
  },
];

export const PLIERS: Line[] = [
  {
    axes: [
      ax('Type', ['Side Cutters', 'Flush Cutters', 'Long Nose Pliers', 'Bent Nose Pliers', 'Wire Stripper', 'Automatic Wire Stripper']),
      ax('Length', units([115, 130, 150, 180, 200], 'mm')),
      [
        { Handle: 'Cushion grip', 'Insulation rating': 'None' },
        { Handle: 'ESD-safe', 'Insulation rating': 'None' },
        { Handle: 'Insulated', 'Insulation rating': '1000 V' },
      ],
    ],
    when: (s) =>
      !(s.Type === 'Automatic Wire Stripper' && s.Handle !== 'Cushion grip') && !(s.Handle === 'ESD-safe' && Number.parseInt(s.Length!) > 150),
    title: (s) =>
      `${t(s.Length)} ${s.Type}${s.Handle === 'Cushion grip' ? '' : s.Handle === 'ESD-safe' ? ' ESD-Safe' : ` Insulated ${t(s['Insulation rating'])}`}`,
  },
];

export const DRIVERS: Line[] = [
  {
    axes: [
      ax('Type', ['Precision Screwdriver Set', 'Driver Bit Set', 'Nut Driver Set', 'Insulated Screwdriver Set', 'Electronics Repair Tool Kit']),
      ax('Pieces', [6, 12, 24, 45, 120]),
      ax('Case', ['Pouch', 'Hard case']),
    ],
    when: (s) => (s.Type === 'Driver Bit Set' || s.Type === 'Electronics Repair Tool Kit' ? Number(s.Pieces) >= 24 : Number(s.Pieces) <= 24),
    title: (s) => `${s.Pieces} Piece ${s.Type}${s.Case === 'Hard case' ? ' with Hard Case' : ''}`,
  },
];

export const CRIMPERS: Line[] = [
  {
    axes: [
      [
        { Type: 'Ratchet Crimper', Terminals: 'Insulated terminals', 'Wire size': '0.5-6 mm²' },
        { Type: 'Ratchet Crimper', Terminals: 'Bootlace ferrules', 'Wire size': '0.25-10 mm²' },
        { Type: 'Ratchet Crimper', Terminals: 'Dupont and JST', 'Wire size': '0.1-1 mm²' },
        { Type: 'Ratchet Crimper', Terminals: 'RJ45 modular plugs', 'Wire size': 'Cat5e-Cat6' },
        { Type: 'Hydraulic Lug Crimper', Terminals: 'Battery lugs', 'Wire size': '10-120 mm²' },
        { Type: 'Hammer Lug Crimper', Terminals: 'Battery lugs', 'Wire size': '6-95 mm²' },
        { Type: 'Anderson Plug Crimper', Terminals: 'Anderson-style contacts', 'Wire size': '6-50 mm²' },
      ],
      ax('Kit', ['Tool only', 'With terminal kit']),
    ],
    when: (s) => s.Kit === 'Tool only' || s.Type === 'Ratchet Crimper',
    title: (s) => `${s.Type} for ${s.Terminals}${s.Kit === 'Tool only' ? '' : ' with Terminal Kit'}`,
  },
];

export const ROTARY: Line[] = [
  {
    axes: [
      ax('Type', ['Rotary Tool Kit', 'Cordless Rotary Tool Kit', 'Cordless Drill Driver', 'Mini Drill Press', 'Bench Grinder']),
      ax('Power', units([40, 130, 180, 350], 'W')),
      [
        { Supply: 'Mains', Voltage: '240 V' },
        { Supply: 'Li-ion battery', Voltage: '12 V' },
        { Supply: 'Li-ion battery', Voltage: '18 V' },
      ],
      ax('Accessories included', [0, 40, 120]),
    ],
    when: (s) => {
      const cordless = s.Type.startsWith('Cordless');
      if (cordless !== (s.Supply !== 'Mains')) return false;
      if (s.Type === 'Rotary Tool Kit') return s.Power === '130 W' || s.Power === '180 W';
      if (s.Type === 'Cordless Rotary Tool Kit') return s.Power === '40 W' && s['Accessories included'] !== '0';
      if (s.Type === 'Cordless Drill Driver') return s.Power === '350 W' && s['Accessories included'] !== '120';
      return s.Power === '350 W' && s['Accessories included'] === '0';
    },
    title: (s) =>
      `${s.Supply === 'Mains' ? t(s.Power) : `${t(s.Voltage)} Li-ion`} ${s.Type}${s['Accessories included'] === '0' ? '' : ` with ${s['Accessories included']} Accessories`}`,
  },
];

export const GLUE: Line[] = [
  {
    axes: [
      ax('Type', ['Hot Glue Gun', 'Cordless Hot Glue Gun', 'Heat Gun', 'Glue Sticks']),
      ax('Power', units([20, 60, 100, 2000], 'W')),
      ax('Stick size', units([7, 11], 'mm')),
      ax('Pack quantity', [1, 12, 50]),
    ],
    when: (s) =>
      s.Type === 'Glue Sticks'
        ? s.Power === '20 W' && s['Pack quantity'] !== '1'
        : s['Pack quantity'] === '1' &&
          (s.Type === 'Heat Gun'
            ? s.Power === '2000 W' && s['Stick size'] === '11 mm'
            : s.Power !== '2000 W' && (s.Type === 'Hot Glue Gun' || s.Power === '60 W')),
    title: (s) =>
      s.Type === 'Glue Sticks'
        ? `Hot Glue Sticks ${t(s['Stick size'])}${pack(s)}`
        : s.Type === 'Heat Gun'
          ? `${t(s.Power)} Heat Gun`
          : `${t(s.Power)} ${s.Type} ${t(s['Stick size'])}`,
  },
];

export const STORAGE_BENCH: Line[] = [
  {
    axes: [
      ax('Type', ['Parts Storage Cabinet', 'Compartment Organiser Box', 'Tool Box', 'Anti-Static Mat', 'Workbench']),
      ax('Size', [
        '16 drawers',
        '24 drawers',
        '44 drawers',
        '60 drawers',
        '15 compartments',
        '24 compartments',
        '400 mm',
        '600 mm',
        '1200 mm',
        '1800 mm',
      ]),
      ax('Material', ['Plastic', 'Steel', 'Rubber']),
    ],
    when: (s) => {
      const d = s.Size!.endsWith('drawers');
      const c = s.Size!.endsWith('compartments');
      if (s.Type === 'Parts Storage Cabinet') return d && s.Material !== 'Rubber';
      if (s.Type === 'Compartment Organiser Box') return c && s.Material === 'Plastic';
      if (s.Type === 'Anti-Static Mat') return s.Material === 'Rubber' && (s.Size === '600 mm' || s.Size === '1200 mm');
      if (s.Type === 'Workbench') return s.Material === 'Steel' && (s.Size === '1200 mm' || s.Size === '1800 mm');
      return s.Material !== 'Rubber' && (s.Size === '400 mm' || s.Size === '600 mm');
    },
    title: (s) => {
      const size = /\d mm$/.test(s.Size!)
        ? t(s.Size)
        : s.Size!.replace(/^(\d+) (\w)/, (_: string, n: string, w: string) => `${n}-${w.toUpperCase()}`).replace(/s$/, '');
      return s.Type === 'Parts Storage Cabinet' || s.Type === 'Compartment Organiser Box'
        ? `${size} ${s.Material} ${s.Type}`
        : `${size} ${s.Type === 'Anti-Static Mat' ? 'Anti-Static Bench Mat' : `${s.Material} ${s.Type}`}`;
    },
  },
];
