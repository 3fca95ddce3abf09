import type { CatalogProduct } from './store';

/**
 * Drawings of products, by kind: what a product is is read from robust signals only (words in its leaf,
 * group and top category names and its title; spec keys such as Colour, Resistance, Capacitance, Capacity,
 * Length, Pack quantity), so a reworked catalogue still gets a fitting picture, and a product nothing
 * matches gets its group's generic drawing. Every drawing is on a 400 × 400 canvas, the item centred near
 * (200, 200) in about 300 × 300.
 */

export interface Look {
  /** The item's body colour (its Colour spec, or the category's palette). */
  readonly body: string;
  readonly dark: string;
  readonly light: string;
  /** A second colour for details (LED lens, cable plug, kit box art). */
  readonly accent: string;
  /** 0 (smallest of its kind) … 1 (largest), from capacity, length, capacitance … */
  readonly size: number;
  /** Items in the pack, 1 … 6 drawn. */
  readonly count: number;
  readonly specs: Readonly<Record<string, string>>;
  /** Words of the product (title and category names), lower case. */
  readonly words: string;
  /** Its title, lower case: what picks a variant (a mouse among keyboards, an alkaline among button cells). */
  readonly title: string;
  /** A short brand mark for the item's label (never the main feature). */
  readonly mark: string;
}

export interface Art {
  readonly kind: string;
  /** The SVG of the item, on the 400 × 400 canvas. */
  readonly draw: (look: Look) => string;
  /** Where a close-up looks: a point of the canvas. */
  readonly focus?: readonly [number, number];
}

// ---------------------------------------------------------------- colours

const NAMED: Readonly<Record<string, string>> = {
  black: '#2b2d31',
  white: '#f4f4f2',
  red: '#d23b32',
  blue: '#2f6fd0',
  green: '#2f9e55',
  yellow: '#f2c230',
  orange: '#ef8a2a',
  grey: '#8a9099',
  gray: '#8a9099',
  'space grey': '#5b6068',
  silver: '#c4c9cf',
  purple: '#7d4cc2',
  violet: '#7d4cc2',
  pink: '#e46fa6',
  brown: '#8a5a35',
  gold: '#d4a640',
  clear: '#dfe9ef',
  transparent: '#dfe9ef',
  teal: '#2a9d9a',
  navy: '#24407a',
  cyan: '#35b8d6',
  warm: '#ffcf7a',
  rgb: '#b05cff',
};

/** A stable, friendly palette a category's products share when they name no colour. */
const PALETTE = ['#2f6fd0', '#2f9e55', '#d2553a', '#7d4cc2', '#ef8a2a', '#2a9d9a', '#3b4b63', '#c23d6b', '#5a7d2a', '#a0672c'];

export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export function colourNamed(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = name.trim().toLowerCase();
  if (NAMED[key]) return NAMED[key];
  const word = Object.keys(NAMED).find((k) => new RegExp(`\\b${k}\\b`).test(key));
  return word ? NAMED[word] : undefined;
}

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

/** Mixes a #rrggbb colour toward black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

// ---------------------------------------------------------------- reading specs

/** The first number of a spec value, scaled by its unit prefix (k, M, m, u/µ, n, p). */
export function quantityOf(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const match = /(-?\d+(?:\.\d+)?)\s*([kKMmuµnp]?)/.exec(value.replace(',', ''));
  if (!match) return undefined;
  const n = Number(match[1]);
  const scale: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, m: 1e-3, u: 1e-6, µ: 1e-6, n: 1e-9, p: 1e-12, '': 1 };
  return n * (scale[match[2] ?? ''] ?? 1);
}

/** Resistor colour code: the two significant digits and the multiplier of a value in ohms. */
const BAND_COLOURS = ['#1d1d1d', '#7a4a24', '#d23b32', '#ef8a2a', '#f2d230', '#2f9e55', '#2f6fd0', '#7d4cc2', '#8a9099', '#f4f4f2'];
export function resistorBands(ohms: number): [string, string, string] {
  const value = Math.max(1, ohms);
  let exponent = Math.floor(Math.log10(value)) - 1;
  let digits = Math.round(value / 10 ** exponent);
  if (digits >= 100) {
    digits = Math.round(digits / 10);
    exponent += 1;
  }
  const multiplier = clamp(exponent, 0, 9);
  return [BAND_COLOURS[Math.floor(digits / 10) % 10]!, BAND_COLOURS[digits % 10]!, BAND_COLOURS[multiplier]!];
}

/** Ohms of a Resistance spec such as "4.7k ohm", "10k", "220 ohm", "1M". */
export function ohmsOf(value: string | undefined): number | undefined {
  const q = quantityOf(value?.replace(/ohm|Ω/gi, ''));
  return q === undefined ? undefined : q;
}

// ---------------------------------------------------------------- drawing helpers

const r2 = (n: number): string => (Math.round(n * 10) / 10).toString();
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** A vertical gradient a drawing references as url(#id); ids are per drawing, so views can repeat them. */
const vgrad = (id: string, stops: readonly string[]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map((c, i) => `<stop offset="${r2(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const hgrad = (id: string, stops: readonly string[]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops.map((c, i) => `<stop offset="${r2(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const defs = (...items: string[]): string => `<defs>${items.join('')}</defs>`;
const markText = (x: number, y: number, text: string, size: number, fill: string, anchor = 'middle'): string =>
  text
    ? `<text x="${r2(x)}" y="${r2(y)}" text-anchor="${anchor}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="0.5" fill="${fill}">${text}</text>`
    : '';
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Pins along a side of a chip or header. */
const pins = (x: number, y: number, n: number, pitch: number, w: number, h: number, fill: string): string =>
  range(n)
    .map((i) => rect(x + i * pitch, y, w, h, fill, ' rx="1"'))
    .join('');

const PCB_GREEN = '#1f7a4d';
/** Circuit boards come in few colours: solder-mask green, blue, black, red and purple. */
const PCB_COLOURS = ['#1f7a4d', '#1d5fa8', '#23272d', '#1b6f8a', '#a3262c', '#5b3a99'];
const pcbOf = (l: Look): string => colourNamed(l.specs.Colour) ?? PCB_COLOURS[hashOf(l.words) % PCB_COLOURS.length]!;
const GOLD = '#d8b25a';
const METAL = '#b9c0c8';

// ---------------------------------------------------------------- drawings

const devBoard = (l: Look): string => {
  const w = 290,
    h = 200,
    x = 200 - w / 2,
    y = 200 - h / 2;
  const pcb = pcbOf(l);
  return [
    defs(vgrad('pcb', [shade(pcb, 0.12), shade(pcb, -0.12)])),
    rect(x, y, w, h, 'url(#pcb)', ' rx="12"'),
    rect(x, y, w, h, 'none', ` rx="12" stroke="${shade(pcb, -0.35)}" stroke-width="3"`),
    ...[
      [x + 14, y + 14],
      [x + w - 14, y + 14],
      [x + 14, y + h - 14],
      [x + w - 14, y + h - 14],
    ].map(([cx, cy]) => circle(cx!, cy!, 6, '#e9e4d4') + circle(cx!, cy!, 3, shade(pcb, -0.4))),
    // headers
    rect(x + 40, y + 8, 210, 16, '#1d1d1d', ' rx="2"'),
    pins(x + 45, y + 12, 20, 10.3, 5, 8, GOLD),
    rect(x + 60, y + h - 24, 180, 16, '#1d1d1d', ' rx="2"'),
    pins(x + 65, y + h - 20, 17, 10.3, 5, 8, GOLD),
    // USB and power jack
    rect(x - 12, y + 40, 44, 38, METAL, ' rx="3"') + rect(x - 12, y + 46, 40, 26, shade(METAL, -0.25), ' rx="2"'),
    rect(x - 8, y + 120, 46, 40, '#1d1d1d', ' rx="4"') + circle(x + 16, y + 140, 10, '#444'),
    // chip and parts
    rect(x + 130, y + 70, 70, 70, '#222', ' rx="4"'),
    ...range(8).map(
      (i) =>
        rect(x + 134 + i * 8.4, y + 62, 4, 8, METAL) +
        rect(x + 134 + i * 8.4, y + 140, 4, 8, METAL) +
        rect(x + 122, y + 74 + i * 8.4, 8, 4, METAL) +
        rect(x + 200, y + 74 + i * 8.4, 8, 4, METAL),
    ),
    circle(x + 142, y + 82, 3, '#555'),
    markText(x + 165, y + 110, l.mark.length <= 6 ? l.mark : l.mark.slice(0, 3), 11, '#9aa0a6'),
    rect(x + 70, y + 60, 36, 14, METAL, ' rx="3"'),
    rect(x + 226, y + 80, 12, 24, '#c9a45a', ' rx="2"') + rect(x + 246, y + 80, 12, 24, '#c9a45a', ' rx="2"'),
    circle(x + 236, y + 140, 6, '#ff6a3d') + circle(x + 256, y + 140, 6, '#39d36b'),
    // traces
    line(`M${x + 106} ${y + 67}h24M${x + 88} ${y + 150}q20 0 42-10M${x + 208} ${y + 90}h18`, shade(pcb, 0.25), 2),
  ].join('');
};

const sbc = (l: Look): string => {
  const base = devBoard({ ...l });
  const x = 55,
    y = 100;
  return (
    base +
    [
      rect(x + 250, y + 30, 40, 44, METAL, ' rx="3"') + rect(x + 254, y + 36, 32, 14, '#333') + rect(x + 254, y + 54, 32, 14, '#333'),
      rect(x + 250, y + 118, 40, 40, METAL, ' rx="3"') + rect(x + 256, y + 128, 28, 20, '#2f6fd0', ' rx="2"'),
    ].join('')
  );
};

const sensorModule = (l: Look): string => {
  const pcb = pcbOf(l);
  if (/soil moisture|water level|rain drop|water leak/.test(l.title)) {
    // a probe board: two prongs (soil), or traces across a plate (rain, level, leak)
    const fork = /soil/.test(l.title);
    return [
      fork
        ? path('M140 70h120v90h-30v180l-15 20-15-20V160h-20v180l-15 20-15-20V160h-10Z', /capacitive/.test(l.title) ? '#23272d' : pcb)
        : rect(110, 70, 180, 250, pcb, ' rx="10"'),
      fork
        ? /capacitive/.test(l.title)
          ? rect(150, 90, 50, 40, '#111', ' rx="3"')
          : path('M185 170v170M215 170v170', 'none', ` stroke="${GOLD}" stroke-width="6"`)
        : range(9)
            .map((i) => line(`M${i % 2 ? 130 : 140} ${96 + i * 24}h${130}`, GOLD, 6))
            .join(''),
      rect(150, 30, 100, 40, '#1d1d1d', ' rx="4"') + pins(160, 38, 3, 30, 10, 24, GOLD),
    ].join('');
  }
  if (/water flow/.test(l.title))
    return (
      rect(60, 160, 280, 80, GOLD, ' rx="10"') +
      rect(40, 170, 30, 60, shade(GOLD, -0.2), ' rx="4"') +
      rect(330, 170, 30, 60, shade(GOLD, -0.2), ' rx="4"') +
      circle(200, 160, 60, '#2b2d31') +
      line('M200 100v-40', '#d23b32', 5) +
      line('M210 100v-40', '#f2c230', 5) +
      line('M190 100v-40', '#2b2d31', 5)
    );
  if (/float switch|liquid level/.test(l.title))
    return (
      rect(180, 50, 40, 120, '#f4f4f2', ' rx="6"') +
      ellipse(200, 220, 70, 40, '#f4f4f2', ' stroke="#c8ccd2" stroke-width="3"') +
      rect(194, 260, 12, 60, '#f4f4f2') +
      line('M200 50q0-30 60-30', '#2b2d31', 6)
    );
  if (/load cell/.test(l.title))
    return (
      `<g transform="rotate(-20 200 200)">${rect(60, 160, 280, 70, '#c4c9cf', ' rx="6"')}${circle(170, 195, 22, '#f4f4f2')}${circle(230, 195, 22, '#f4f4f2')}${rect(170, 173, 60, 44, '#f4f4f2')}${circle(90, 195, 8, '#5b6068') + circle(310, 195, 8, '#5b6068')}</g>` +
      line('M70 250q-20 60 40 100', '#d23b32', 5) +
      line('M80 255q-10 60 50 100', '#2b2d31', 5)
    );
  if (/clamp/.test(l.title))
    return (
      circle(200, 170, 100, '#2b2d31') +
      circle(200, 170, 50, '#eef1f4') +
      rect(190, 68, 20, 30, '#5b6068') +
      line('M200 270q20 80 -60 100', '#2b2d31', 8)
    );
  return [
    defs(vgrad('pcb', [shade(pcb, 0.1), shade(pcb, -0.15)])),
    rect(110, 90, 180, 200, 'url(#pcb)', ' rx="10"'),
    circle(130, 110, 7, '#e9e4d4') + circle(270, 110, 7, '#e9e4d4'),
    // pin header at the bottom
    rect(135, 258, 130, 18, '#1d1d1d', ' rx="2"'),
    pins(142, 262, 6, 21, 8, 10, GOLD),
    rect(144, 276, 4, 40, METAL) +
      rect(165, 276, 4, 40, METAL) +
      rect(186, 276, 4, 40, METAL) +
      rect(207, 276, 4, 40, METAL) +
      rect(228, 276, 4, 40, METAL) +
      rect(249, 276, 4, 40, METAL),
    /ultrasonic|distance/.test(l.title)
      ? circle(160, 175, 38, METAL) +
        circle(160, 175, 28, '#333') +
        circle(240, 175, 38, METAL) +
        circle(240, 175, 28, '#333') +
        circle(160, 175, 10, '#555') +
        circle(240, 175, 10, '#555')
      : /pir|motion/.test(l.title)
        ? ellipse(200, 170, 58, 58, '#f4f4f2') + line('M150 150q50-30 100 0M148 180q52-30 104 0', '#d8d8d8', 3)
        : rect(165, 140, 70, 70, '#f4f4f2', ' rx="6"') +
          range(5)
            .map((i) => rect(172 + i * 12, 148, 6, 54, '#d9dde2', ' rx="2"'))
            .join('') +
          circle(200, 175, 12, '#222'),
    rect(130, 228, 22, 12, '#c9a45a', ' rx="2"') + rect(248, 228, 22, 12, '#c9a45a', ' rx="2"'),
    circle(270, 240, 5, '#ff4a3d'),
  ].join('');
};

const displayModule = (l: Look): string => {
  const oled = /oled/.test(l.title);
  const screen = oled ? '#0a0d14' : '#0e2a4a';
  const glow = oled ? '#7fd3ff' : '#9fe870';
  return [
    rect(70, 100, 260, 200, pcbOf(l), ' rx="10"'),
    rect(88, 120, 224, 150, '#111', ' rx="4"'),
    rect(96, 128, 208, 134, screen, ' rx="2"'),
    /matrix|7-segment/.test(l.title)
      ? range(8)
          .map((r) =>
            range(12)
              .map((c) => circle(108 + c * 17, 140 + r * 16, 5.5, (r * 3 + c) % 5 < 2 ? '#ff4a3d' : '#3a1412'))
              .join(''),
          )
          .join('')
      : line('M108 230l28-40 24 22 30-56 28 44 26-20 30 30', glow, 4) +
        rect(108, 140, 90, 10, glow, ' rx="2" opacity="0.7"') +
        rect(108, 156, 60, 8, glow, ' rx="2" opacity="0.5"'),
    pins(132, 104, 14, 10, 5, 10, GOLD),
  ].join('');
};

const resistor = (l: Look): string => {
  const bands = resistorBands(ohmsOf(l.specs.Resistance) ?? 10_000);
  const tol = l.specs.Tolerance?.includes('1') ? '#7a4a24' : GOLD;
  const body = /metal film/.test(l.title) || l.specs.Tolerance === '1%' ? '#7fb4e0' : '#e6cf9f';
  const one = (dy: number, dx: number) =>
    [
      line(`M${40 + dx} ${200 + dy}H${360 + dx}`, METAL, 6),
      path(`M${130 + dx} ${176 + dy}q-16 0-16 24t16 24h10q10-8 20-8h80q10 0 20 8h10q16 0 16-24t-16-24h-10q-10 8-20 8h-80q-10 0-20-8Z`, `url(#rb)`),
      rect(138 + dx, 176 + dy, 12, 48, bands[0], ' rx="2"'),
      rect(168 + dx, 184 + dy, 12, 32, bands[1]),
      rect(196 + dx, 184 + dy, 12, 32, bands[2]),
      rect(252 + dx, 176 + dy, 10, 48, tol, ' rx="2"'),
    ].join('');
  const n = Math.min(l.count, 3);
  return (
    defs(vgrad('rb', [shade(body, 0.35), body, shade(body, -0.25)])) +
    range(n)
      .map((i) => one((i - (n - 1) / 2) * 70, (i - (n - 1) / 2) * 16))
      .join('')
  );
};

const potentiometer = (l: Look): string =>
  [
    rect(120, 190, 160, 100, METAL, ' rx="8"'),
    rect(186, 80, 28, 120, '#d9dde2', ' rx="4"') + line('M192 90v100M200 90v100M208 90v100', '#b3b9c0', 2),
    circle(200, 240, 58, shade(l.body, -0.3)) + circle(200, 240, 46, l.body),
    rect(150, 290, 12, 44, METAL) + rect(194, 290, 12, 44, METAL) + rect(238, 290, 12, 44, METAL),
  ].join('');

const capacitor = (l: Look): string => {
  if (/ceramic/i.test(`${l.specs.Dielectric ?? ''} ${l.title}`)) {
    return range(Math.min(l.count, 3))
      .map((i) => {
        const dx = (i - 1) * 90;
        return (
          line(`M${190 + dx} 230V350M${210 + dx} 230V350`, METAL, 5) +
          ellipse(200 + dx, 190, 44, 52, '#e6a23c') +
          ellipse(188 + dx, 176, 14, 18, '#f5c777', ' opacity="0.8"')
        );
      })
      .join('');
  }
  const h = 130 + l.size * 90;
  const w = 80 + l.size * 60;
  const top = 200 - h / 2 - 20;
  const can = l.body === '#2b2d31' ? '#2b2d31' : '#274a8a';
  return [
    defs(hgrad('can', [shade(can, -0.2), shade(can, 0.35), can, shade(can, -0.35)])),
    line(`M${200 - w / 5} ${top + h}V${top + h + 70}M${200 + w / 5} ${top + h}V${top + h + 50}`, METAL, 6),
    rect(200 - w / 2, top, w, h, 'url(#can)', ` rx="${r2(w / 8)}"`),
    ellipse(200, top + 4, w / 2 - 2, 10, shade(METAL, 0.1)) + line(`M${200 - w / 4} ${top + 4}h${w / 2}M200 ${top - 4}v16`, '#8d949c', 3),
    rect(200 + w / 2 - w / 4, top + 10, w / 4 - 4, h - 20, '#c9d3df', ' opacity="0.8"'),
    ...range(4).map((i) => path(`M${200 + w / 2 - w / 8 - 4} ${top + 24 + i * ((h - 48) / 4)}l-6 10h12Z`, '#274a8a')),
    markText(195, top + h / 2 + 6, l.specs.Capacitance?.replace(/\s/g, '').slice(0, 7) ?? '', 15, '#e9eef5'),
  ].join('');
};

const led = (l: Look): string => {
  const colour =
    colourNamed(l.specs.Colour ?? l.specs['Colour temperature']) ??
    colourNamed(/\b(red|green|blue|yellow|white|orange)\b/.exec(l.title)?.[1]) ??
    '#e33a2e';
  const one = (dx: number, dy: number) =>
    [
      line(`M${190 + dx} ${250 + dy}V${350 + dy}M${212 + dx} ${250 + dy}V${330 + dy}`, METAL, 5),
      path(`M${160 + dx} ${250 + dy}V${170 + dy}a40 40 0 0 1 80 0V${250 + dy}Z`, colour, ' opacity="0.9"'),
      rect(154 + dx, 244 + dy, 92, 12, shade(colour, -0.15), ' rx="3"'),
      path(
        `M${176 + dx} ${236 + dy}V${176 + dy}a24 24 0 0 1 20-24`,
        'none',
        ' stroke="#fff" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"',
      ),
      circle(200 + dx, 176 + dy, 58, colour, ' opacity="0.18"'),
    ].join('');
  return l.count > 1 ? one(-60, 10) + one(60, 10) : one(0, 0);
};

const semiconductor = (l: Look): string => {
  if (/transistor|mosfet|regulator/.test(l.title) && !/\bic\b|timer|op-amp|shift/.test(l.title)) {
    return [
      line('M176 230V350M200 230V350M224 230V350', METAL, 6),
      /mosfet|regulator/.test(l.title)
        ? rect(140, 60, 120, 70, METAL, ' rx="6"') + circle(200, 95, 16, '#dfe3e8') + rect(146, 124, 108, 110, '#1f1f22', ' rx="6"')
        : path('M150 230V150a50 50 0 0 1 100 0V230Z', '#1f1f22'),
      markText(200, 200, l.mark.slice(0, 5), 14, '#9aa0a6'),
    ].join('');
  }
  if (/diode/.test(l.title)) {
    return line('M40 200H360', METAL, 6) + rect(140, 172, 120, 56, '#1f1f22', ' rx="10"') + rect(226, 172, 16, 56, '#dfe3e8');
  }
  return [
    defs(vgrad('ic', ['#3a3a3f', '#18181b'])),
    ...range(7).map((i) => rect(110 + i * 28, 110, 14, 34, METAL, ' rx="2"') + rect(110 + i * 28, 256, 14, 34, METAL, ' rx="2"')),
    rect(92, 140, 216, 120, 'url(#ic)', ' rx="8"'),
    path('M92 186a14 14 0 0 1 0 28Z', '#0d0d0f'),
    circle(118, 236, 6, '#0d0d0f'),
    markText(206, 206, l.mark.slice(0, 8).toUpperCase(), 18, '#b8bcc2'),
  ].join('');
};

const switchPart = (l: Look): string => {
  if (/relay/.test(l.title)) {
    return (
      rect(70, 150, 260, 150, '#1f5fa8', ' rx="8"') +
      rect(100, 120, 120, 120, '#2f7fd8', ' rx="6"') +
      markText(160, 190, l.mark.slice(0, 6), 14, '#e9eef5') +
      pins(240, 176, 3, 26, 18, 18, '#2b8a3e') +
      circle(280, 260, 6, '#ff4a3d')
    );
  }
  if (/toggle|rocker/.test(l.title)) {
    return (
      rect(130, 190, 140, 110, '#2b2d31', ' rx="8"') +
      rect(180, 160, 40, 40, METAL) +
      path('M188 170l40-110h14l-30 110Z', METAL) +
      rect(150, 300, 12, 40, METAL) +
      rect(194, 300, 12, 40, METAL) +
      rect(238, 300, 12, 40, METAL)
    );
  }
  const cap = l.body;
  return range(Math.min(l.count, 4))
    .map((i) => {
      const dx = (i % 2) * 130 - (Math.min(l.count, 4) > 1 ? 65 : 0),
        dy = Math.floor(i / 2) * 130 - (l.count > 2 ? 65 : 0);
      return (
        rect(140 + dx, 140 + dy, 120, 120, '#2b2d31', ' rx="10"') +
        rect(146 + dx, 146 + dy, 108, 108, METAL, ' rx="6" opacity="0.3"') +
        circle(200 + dx, 200 + dy, 36, cap) +
        circle(192 + dx, 192 + dy, 12, shade(cap, 0.4))
      );
    })
    .join('');
};

const motor = (l: Look): string => {
  if (/servo/.test(l.title)) {
    return (
      rect(110, 140, 180, 120, '#2f6fd0', ' rx="8"') +
      rect(86, 180, 228, 20, '#2f6fd0', ' rx="6"') +
      circle(160, 200, 30, '#f4f4f2') +
      path('M150 200l70-14v28Z', '#f4f4f2') +
      line('M290 240q40 30 60 80', '#ef8a2a', 5) +
      line('M290 248q36 30 50 80', '#d23b32', 5)
    );
  }
  return [
    defs(hgrad('mc', [shade(METAL, -0.3), shade(METAL, 0.3), METAL, shade(METAL, -0.35)])),
    rect(110, 120, 180, 170, 'url(#mc)', ' rx="20"'),
    ellipse(200, 120, 90, 18, shade(METAL, 0.15)),
    rect(190, 60, 20, 60, '#9aa0a6', ' rx="3"'),
    rect(130, 290, 140, 16, '#2b2d31', ' rx="4"'),
    line('M160 306q-20 30 -50 40M240 306q20 30 50 40', '#d23b32', 6),
  ].join('');
};

const solderingIron = (l: Look): string => {
  const grip = l.body;
  return [
    defs(vgrad('grip', [shade(grip, 0.25), grip, shade(grip, -0.3)])),
    /station|rework/.test(l.title)
      ? rect(40, 250, 170, 100, '#2b2d31', ' rx="12"') +
        rect(60, 268, 80, 40, '#0e2a4a', ' rx="4"') +
        markText(100, 296, '350°', 20, '#7fd3ff') +
        circle(175, 300, 18, grip)
      : '',
    `<g transform="rotate(-32 200 200)">`,
    rect(40, 180, 150, 44, 'url(#grip)', ' rx="20"'),
    ...range(5).map((i) => rect(60 + i * 24, 182, 8, 40, shade(grip, -0.2), ' rx="3"')),
    rect(188, 186, 50, 32, METAL, ' rx="6"'),
    rect(236, 192, 90, 20, shade(METAL, -0.1), ' rx="4"'),
    path('M326 192l40 10-40 10Z', '#6e747c'),
    line('M40 202q-40 0-60 40', '#2b2d31', 8),
    `</g>`,
  ].join('');
};

const spool = (l: Look): string => {
  const solder = /solder|braid|flux|paste/.test(l.title);
  const wire = solder ? METAL : (colourNamed(l.specs.Colour) ?? l.body);
  const flange = solder ? '#2b2d31' : shade(wire === '#2b2d31' ? '#8a9099' : '#2b2d31', 0);
  const rx = 80 + l.size * 30;
  return [
    defs(hgrad('wire', [shade(wire, -0.35), shade(wire, 0.3), wire, shade(wire, -0.4)])),
    ellipse(200, 100, rx + 30, 30, shade(flange, 0.15)),
    rect(200 - rx, 100, rx * 2, 200, 'url(#wire)'),
    ...range(9).map((i) => line(`M${200 - rx} ${118 + i * 20}q${rx} 10 ${rx * 2} 0`, shade(wire, -0.2), 2, ' opacity="0.6"')),
    ellipse(200, 300, rx + 30, 30, flange),
    ellipse(200, 100, rx + 30, 30, flange) + ellipse(200, 100, 26, 10, '#111'),
    line(`M${200 + rx} ${220}q70 10 90 80`, wire, 6),
    markText(200, 320, l.mark.slice(0, 10), 12, '#e9eef5'),
  ].join('');
};

const fluxPen = (l: Look): string =>
  `<g transform="rotate(-30 200 200)">${rect(80, 176, 200, 48, l.body, ' rx="10"')}${rect(280, 184, 40, 32, '#f4f4f2', ' rx="6"')}${path('M320 190l30 10-30 10Z', '#e6e0c8')}${rect(110, 188, 110, 24, '#f4f4f2', ' rx="4"')}${markText(165, 206, l.mark.slice(0, 8), 12, l.body)}</g>`;

const cableCoil = (l: Look): string => {
  const colour = colourNamed(l.specs.Colour) ?? l.body;
  const loops = 3 + Math.round(l.size * 3);
  const plug = /hdmi|display/.test(l.title) ? 'hdmi' : /usb/.test(l.title) ? 'usb' : /xlr/.test(l.title) ? 'xlr' : 'jack';
  const head = (x: number, y: number, a: number) => {
    const shell = plug === 'xlr' ? '#2b2d31' : plug === 'jack' ? GOLD : '#2b2d31';
    const tip =
      plug === 'hdmi'
        ? rect(60, -14, 30, 28, METAL, ' rx="3"')
        : plug === 'usb'
          ? rect(60, -9, 26, 18, METAL, ' rx="6"')
          : plug === 'xlr'
            ? rect(60, -16, 20, 32, METAL, ' rx="6"')
            : rect(60, -5, 40, 10, METAL, ' rx="5"');
    return `<g transform="translate(${x} ${y}) rotate(${a})">${rect(0, -16, 64, 32, shell, ' rx="8"')}${tip}</g>`;
  };
  return [
    ...range(loops).map((i) =>
      ellipse(190 + i * 3, 200 + i * 2, 120 - i * 7, 90 - i * 5, 'none', ` stroke="${shade(colour, i % 2 ? -0.12 : 0.08)}" stroke-width="12"`),
    ),
    line('M300 220q40 50 10 110', colour, 12),
    line('M90 180q-40-40 10-110', colour, 12),
    head(310, 330, 80),
    head(100, 70, -60),
  ].join('');
};

const jumperWires = (l: Look): string => {
  const colours = ['#d23b32', '#2f6fd0', '#f2c230', '#2f9e55', '#ef8a2a', '#7d4cc2', '#2b2d31', '#f4f4f2'];
  if (/header|idc/.test(l.title) && !/jumper/.test(l.title)) {
    return range(3)
      .map((i) => rect(70, 130 + i * 60, 260, 26, '#1d1d1d', ' rx="2"') + pins(80, 110 + i * 60, 20, 12.6, 5, 66, GOLD))
      .join('');
  }
  return colours
    .map((c, i) => {
      const y0 = 110 + i * 22;
      return (
        line(`M90 ${y0}C170 ${y0 - 60} 230 ${y0 + 120} 310 ${y0 + 20}`, c, 9) +
        rect(56, y0 - 8, 36, 16, '#1d1d1d', ' rx="3"') +
        rect(308, y0 + 12, 36, 16, '#1d1d1d', ' rx="3"') +
        rect(344, y0 + 17, 14, 6, METAL)
      );
    })
    .join('');
};

const breadboard = (l: Look): string => {
  const holes = (y: number, rows: number) =>
    range(rows)
      .map((r) =>
        range(30)
          .map((c) => rect(62 + c * 9.2, y + r * 9.2, 4, 4, '#6b6f75'))
          .join(''),
      )
      .join('');
  const board = /strip|proto/.test(l.title) ? '#c89a5a' : '#f4f4f2';
  return [
    rect(40, 100, 320, 200, board, ' rx="8"'),
    rect(40, 100, 320, 200, 'none', ' rx="8" stroke="#c8ccd2" stroke-width="2"'),
    line('M58 112H342M58 290H342', '#d23b32', 2) + line('M58 122H342M58 280H342', '#2f6fd0', 2),
    holes(128, 2),
    holes(148, 5),
    rect(52, 196, 296, 10, shade(board, -0.08)),
    holes(212, 5),
    holes(260, 2),
    line('M108 155q30-30 62 0', '#d23b32', 4) + line('M200 175q40-40 80 50', '#2f9e55', 4),
  ].join('');
};

const connector = (l: Look): string => {
  if (/terminal|lug|spade/.test(l.title)) {
    return range(Math.min(l.count, 5))
      .map(
        (i) =>
          `<g transform="translate(${(i - 2) * 52} ${(i % 2) * 20}) rotate(${-8 + i * 4} 200 200)">${rect(185, 110, 30, 100, ['#d23b32', '#2f6fd0', '#f2c230'][i % 3]!, ' rx="8"')}${path('M186 210h28v40a14 14 0 0 1-28 0Z', METAL)}${circle(200, 250, 6, '#eef1f4')}</g>`,
      )
      .join('');
  }
  const housing = /xt60|anderson/.test(l.title) ? '#f2c230' : '#2b2d31';
  return (
    rect(90, 150, 110, 100, housing, ' rx="12"') +
    rect(200, 160, 110, 80, shade(housing, 0.15), ' rx="10"') +
    rect(180, 170, 40, 20, METAL) +
    rect(180, 210, 40, 20, METAL) +
    line('M90 180q-50 0-60 60M90 220q-40 0-50 70', '#d23b32', 9) +
    line('M310 185q50 0 60-60', '#2b2d31', 9)
  );
};

const batteryCells = (l: Look): string => {
  if (/coin|button|lithium coin/.test(l.title)) {
    return range(Math.min(l.count, 3))
      .map(
        (i) =>
          ellipse(150 + i * 60, 210 - i * 20, 80, 76, '#aeb5bd') +
          ellipse(150 + i * 60, 200 - i * 20, 76, 70, '#d5dadf') +
          (i === Math.min(l.count, 3) - 1 ? markText(150 + i * 60, 208 - i * 20, 'CR2032', 14, '#6b7178') : ''),
      )
      .join('');
  }
  if (/lipo/.test(l.title)) {
    return (
      rect(90, 110, 220, 170, '#c9cfd6', ' rx="10"') +
      rect(100, 120, 200, 150, '#2f6fd0', ' rx="6"') +
      markText(200, 200, l.specs.Capacity ?? 'LiPo', 22, '#fff') +
      line('M160 110v-50M190 110v-60', '#d23b32', 6) +
      line('M176 110v-56', '#2b2d31', 6)
    );
  }
  const n = clamp(l.count, 1, 4);
  const h = 150 + l.size * 80;
  const w = 70 - (n > 2 ? 8 : 0);
  const colour = l.body;
  return [
    defs(hgrad('cell', [shade(colour, -0.3), shade(colour, 0.3), colour, shade(colour, -0.4)])),
    ...range(n).map((i) => {
      const x = 200 - (n * (w + 14)) / 2 + i * (w + 14);
      const top = 210 - h / 2;
      return (
        rect(x, top, w, h, 'url(#cell)', ' rx="10"') +
        rect(x + w / 2 - 12, top - 10, 24, 14, METAL, ' rx="3"') +
        rect(x, top + h - 40, w, 40, '#2b2d31', ' rx="8"') +
        markText(x + w / 2, top + h - 16, i === 0 ? (l.specs.Voltage ?? '').replace(/\s/g, '').slice(0, 5) : '', 13, '#e9eef5') +
        path(`M${x + w / 2 - 8} ${top + 40}h16M${x + w / 2} ${top + 32}v16`, 'none', ' stroke="#fff" stroke-width="4"')
      );
    }),
  ].join('');
};

const deepCycle = (l: Look): string => {
  const w = 240 + l.size * 60,
    h = 170 + l.size * 30;
  const x = 200 - w / 2,
    y = 230 - h / 2;
  const case_ = l.body;
  return [
    defs(vgrad('case', [shade(case_, 0.1), shade(case_, -0.25)])),
    rect(x, y, w, h, 'url(#case)', ' rx="10"'),
    rect(x - 6, y - 4, w + 12, 34, shade(case_, -0.4), ' rx="8"'),
    rect(x + 30, y - 28, 36, 26, '#d23b32', ' rx="4"') + rect(x + w - 66, y - 28, 36, 26, '#2b2d31', ' rx="4"'),
    path(`M${x + 40} ${y - 44}h16M${x + 48} ${y - 52}v16`, 'none', ' stroke="#d23b32" stroke-width="5"') +
      path(`M${x + w - 56} ${y - 44}h16`, 'none', ' stroke="#2b2d31" stroke-width="5"'),
    rect(x + 30, y + 60, w - 60, 70, '#f4f4f2', ' rx="6"'),
    markText(200, y + 92, (l.specs.Capacity ?? '').replace(/\s/g, ''), 24, case_),
    markText(200, y + 118, (l.specs.Voltage ?? '12 V').replace(/\s/g, ''), 16, '#5b6068'),
    line(`M${x + w / 2 - 50} ${y + 14}h100`, '#1b1b1b', 10),
  ].join('');
};

const powerBox = (l: Look): string => {
  const bench = /bench|programmable|station/.test(l.title);
  const plug = /plugpack|charger|adaptor|wall/.test(l.title) && !/battery charger|smart battery/.test(l.title);
  if (plug) {
    return (
      rect(130, 140, 140, 160, l.body, ' rx="24"') +
      rect(160, 100, 18, 44, METAL, ' rx="2" transform="rotate(-20 169 122)"') +
      rect(222, 100, 18, 44, METAL, ' rx="2" transform="rotate(20 231 122)"') +
      rect(170, 230, 60, 18, '#2b2d31', ' rx="4"') +
      circle(200, 190, 8, '#39d36b')
    );
  }
  if (/power bank/.test(l.title)) {
    return (
      rect(120, 80, 160, 260, l.body, ' rx="26"') +
      range(4)
        .map((i) => circle(170 + i * 20, 120, 5, i < 3 ? '#39d36b' : '#555'))
        .join('') +
      rect(176, 320, 48, 10, '#1b1b1b', ' rx="5"') +
      markText(200, 230, l.mark.slice(0, 8), 16, shade(l.body, 0.5))
    );
  }
  return [
    rect(60, 110, 280, 190, l.body, ' rx="12"'),
    rect(60, 110, 280, 190, 'none', ` rx="12" stroke="${shade(l.body, -0.3)}" stroke-width="3"`),
    ...(bench
      ? [
          rect(80, 130, 140, 70, '#0e2a4a', ' rx="4"'),
          markText(150, 176, '13.8V', 32, '#ff6a3d'),
          circle(262, 160, 24, '#2b2d31'),
          circle(262, 240, 24, '#2b2d31'),
          circle(120, 250, 12, '#d23b32'),
          circle(170, 250, 12, '#2b2d31'),
        ]
      : [
          range(9)
            .map((i) => rect(80 + i * 20, 130, 10, 80, shade(l.body, -0.2), ' rx="4"'))
            .join(''),
          rect(270, 140, 50, 30, '#0e2a4a', ' rx="3"'),
          circle(295, 240, 10, '#39d36b'),
          circle(110, 250, 14, '#d23b32'),
          circle(160, 250, 14, '#2b2d31'),
        ]),
  ].join('');
};

const solarPanel = (l: Look): string => {
  const cols = 4 + Math.round(l.size * 2),
    rows = 6;
  const cw = 240 / cols,
    ch = 250 / rows;
  return [
    `<g transform="translate(200 200) skewX(-8) translate(-200 -200)">`,
    rect(70, 66, 260, 270, METAL, ' rx="4"'),
    rect(80, 76, 240, 250, '#16305a'),
    ...range(rows).map((r) =>
      range(cols)
        .map((c) => rect(82 + c * cw, 78 + r * ch, cw - 4, ch - 4, r % 2 === c % 2 ? '#1f4a8a' : '#1c4280'))
        .join(''),
    ),
    ...range(cols - 1).map((c) => line(`M${80 + (c + 1) * cw - 2} 78V324`, '#a9b6c6', 1.5)),
    path('M80 76l90 0-90 110Z', '#fff', ' opacity="0.12"'),
    `</g>`,
  ].join('');
};

const multimeter = (l: Look): string => {
  const body = l.body === '#2b2d31' ? '#f2c230' : l.body;
  if (/clamp/.test(l.title)) {
    return (
      rect(140, 170, 120, 190, body, ' rx="20"') +
      path('M140 180a60 70 0 1 1 120 0h-24a36 46 0 1 0-72 0Z', '#2b2d31') +
      rect(156, 200, 88, 50, '#c7d6b8', ' rx="4"') +
      markText(200, 236, '12.4', 24, '#1b1b1b') +
      circle(200, 300, 24, '#2b2d31')
    );
  }
  if (/thermometer|thermal/.test(l.title)) {
    return (
      path('M130 120h160v80h-60l-10 150h-50Z', body) +
      rect(150, 140, 110, 44, '#0e2a4a', ' rx="4"') +
      markText(205, 172, '36.6°', 22, '#7fd3ff') +
      circle(290, 160, 12, '#d23b32')
    );
  }
  return [
    rect(110, 50, 180, 300, body, ' rx="26"'),
    rect(122, 62, 156, 276, '#2b2d31', ' rx="16"'),
    rect(138, 78, 124, 64, '#c7d6b8', ' rx="4"'),
    markText(200, 124, '8.88', 34, '#1b1b1b'),
    circle(200, 210, 42, '#4a4e55') + circle(200, 210, 30, '#2b2d31') + rect(196, 174, 8, 26, '#f4f4f2', ' rx="3"'),
    ...range(10).map((i) => {
      const a = (-150 + i * 33) * (Math.PI / 180);
      return circle(200 + Math.cos(a) * 52, 210 + Math.sin(a) * 52, 2.5, '#f4f4f2');
    }),
    circle(150, 300, 13, '#d23b32') + circle(200, 300, 13, '#1b1b1b') + circle(250, 300, 13, '#d23b32'),
    line('M150 300q-60 40-110 20', '#d23b32', 6) + line('M200 300q-60 60-150 50', '#1b1b1b', 6),
  ].join('');
};

const benchInstrument = (l: Look): string => {
  const wave = /logic/.test(l.title) ? 'M90 210h20v-30h24v30h20v-30h40v30h14v-30h30v30h20' : 'M90 200q20-50 40 0t40 0 40 0 40 0 40 0';
  return [
    rect(50, 110, 300, 200, l.body === '#f4f4f2' ? '#dfe3e8' : shade(l.body, 0.6), ' rx="12"'),
    rect(50, 110, 300, 30, l.body, ' rx="12"'),
    rect(70, 150, 200, 130, '#0b1620', ' rx="4"'),
    ...range(5).map((i) => line(`M${70 + i * 40} 150v130`, '#1f3040', 1)),
    ...range(3).map((i) => line(`M70 ${182 + i * 32}h200`, '#1f3040', 1)),
    line(wave, '#f2d230', 3),
    circle(305, 180, 18, '#2b2d31') +
      circle(305, 240, 14, '#2b2d31') +
      range(3)
        .map((i) => rect(290 + (i % 2) * 18, 264, 14, 10, '#5b6068', ' rx="2"'))
        .join(''),
  ].join('');
};

const pliers = (l: Look): string => {
  const grip = l.body;
  return [
    `<g transform="rotate(-35 200 200)">`,
    path('M110 190q-70 -6-70-30 0-10 70 0Z', shade(METAL, -0.15)) + path('M110 210q-70 6-70 30 0 10 70 0Z', METAL),
    circle(130, 200, 18, shade(METAL, -0.2)) + circle(130, 200, 6, '#555'),
    path('M140 188q90-20 220-60l6 20q-120 50-220 64Z', grip) + path('M140 212q90 20 220 60l6-20q-120-50-220-64Z', shade(grip, -0.18)),
    `</g>`,
  ].join('');
};

const screwdriver = (l: Look): string => {
  const n = /set|bits|kit/.test(l.title) ? 4 : 1;
  const lengthScale = 0.8 + l.size * 0.4;
  return range(n)
    .map((i) => {
      const dx = (i - (n - 1) / 2) * 64;
      const colour = i % 2 ? shade(l.body, -0.2) : l.body;
      const shaft = 130 * lengthScale;
      return `<g transform="translate(${dx} 0) rotate(${n > 1 ? 0 : 40} 200 200)">${rect(180, 40, 40, 130, colour, ' rx="14"')}${range(3)
        .map((k) => rect(186 + k * 10, 52, 6, 100, shade(colour, -0.25), ' rx="3"'))
        .join(
          '',
        )}${rect(186, 166, 28, 16, '#2b2d31', ' rx="3"')}${rect(194, 180, 12, shaft, METAL)}${path(`M194 ${180 + shaft}h12l-3 16h-6Z`, shade(METAL, -0.2))}</g>`;
    })
    .join('');
};

const powerTool = (l: Look): string => {
  if (/rotary/.test(l.title)) {
    return `<g transform="rotate(-20 200 200)">${rect(70, 160, 200, 70, l.body, ' rx="34"')}${rect(264, 176, 40, 38, '#2b2d31', ' rx="6"')}${rect(300, 189, 50, 12, METAL)}${rect(110, 170, 60, 8, '#2b2d31', ' rx="4"')}</g>`;
  }
  const heat = /heat|glue/.test(l.title);
  return [
    path('M90 120h200a30 30 0 0 1 30 30v40a30 30 0 0 1-30 30h-90l-20 110h-70l20-110h-40a30 30 0 0 1-30-30v-40a30 30 0 0 1 30-30Z', l.body),
    rect(320, heat ? 140 : 150, heat ? 50 : 30, heat ? 60 : 40, heat ? METAL : '#2b2d31', ' rx="6"'),
    heat ? '' : rect(350, 164, 40, 12, METAL),
    rect(120, 336, 110, 40, '#2b2d31', ' rx="8"'),
    rect(160, 228, 18, 40, '#2b2d31', ' rx="6"'),
  ].join('');
};

const storageBox = (l: Look): string => {
  if (/cabinet|drawer|storage cabinet/.test(l.title)) {
    return (
      rect(90, 60, 220, 290, l.body, ' rx="8"') +
      range(6)
        .map((r) =>
          range(3)
            .map(
              (c) =>
                rect(104 + c * 68, 74 + r * 45, 60, 38, '#dfe9ef', ' rx="3" opacity="0.85"') +
                rect(124 + c * 68, 104 + r * 45, 20, 5, '#5b6068', ' rx="2"'),
            )
            .join(''),
        )
        .join('')
    );
  }
  if (/mat\b/.test(l.title))
    return `<g transform="translate(200 200) skewX(-20) translate(-200 -200)">${rect(90, 120, 240, 170, '#2f7fb0', ' rx="8"')}${range(6)
      .map((i) => line(`M${110 + i * 36} 130v150`, '#5aa2d0', 1.5))
      .join('')}</g>`;
  return (
    rect(70, 150, 260, 170, l.body, ' rx="10"') +
    rect(70, 150, 260, 40, shade(l.body, -0.2), ' rx="10"') +
    path('M150 150v-40a10 10 0 0 1 10-10h80a10 10 0 0 1 10 10v40h-16v-34h-68v34Z', '#2b2d31') +
    rect(180, 176, 40, 26, METAL, ' rx="3"')
  );
};

const speaker = (l: Look): string => {
  const portable = /bluetooth|party|waterproof|portable/.test(l.title);
  if (portable) {
    return (
      rect(70, 130, 260, 150, l.body, ' rx="70"') +
      range(10)
        .map((r) =>
          range(20)
            .map((c) => circle(110 + c * 9.5, 160 + r * 9.5, 2.5, shade(l.body, -0.35)))
            .join(''),
        )
        .join('') +
      rect(150, 270, 100, 10, shade(l.body, -0.3), ' rx="5"') +
      markText(200, 262, l.mark.slice(0, 8), 12, shade(l.body, 0.5))
    );
  }
  const cabinet = /pair|outdoor|marine|ceiling/.test(l.title) ? '#f4f4f2' : '#2b2d31';
  const cone = (cx: number, cy: number, r: number) =>
    circle(cx, cy, r, '#3b3e44') + circle(cx, cy, r * 0.82, `url(#cone)`) + circle(cx, cy, r * 0.26, '#111');
  return [
    defs(`<radialGradient id="cone"><stop offset="0" stop-color="#6b7078"/><stop offset="1" stop-color="#1f2024"/></radialGradient>`),
    rect(110, 40, 180, 320, cabinet, ' rx="16"'),
    cone(200, 120, 44),
    cone(200, 250, 78),
    circle(200, 330, 6, '#5b6068'),
  ].join('');
};

const amplifier = (l: Look): string =>
  [
    rect(50, 140, 300, 140, l.body === '#f4f4f2' ? '#c4c9cf' : '#2b2d31', ' rx="10"'),
    rect(50, 140, 300, 18, METAL, ' rx="6"'),
    ...range(4).map((i) => circle(100 + i * 50, 220, 18, METAL) + line(`M${100 + i * 50} 220l0-14`, '#2b2d31', 3)),
    circle(310, 220, 26, '#dfe3e8') + circle(310, 220, 16, '#b9c0c8'),
    rect(80, 256, 40, 10, '#39d36b', ' rx="3"'),
  ].join('');

const headphones = (l: Look): string => {
  if (/earbud/.test(l.title)) {
    return (
      rect(130, 200, 140, 110, '#f4f4f2', ' rx="40"') +
      ellipse(170, 170, 26, 30, l.body) +
      rect(162, 170, 16, 70, l.body, ' rx="8"') +
      ellipse(230, 170, 26, 30, l.body) +
      rect(222, 170, 16, 70, l.body, ' rx="8"')
    );
  }
  return (
    line('M110 240V180a90 90 0 0 1 180 0v60', shade(l.body, -0.2), 18) +
    rect(84, 220, 56, 100, l.body, ' rx="24"') +
    rect(260, 220, 56, 100, l.body, ' rx="24"') +
    rect(120, 232, 24, 76, '#1b1b1b', ' rx="10"') +
    rect(256, 232, 24, 76, '#1b1b1b', ' rx="10"')
  );
};

const microphone = (l: Look): string =>
  `<g transform="rotate(-25 200 200)">${rect(176, 170, 48, 190, l.body, ' rx="20"')}${circle(200, 130, 56, METAL)}${range(7)
    .map((i) => line(`M${152 + i * 16} 84v92`, shade(METAL, -0.3), 2))
    .join('')}${rect(170, 176, 60, 14, '#2b2d31', ' rx="4"')}</g>`;

const camera = (l: Look): string => {
  const white = l.body === '#2b2d31' ? '#f4f4f2' : l.body;
  if (/dash|action|trail/.test(l.title)) {
    return (
      rect(90, 130, 220, 150, /trail/.test(l.title) ? '#5a6b3a' : '#2b2d31', ' rx="16"') +
      circle(200, 205, 52, '#111') +
      circle(200, 205, 36, '#1f3b5a') +
      circle(186, 190, 10, '#9fc3ea', ' opacity="0.7"') +
      rect(120, 120, 50, 14, '#d23b32', ' rx="4"')
    );
  }
  if (/doorbell|intercom/.test(l.title)) {
    return (
      rect(140, 60, 120, 280, '#2b2d31', ' rx="40"') +
      circle(200, 130, 36, '#111') +
      circle(200, 130, 20, '#1f3b5a') +
      circle(200, 260, 34, METAL) +
      circle(200, 260, 28, '#5aa2d0', ' opacity="0.5"')
    );
  }
  if (/dome|pan|tilt|nvr|kit/.test(l.title)) {
    return (
      rect(120, 260, 160, 60, white, ' rx="14"') +
      path('M120 270a80 110 0 0 1 160 0Z', white) +
      circle(200, 190, 52, '#1a1d22') +
      circle(200, 190, 34, '#1f3b5a') +
      circle(188, 176, 10, '#9fc3ea', ' opacity="0.7"')
    );
  }
  return [
    `<g transform="rotate(12 200 200)">`,
    rect(80, 150, 220, 100, white, ' rx="48"'),
    path('M100 140h190l20 -10v22H100Z', shade(white, -0.1)),
    circle(296, 200, 46, '#1a1d22') + circle(296, 200, 30, '#1f3b5a') + circle(286, 190, 9, '#9fc3ea', ' opacity="0.7"'),
    rect(140, 250, 24, 60, shade(white, -0.15)) + rect(100, 300, 110, 22, shade(white, -0.1), ' rx="8"'),
    `</g>`,
  ].join('');
};

const securityPanel = (l: Look): string => {
  if (/safe|cash box|key cabinet/.test(l.title)) {
    return (
      rect(90, 80, 220, 260, '#3b4048', ' rx="10"') +
      rect(104, 94, 192, 232, '#4a5058', ' rx="6"') +
      rect(130, 140, 90, 60, '#0e2a4a', ' rx="4"') +
      range(3)
        .map((r) =>
          range(3)
            .map((c) => rect(134 + c * 30, 214 + r * 28, 22, 20, METAL, ' rx="3"'))
            .join(''),
        )
        .join('') +
      rect(250, 170, 20, 100, METAL, ' rx="8"')
    );
  }
  if (/smoke|detector|pir/.test(l.title)) {
    return (
      ellipse(200, 220, 130, 50, '#e9ecef') +
      ellipse(200, 200, 130, 50, '#f8f9fa') +
      ellipse(200, 190, 60, 22, '#e3e6ea') +
      circle(250, 200, 6, '#d23b32')
    );
  }
  return [
    rect(120, 60, 160, 280, l.body === '#2b2d31' ? '#f4f4f2' : l.body, ' rx="16"'),
    rect(140, 84, 120, 50, '#0e2a4a', ' rx="4"'),
    markText(200, 118, 'ARMED', 16, '#39d36b'),
    ...range(4).map((r) =>
      range(3)
        .map((c) => rect(146 + c * 38, 156 + r * 42, 30, 30, '#c4c9cf', ' rx="6"'))
        .join(''),
    ),
  ].join('');
};

const lightBar = (l: Look): string => {
  const long = /bar/.test(l.title);
  const w = long ? 330 : 150;
  const n = long ? 10 : 3;
  return [
    rect(200 - w / 2, 150, w, 90, '#2b2d31', ' rx="14"'),
    rect(200 - w / 2 + 10, 160, w - 20, 70, '#101215', ' rx="8"'),
    ...range(n).map(
      (i) =>
        circle(200 - w / 2 + 10 + (w - 20) * ((i + 0.5) / n), 195, Math.min(26, (w - 20) / n / 2 - 3), '#fff7d6') +
        circle(200 - w / 2 + 10 + (w - 20) * ((i + 0.5) / n), 195, Math.min(18, (w - 20) / n / 2 - 8), '#ffe99a'),
    ),
    rect(190, 240, 20, 50, '#2b2d31') + rect(160, 284, 80, 18, '#2b2d31', ' rx="6"'),
    long ? '' : rect(200 + w / 2 + 20, 150, w, 90, '#2b2d31', ' rx="14"') + circle(200 + w + 20, 195, 30, '#fff7d6'),
  ].join('');
};

const torch = (l: Look): string => {
  if (/headlamp/.test(l.title))
    return (
      ellipse(200, 200, 140, 90, 'none', ` stroke="${l.body}" stroke-width="22"`) +
      rect(150, 250, 100, 70, '#2b2d31', ' rx="16"') +
      circle(200, 285, 26, '#fff7d6')
    );
  if (/lantern/.test(l.title))
    return (
      rect(140, 120, 120, 200, '#fff3c4', ' rx="20"') +
      rect(130, 100, 140, 30, l.body, ' rx="10"') +
      rect(130, 310, 140, 34, l.body, ' rx="10"') +
      path('M160 100q40-60 80 0', 'none', ` stroke="${l.body}" stroke-width="8"`)
    );
  const body = l.body;
  return `<g transform="rotate(-30 200 200)">${defs(vgrad('torch', [shade(body, 0.3), body, shade(body, -0.35)]))}${rect(60, 170, 200, 60, 'url(#torch)', ' rx="16"')}${path('M260 160h50l30-20v120l-30-20h-50Z', 'url(#torch)')}${ellipse(340, 200, 10, 60, '#fff7d6')}${rect(150, 160, 30, 12, '#2b2d31', ' rx="4"')}${path('M350 150l60-40v180l-60-40Z', '#fff7d6', ' opacity="0.35"')}</g>`;
};

const ledStrip = (l: Look): string => {
  const rgb = /rgb|addressable/.test(l.title);
  const chip = (i: number) => (rgb ? ['#d23b32', '#2f9e55', '#2f6fd0'][i % 3]! : '#ffe27a');
  return [
    // a clear reel with the strip wound on it, its end pulled out straight
    circle(160, 180, 112, '#dfe6ec', ' stroke="#9aa6b2" stroke-width="4"'),
    ...range(6).map(
      (i) =>
        circle(160, 180, 48 + i * 11, 'none', ' stroke="#f8f9fa" stroke-width="9"') +
        circle(160, 180, 48 + i * 11, 'none', ' stroke="#b8c0c8" stroke-width="1"'),
    ),
    circle(160, 180, 40, '#2b2d31') + circle(160, 180, 14, '#dfe6ec'),
    path('M230 262q60 22 150 -2v30q-90 24-150 2Z', '#f8f9fa', ' stroke="#9aa6b2" stroke-width="2"'),
    ...range(6).map((i) => rect(246 + i * 22, 268 + (i > 3 ? -2 : 0), 12, 12, chip(i), ' rx="2" stroke="#c9a94f" stroke-width="1"')),
    line('M230 262l-10 -8M230 290l-12 4', '#d23b32', 4),
  ].join('');
};

const globe = (l: Look): string =>
  [
    circle(200, 160, 100, /colour|rgb|smart/.test(l.title) ? '#c9b6ff' : '#fff3c4'),
    circle(170, 130, 30, '#fff', ' opacity="0.6"'),
    path('M150 240h100l-10 40h-80Z', '#e9ecef'),
    ...range(4).map((i) => rect(160, 280 + i * 12, 80, 8, METAL, ' rx="3"')),
    path('M176 330h48l-10 20h-28Z', '#5b6068'),
  ].join('');

const floodLight = (l: Look): string =>
  rect(100, 110, 200, 160, l.body === '#f4f4f2' ? '#3b4048' : '#2b2d31', ' rx="12"') +
  rect(116, 126, 168, 128, '#fff7d6', ' rx="6"') +
  range(4)
    .map((r) =>
      range(5)
        .map((c) => circle(136 + c * 32, 146 + r * 30, 8, '#ffe99a'))
        .join(''),
    )
    .join('') +
  rect(190, 270, 20, 40, '#2b2d31') +
  rect(150, 300, 100, 20, '#2b2d31', ' rx="6"');

const marine = (l: Look): string => {
  if (/radio|vhf|27mhz/.test(l.title)) {
    return (
      rect(70, 140, 220, 130, '#2b2d31', ' rx="12"') +
      rect(90, 160, 120, 60, '#c7d6b8', ' rx="4"') +
      markText(150, 200, 'CH 16', 22, '#1b1b1b') +
      circle(250, 190, 16, '#5b6068') +
      circle(250, 240, 12, '#d23b32') +
      rect(296, 160, 50, 110, '#1b1b1b', ' rx="16"') +
      line('M320 270q0 60-60 60', '#1b1b1b', 6)
    );
  }
  if (/fish|chart|sonar|transducer/.test(l.title)) {
    return (
      rect(70, 100, 260, 200, '#2b2d31', ' rx="14"') +
      rect(90, 118, 220, 150, '#0b2545', ' rx="4"') +
      path('M90 240q40-30 70 -10t80 -20 70 10V268H90Z', '#c08a3a') +
      range(6)
        .map((i) => path(`M${120 + i * 30} ${150 + (i % 3) * 20}q8-6 16 0q-8 6-16 0Z`, '#f2c230'))
        .join('') +
      rect(170, 300, 60, 30, '#2b2d31')
    );
  }
  if (/speaker|stereo|receiver/.test(l.title)) return /display|receiver/.test(l.title) ? headUnit(l) : speaker({ ...l, title: `${l.title} marine` });
  if (/battery switch/.test(l.title)) return potentiometer(l);
  if (/amplifier/.test(l.title)) return carAmplifier(l);
  if (/float switch/.test(l.title)) return sensorModule({ ...l, title: 'float switch' });
  if (/light/.test(l.title)) return torch(l);
  // a boat item: a lifebuoy, a hull behind it
  return [
    path('M50 250h300l-40 70H100Z', '#f4f4f2') + path('M50 250h300l-6 12H56Z', '#2f6fd0'),
    path('M180 240V90l90 140Z', '#f4f4f2') + line('M180 250V80', '#5b6068', 4),
    circle(120, 200, 54, 'none', ' stroke="#ef5a2a" stroke-width="28"') +
      circle(120, 200, 54, 'none', ' stroke="#fff" stroke-width="28" stroke-dasharray="28 57"'),
  ].join('');
};

const headUnit = (l: Look): string =>
  rect(60, 130, 280, 150, '#1b1b1b', ' rx="10"') +
  rect(80, 146, 200, 118, '#0b2545', ' rx="4"') +
  range(6)
    .map((i) =>
      rect(
        92 + (i % 3) * 62,
        160 + Math.floor(i / 3) * 50,
        50,
        40,
        ['#2f6fd0', '#2f9e55', '#ef8a2a', '#d23b32', '#7d4cc2', '#2a9d9a'][i]!,
        ' rx="8"',
      ),
    )
    .join('') +
  circle(310, 190, 16, '#5b6068') +
  circle(310, 240, 10, '#5b6068') +
  markText(310, 272, l.mark.slice(0, 5), 10, '#9aa0a6');

const fuse = (l: Look): string => {
  const colours = ['#d23b32', '#2f6fd0', '#f2c230', '#2f9e55', '#ef8a2a', '#f4f4f2'];
  return range(Math.min(6, Math.max(3, l.count)))
    .map((i) => {
      const x = 80 + i * 42;
      return (
        rect(x, 140, 34, 70, colours[i % 6]!, ' rx="4" opacity="0.92"') +
        rect(x + 4, 210, 10, 50, METAL) +
        rect(x + 20, 210, 10, 50, METAL) +
        rect(x + 6, 150, 22, 16, '#fff', ' opacity="0.35"')
      );
    })
    .join('');
};

const carGeneric = (l: Look): string =>
  [
    path('M60 250l30-70q10-24 40-24h130q28 0 40 24l40 70Z', l.body),
    rect(40, 240, 320, 60, l.body, ' rx="18"'),
    path('M110 236l22-54q6-12 20-12h40v66Z', '#cfe3f2') + path('M210 170h40q14 0 20 12l24 54h-84Z', '#cfe3f2'),
    circle(110, 300, 32, '#1b1b1b') + circle(110, 300, 14, METAL) + circle(290, 300, 32, '#1b1b1b') + circle(290, 300, 14, METAL),
  ].join('');

const fridge = (l: Look): string =>
  rect(70, 130, 260, 190, '#e9ecef', ' rx="16"') +
  rect(70, 130, 260, 50, shade(l.body, -0.1), ' rx="16"') +
  rect(110, 110, 180, 26, '#5b6068', ' rx="10"') +
  rect(250, 210, 60, 36, '#0e2a4a', ' rx="4"') +
  markText(280, 236, '-18°', 16, '#7fd3ff') +
  rect(70, 310, 260, 12, '#5b6068', ' rx="4"');

const kitBox = (l: Look): string => {
  const robot = /robot|car kit|line follower/.test(l.title);
  const art = robot
    ? rect(170, 176, 90, 60, l.accent, ' rx="8"') +
      circle(180, 244, 16, '#1b1b1b') +
      circle(250, 244, 16, '#1b1b1b') +
      circle(196, 200, 8, '#fff') +
      circle(230, 200, 8, '#fff') +
      line('M214 176v-22', '#2b2d31', 4) +
      circle(214, 150, 6, '#d23b32')
    : rect(160, 170, 110, 70, PCB_GREEN, ' rx="6"') +
      rect(196, 186, 36, 36, '#1b1b1b', ' rx="3"') +
      circle(176, 226, 6, '#d23b32') +
      line('M236 200q30-10 34 30', '#f2c230', 4);
  return [
    path('M60 140l140-60 140 60v160l-140 60-140-60Z', shade(l.body, -0.25)),
    path('M60 140l140 60 140-60-140-60Z', shade(l.body, 0.25)),
    path('M200 200v160l140-60V140Z', shade(l.body, -0.12)),
    path('M60 140l140 60v160L60 300Z', l.body),
    `<g transform="translate(-70 30) skewY(23) scale(0.82)">${rect(120, 130, 160, 150, '#fff', ' rx="10" opacity="0.92"')}${art}</g>`,
    markText(0, 0, '', 0, ''),
    `<g transform="translate(270 250) skewY(-23)">${markText(0, 0, l.mark.slice(0, 8), 14, '#fff')}</g>`,
  ].join('');
};

const book = (l: Look): string =>
  [
    path('M110 70h190v270H110Z', shade(l.body, -0.3)),
    rect(100, 60, 190, 270, l.body, ' rx="6"'),
    rect(100, 60, 18, 270, shade(l.body, -0.2)),
    rect(136, 100, 130, 80, '#fff', ' rx="6" opacity="0.92"'),
    rect(150, 118, 50, 40, PCB_GREEN, ' rx="4"') + circle(230, 138, 18, '#f2c230'),
    rect(136, 200, 130, 12, '#fff', ' opacity="0.85" rx="4"') + rect(136, 222, 90, 10, '#fff', ' opacity="0.6" rx="4"'),
    path('M110 330h190v14H112Z', '#f4f4f2'),
  ].join('');

const giftCard = (l: Look): string =>
  [
    defs(hgrad('gc', [l.body, shade(l.accent, 0)])),
    `<g transform="rotate(-8 200 200)">`,
    rect(60, 110, 280, 176, 'url(#gc)', ' rx="18"'),
    rect(60, 110, 280, 176, 'none', ' rx="18" stroke="#fff" stroke-opacity="0.4" stroke-width="3"'),
    rect(240, 110, 26, 176, '#fff', ' opacity="0.85"'),
    path('M253 170q-40-40-56-10t56 10q40-40 56-10t-56 10Z', 'none', ' stroke="#f2c230" stroke-width="8"'),
    markText(86, 156, l.mark.slice(0, 10), 18, '#fff', 'start'),
    markText(86, 262, 'GIFT CARD', 16, '#fff', 'start'),
    `</g>`,
  ].join('');

const drone = (l: Look): string =>
  [
    line('M110 120L290 280M290 120L110 280', '#2b2d31', 14),
    rect(150, 160, 100, 80, l.body, ' rx="24"'),
    circle(200, 240, 18, '#1a1d22') + circle(200, 240, 10, '#1f3b5a'),
    ...[
      [110, 120],
      [290, 120],
      [110, 280],
      [290, 280],
    ].map(([x, y]) => circle(x!, y!, 12, '#2b2d31') + ellipse(x!, y! - 10, 70, 10, '#9aa0a6', ' opacity="0.55"')),
  ].join('');

const router = (l: Look): string => {
  const colour = colourNamed(l.specs.Colour) ?? (hashOf(l.title) % 2 ? '#2b2d31' : '#f4f4f2');
  return [
    line('M130 180l-20-110M200 180V60M270 180l20-110', '#2b2d31', 12),
    path('M70 190h260l30 90H40Z', colour),
    rect(40, 280, 320, 30, shade(colour, -0.25), ' rx="6"'),
    ...range(5).map((i) => circle(110 + i * 45, 250, 6, i < 4 ? '#39d36b' : '#ef8a2a')),
  ].join('');
};

const keyboard = (l: Look): string => {
  const colour = colourNamed(l.specs.Colour) ?? l.body;
  if (/mouse/.test(l.title))
    return (
      path('M200 80c60 0 90 50 90 130s-40 130-90 130-90-50-90-130 30-130 90-130Z', colour) +
      line('M200 80v90M110 170h180', shade(colour, -0.25), 3) +
      rect(194, 110, 12, 30, '#2b2d31', ' rx="6"')
    );
  return `<g transform="translate(200 200) skewX(-12) translate(-200 -200)">${rect(40, 130, 320, 150, colour, ' rx="12"')}${range(5)
    .map((r) =>
      range(14)
        .map((c) => rect(54 + c * 21.8, 144 + r * 24, 18, 19, shade(colour, colour === '#f4f4f2' ? -0.1 : 0.18), ' rx="3"'))
        .join(''),
    )
    .join('')}${rect(120, 144 + 4 * 24, 150, 19, shade(colour, 0.25), ' rx="3"')}</g>`;
};

const flashStorage = (l: Look): string => {
  if (/microsd|sd card/.test(l.title))
    return (
      path('M150 90h90l30 30v190H130V150l20-20Z', '#1b1b1b') +
      rect(144, 200, 112, 60, l.body, ' rx="4"') +
      pins(150, 100, 8, 12, 7, 26, GOLD) +
      markText(200, 238, '128GB', 18, '#fff')
    );
  if (/hard drive/.test(l.title))
    return (
      rect(90, 70, 220, 270, METAL, ' rx="10"') +
      circle(200, 180, 80, shade(METAL, 0.2)) +
      circle(200, 180, 20, shade(METAL, -0.2)) +
      line('M280 300L220 190', '#5b6068', 10) +
      rect(110, 290, 120, 34, l.body, ' rx="4"')
    );
  return `<g transform="rotate(-30 200 200)">${rect(120, 160, 170, 80, l.body, ' rx="18"')}${rect(290, 174, 60, 52, METAL, ' rx="4"')}${rect(306, 186, 14, 10, '#5b6068')}${rect(326, 186, 14, 10, '#5b6068')}${circle(146, 200, 10, '#f4f4f2')}</g>`;
};

const smartPlug = (l: Look): string =>
  rect(110, 90, 180, 220, '#f4f4f2', ' rx="30"') +
  rect(110, 90, 180, 220, 'none', ' rx="30" stroke="#d5dadf" stroke-width="3"') +
  rect(160, 150, 16, 46, '#3b4048', ' rx="4" transform="rotate(25 168 173)"') +
  rect(224, 150, 16, 46, '#3b4048', ' rx="4" transform="rotate(-25 232 173)"') +
  rect(192, 220, 16, 40, '#3b4048', ' rx="4"') +
  circle(250, 280, 8, l.body);

const gadget = (l: Look): string => {
  if (/clock|weather/.test(l.title))
    return (
      rect(70, 110, 260, 190, l.body, ' rx="18"') +
      rect(90, 130, 220, 110, '#0b1620', ' rx="6"') +
      markText(200, 204, '10:42', 54, '#7fd3ff') +
      markText(130, 270, '22°', 18, '#fff') +
      markText(270, 270, '☀', 22, '#f2c230')
    );
  if (/console|game/.test(l.title))
    return (
      rect(80, 150, 240, 130, l.body, ' rx="40"') +
      rect(120, 196, 16, 48, '#2b2d31', ' rx="3"') +
      rect(104, 212, 48, 16, '#2b2d31', ' rx="3"') +
      circle(260, 205, 12, '#d23b32') +
      circle(286, 230, 12, '#2f6fd0')
    );
  if (/lamp/.test(l.title))
    return line('M140 320L200 180L270 150', '#2b2d31', 10) + path('M250 110l70 20-30 60Z', l.body) + ellipse(150, 325, 60, 14, '#2b2d31');
  return screenDevice(l);
};

/** A small breakout or module board: its telling part (inductor, heatsink, antenna, coil, card slot) read from the title. */
const moduleBoard = (l: Look): string => {
  const pcb = pcbOf(l);
  const title = l.title;
  const terminals = (x: number, y: number, n: number) =>
    range(n)
      .map(
        (i) =>
          rect(x + i * 30, y, 28, 30, '#2f7fd8', ' rx="3"') +
          circle(x + 14 + i * 30, y + 12, 7, METAL) +
          line(`M${x + 9 + i * 30} ${y + 12}h10`, '#5b6068', 2),
      )
      .join('');
  let part: string;
  if (/l298n|bts7960|tb6600|tpa3116|tda7297|xl4016|ltc3780/.test(title)) {
    // a finned heatsink over the driver
    part =
      rect(150, 110, 100, 110, '#2b2d31', ' rx="4"') +
      range(7)
        .map((i) => rect(154 + i * 14, 100, 8, 124, '#3b4048', ' rx="2"'))
        .join('');
  } else if (/buck|boost|converter module|charger module|protection board/.test(title)) {
    // the inductor, a trimpot and an electrolytic
    part =
      rect(150, 120, 70, 70, '#3b4048', ' rx="8"') +
      circle(185, 155, 24, '#8a5a35') +
      circle(185, 155, 12, '#3b4048') +
      rect(236, 120, 30, 30, '#2f6fd0', ' rx="3"') +
      circle(251, 135, 7, GOLD) +
      circle(140, 230, 18, '#274a8a') +
      circle(140, 230, 12, '#c9d3df', ' opacity="0.6"');
  } else if (/lora|transceiver|radio|receiver|transmitter|gsm|lte|nrf24/.test(title)) {
    // a shielded radio can and a spring or stub antenna
    part =
      rect(140, 130, 90, 80, METAL, ' rx="4"') +
      rect(150, 140, 70, 60, shade(METAL, 0.2), ' rx="2"') +
      (/antenna|lte|gsm/.test(title)
        ? rect(260, 40, 16, 150, '#2b2d31', ' rx="8"')
        : range(8)
            .map((i) => ellipse(270, 100 + i * 12, 14, 5, 'none', ` stroke="${GOLD}" stroke-width="3"`))
            .join(''));
  } else if (/rfid reader|nfc rfid/.test(title)) {
    part =
      rect(120, 110, 160, 120, 'none', ` rx="10" stroke="${GOLD}" stroke-width="6"`) +
      rect(140, 130, 120, 80, 'none', ` rx="8" stroke="${GOLD}" stroke-width="4"`) +
      rect(180, 150, 40, 40, '#222', ' rx="3"');
  } else if (/card reader|microsd/.test(title)) {
    part =
      rect(140, 110, 120, 100, METAL, ' rx="4"') +
      rect(150, 130, 100, 60, shade(METAL, -0.2), ' rx="2"') +
      rect(170, 200, 60, 30, '#1b1b1b', ' rx="3"');
  } else if (/real-time clock|rtc/.test(title)) {
    part =
      circle(160, 160, 44, '#c4c9cf') +
      circle(160, 160, 36, '#dfe3e8') +
      markText(160, 166, 'CR2032', 11, '#6b7178') +
      rect(230, 130, 44, 60, '#222', ' rx="3"');
  } else if (/microphone|sound detection/.test(title)) {
    part =
      circle(200, 150, 34, '#2b2d31') +
      circle(200, 150, 24, '#5b6068') +
      range(5)
        .map((i) => line(`M${182 + i * 9} 132v36`, '#2b2d31', 2))
        .join('') +
      rect(150, 200, 30, 20, '#2f6fd0', ' rx="3"');
  } else {
    part =
      rect(160, 120, 80, 80, '#222', ' rx="4"') +
      range(6)
        .map((i) => rect(164 + i * 12.5, 112, 5, 8, METAL) + rect(164 + i * 12.5, 200, 5, 8, METAL))
        .join('') +
      markText(200, 166, l.mark.slice(0, 5), 11, '#9aa0a6');
  }
  return [
    defs(vgrad('pcb', [shade(pcb, 0.12), shade(pcb, -0.15)])),
    rect(90, 80, 220, 210, 'url(#pcb)', ' rx="10"'),
    circle(108, 98, 7, '#e9e4d4') + circle(292, 98, 7, '#e9e4d4') + circle(108, 272, 7, '#e9e4d4') + circle(292, 272, 7, '#e9e4d4'),
    part,
    /driver|converter|amplifier|charger|protection/.test(title)
      ? terminals(110, 244, 2) + terminals(230, 244, 2)
      : rect(130, 252, 140, 18, '#1d1d1d', ' rx="2"') + pins(136, 256, 7, 19.5, 8, 10, GOLD),
    circle(290, 228, 5, '#ff4a3d'),
  ].join('');
};

/** RFID cards, key fobs and NFC stickers. */
const rfidTag = (l: Look): string => {
  if (/fob/.test(l.title))
    return range(Math.min(l.count, 3))
      .map(
        (i) =>
          `<g transform="translate(${(i - 1) * 70} ${(i % 2) * 20}) rotate(${-10 + i * 10} 200 200)">${path('M160 120h80a30 30 0 0 1 30 30v110a70 70 0 0 1-140 0V150a30 30 0 0 1 30-30Z', PALETTE[i % PALETTE.length]!)}${circle(200, 150, 12, '#f4f4f2')}</g>`,
      )
      .join('');
  const sticker = /sticker/.test(l.title);
  return range(Math.min(l.count, 3))
    .map((i) => {
      const dx = (i - 1) * 30,
        dy = (i - 1) * 24;
      return sticker
        ? circle(200 + dx * 2, 200 + dy, 70, '#f4f4f2', ' stroke="#c8ccd2" stroke-width="3"') +
            circle(200 + dx * 2, 200 + dy, 44, 'none', ` stroke="${GOLD}" stroke-width="5"`) +
            rect(190 + dx * 2, 190 + dy, 20, 20, '#2b2d31')
        : rect(70 + dx, 110 + dy, 260, 164, '#f4f4f2', ' rx="14" stroke="#c8ccd2" stroke-width="3"') +
            rect(96 + dx, 136 + dy, 90, 14, l.body, ' rx="4"') +
            path(`M${250 + dx} ${170 + dy}q20 22 0 44M${264 + dx} ${160 + dy}q30 32 0 64`, 'none', ` stroke="${l.body}" stroke-width="5"`);
    })
    .join('');
};

/** Rotary encoders on their board, thumb joysticks and membrane keypads. */
const inputDevice = (l: Look): string => {
  if (/keypad/.test(l.title)) {
    const cols = /1x4/.test(l.title) ? 4 : /3x4/.test(l.title) ? 3 : 4,
      rowsN = /1x4/.test(l.title) ? 1 : 4;
    const labels = ['1', '2', '3', 'A', '4', '5', '6', 'B', '7', '8', '9', 'C', '*', '0', '#', 'D'];
    return (
      rect(100, 70, 200, 230, /capacitive/.test(l.title) ? '#1f5fa8' : '#2b2d31', ' rx="10"') +
      range(rowsN)
        .map((r) =>
          range(cols)
            .map(
              (c) =>
                rect(118 + c * (170 / cols), 86 + r * 52, 170 / cols - 10, 42, c === 3 ? '#d23b32' : '#f4f4f2', ' rx="6"') +
                markText(118 + c * (170 / cols) + (170 / cols - 10) / 2, 114 + r * 52, labels[r * 4 + c] ?? '', 16, '#2b2d31'),
            )
            .join(''),
        )
        .join('') +
      line('M190 300v60M200 300v60M210 300v60', '#c8ccd2', 4)
    );
  }
  if (/joystick/.test(l.title)) {
    return /arcade/.test(l.title)
      ? rect(110, 240, 180, 70, '#2b2d31', ' rx="10"') +
          rect(190, 120, 20, 130, METAL) +
          circle(200, 110, 40, '#d23b32') +
          circle(188, 96, 12, '#f08a84')
      : rect(100, 100, 200, 200, pcbOf(l), ' rx="10"') +
          rect(140, 140, 120, 120, '#2b2d31', ' rx="10"') +
          circle(200, 200, 50, '#1b1b1b') +
          circle(200, 200, 36, '#3b4048') +
          range(6)
            .map((i) => circle(200 + Math.cos(i) * 24, 200 + Math.sin(i) * 24, 4, '#2b2d31'))
            .join('') +
          pins(140, 288, 5, 26, 8, 20, GOLD);
  }
  if (/touch/.test(l.title))
    return (
      rect(120, 120, 160, 160, '#d23b32', ' rx="10"') +
      circle(200, 190, 46, '#f4f4f2', ' opacity="0.85"') +
      circle(200, 190, 30, 'none', ' stroke="#d23b32" stroke-width="3"') +
      pins(160, 266, 3, 30, 8, 22, GOLD)
    );
  const module = /module/.test(l.title);
  return [
    module ? rect(90, 150, 220, 170, pcbOf(l), ' rx="10"') + pins(130, 300, 5, 30, 8, 30, GOLD) : '',
    rect(140, 170, 120, 110, METAL, ' rx="6"') + rect(150, 180, 100, 90, '#2b2d31', ' rx="4"'),
    rect(184, 70, 32, 110, '#c4c9cf', ' rx="5"') + line('M190 80v90M200 80v90M210 80v90', '#9aa0a6', 2),
    /rgb/.test(l.title) ? circle(200, 120, 28, '#b05cff', ' opacity="0.5"') : '',
    circle(200, 225, 18, '#5b6068'),
    module ? '' : rect(150, 280, 10, 40, METAL) + rect(180, 280, 10, 40, METAL) + rect(210, 280, 10, 40, METAL) + rect(240, 280, 10, 40, METAL),
  ].join('');
};

/** Piezo buzzers, discs, sirens and little speakers. */
const buzzer = (l: Look): string => {
  if (/disc/.test(l.title))
    return range(Math.min(l.count, 3))
      .map(
        (i) =>
          circle(150 + i * 50, 190 + i * 10, 90, GOLD) +
          circle(150 + i * 50, 190 + i * 10, 60, '#eef1f4') +
          line(`M${150 + i * 50} ${190 + i * 10}q60 80 120 110`, i % 2 ? '#2b2d31' : '#d23b32', 4),
      )
      .join('');
  if (/speaker/.test(l.title))
    return (
      circle(200, 190, 110, '#2b2d31') +
      circle(200, 190, 96, METAL) +
      circle(200, 190, 80, '#1b1b1b') +
      circle(200, 190, 30, '#3b4048') +
      line('M290 270q30 40 60 50M280 280q24 40 50 56', '#d23b32', 4)
    );
  if (/siren/.test(l.title))
    return (
      path('M120 160h60l100-70v220l-100-70h-60Z', '#2b2d31') +
      rect(100, 150, 40, 100, '#3b4048', ' rx="6"') +
      line('M110 250v80M130 250v70', '#d23b32', 4)
    );
  const module = /module/.test(l.title);
  return [
    module ? rect(110, 150, 180, 160, pcbOf(l), ' rx="10"') + pins(150, 300, 3, 40, 8, 30, GOLD) : '',
    circle(200, 200, 70, '#1b1b1b') + circle(200, 200, 60, '#2b2d31') + circle(200, 200, 10, '#111'),
    markText(160, 170, '+', 22, '#9aa0a6'),
    module ? '' : line('M185 270v80M215 270v70', METAL, 5),
  ].join('');
};

/** Banana plugs, sockets and binding posts, in red and black. */
const bananaPlug = (l: Look): string => {
  const colours = /red and black/.test(l.title) ? ['#d23b32', '#2b2d31'] : [colourNamed(l.specs.Colour) ?? '#d23b32'];
  const n = colours.length === 2 ? 2 : Math.min(Math.max(l.count, 1), 2);
  return range(n)
    .map((i) => {
      const c = colours[i % colours.length]!;
      const dx = (i - (n - 1) / 2) * 110;
      if (/socket|binding post/.test(l.title))
        return (
          circle(200 + dx, 200, 60, c) +
          circle(200 + dx, 200, 34, shade(c, -0.3)) +
          circle(200 + dx, 200, 12, GOLD) +
          rect(188 + dx, 260, 24, 80, GOLD, ' rx="4"')
        );
      return `<g transform="translate(${dx} 0)">${rect(170, 110, 60, 150, c, ' rx="14"')}${rect(182, 260, 36, 20, shade(c, -0.3), ' rx="4"')}${path('M190 280h20l-2 80h-16Z', GOLD)}${line('M200 110V50', c, 14)}</g>`;
    })
    .join('');
};

/** Alligator clip leads, test leads and hook clips. */
const testLeads = (l: Look): string => {
  const colours = ['#d23b32', '#2b2d31', '#2f9e55', '#f2c230', '#2f6fd0'];
  const clip = (x: number, y: number, c: string, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})">${path('M0 -12h60l30 8v8l-30 8H0Z', c)}${path('M60 -10l34 4M60 10l34-4', 'none', ` stroke="${METAL}" stroke-width="5"`)}</g>`;
  const probe = (x: number, y: number, c: string, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})">${rect(0, -10, 90, 20, c, ' rx="8"')}${rect(90, -3, 50, 6, METAL, ' rx="2"')}</g>`;
  const clipsOnly = /clips( |$)/.test(l.title) && !/leads/.test(l.title);
  if (clipsOnly)
    return range(4)
      .map((i) => clip(100 + (i % 2) * 110, 120 + Math.floor(i / 2) * 110, colours[i % 2]!, -20 + i * 10))
      .join('');
  const n = /multimeter|banana/.test(l.title) ? 2 : 4;
  return range(n)
    .map((i) => {
      const c = colours[i]!;
      const y = 110 + i * (180 / n);
      const end = /multimeter|probe/.test(l.title) ? probe(260, y + 30, c, -20) : clip(270, y + 30, c, -15);
      const start = /banana/.test(l.title) ? rect(40, y - 10, 50, 20, c, ' rx="8"') + rect(20, y - 3, 24, 6, GOLD) : clip(100, y, c, 195);
      return line(`M100 ${y}C170 ${y - 60} 200 ${y + 90} 265 ${y + 30}`, c, 7) + start + end;
    })
    .join('');
};

/** Helping hands: a weighted base, arms with crocodile clips, a magnifier; or a magnifying lamp. */
const helpingHands = (l: Look): string => {
  if (/lamp/.test(l.title))
    return (
      ellipse(130, 340, 70, 14, '#2b2d31') +
      line('M130 330L170 200L280 150', '#5b6068', 10) +
      circle(290, 150, 56, '#f4f4f2') +
      circle(290, 150, 44, '#cfe3f2') +
      circle(276, 136, 12, '#fff', ' opacity="0.7"')
    );
  if (/microscope/.test(l.title))
    return (
      rect(120, 310, 160, 30, '#2b2d31', ' rx="8"') +
      rect(150, 100, 16, 220, METAL) +
      `<g transform="rotate(20 220 160)">${rect(190, 90, 50, 150, '#f4f4f2', ' rx="20"')}${circle(215, 240, 16, '#1f3b5a')}</g>`
    );
  if (/headband/.test(l.title))
    return (
      ellipse(200, 170, 130, 80, 'none', ` stroke="#2b2d31" stroke-width="20"`) +
      rect(120, 230, 160, 60, '#cfe3f2', ' rx="20" opacity="0.9"') +
      rect(120, 222, 160, 14, '#2b2d31', ' rx="6"')
    );
  if (/pcb holder|vise/.test(l.title))
    return (
      rect(80, 290, 240, 40, '#2b2d31', ' rx="8"') +
      rect(110, 180, 30, 120, METAL) +
      rect(260, 180, 30, 120, METAL) +
      rect(130, 200, 140, 70, PCB_GREEN, ' rx="4"') +
      circle(200, 310, 14, '#d23b32')
    );
  const arms = /6 arm/.test(l.title) ? 6 : /4 arm/.test(l.title) ? 4 : 2;
  const flexible = /flexible|magnetic|station/.test(l.title);
  const tips: Array<[number, number]> = range(arms).map((i) => [70 + (i * 260) / Math.max(1, arms - 1), 110 + (i % 2) * 40]);
  return [
    rect(90, 300, 220, 44, /magnetic/.test(l.title) ? '#3b4048' : l.body, ' rx="10"'),
    ...tips.map(
      ([x, y], i) =>
        (flexible
          ? line(`M${150 + (i % 3) * 50} 300C${150 + (i % 3) * 50} 220 ${x} ${y + 120} ${x} ${y + 24}`, '#2b2d31', 10) +
            range(6)
              .map((k) => circle(150 + (i % 3) * 50 + ((x - 150 - (i % 3) * 50) * k) / 6, 290 - k * 28, 6, '#5b6068'))
              .join('')
          : line(`M200 300V200L${x} ${y + 30}`, METAL, 6)) + path(`M${x - 8} ${y + 24}l-10-40h12l6 30 6-30h12l-10 40Z`, METAL),
    ),
    /magnifier|station/.test(l.title)
      ? line('M200 300V210', METAL, 6) +
        circle(200, 170, 54, '#2b2d31') +
        circle(200, 170, 44, '#cfe3f2', ' opacity="0.9"') +
        circle(186, 156, 12, '#fff', ' opacity="0.7"')
      : '',
  ].join('');
};

/** A desoldering pump (solder sucker), or a desoldering station or gun. */
const desolderingPump = (l: Look): string => {
  if (/station/.test(l.title) && !/nozzle/.test(l.title))
    return (
      rect(50, 220, 190, 120, '#2b2d31', ' rx="12"') +
      rect(70, 240, 90, 44, '#0e2a4a', ' rx="4"') +
      markText(115, 270, '380°', 20, '#7fd3ff') +
      `<g transform="rotate(-30 260 170)">${rect(200, 150, 150, 40, '#3b4048', ' rx="16"')}${rect(350, 160, 30, 20, METAL)}</g>`
    );
  if (/nozzle/.test(l.title))
    return range(3)
      .map(
        (i) =>
          rect(120 + i * 60, 120, 30, 160, i === 0 ? '#f4f4f2' : METAL, ' rx="10"') + path(`M${120 + i * 60} 280h30l-10 30h-10Z`, shade(METAL, -0.2)),
      )
      .join('');
  if (/bulb/.test(l.title))
    return `<g transform="rotate(-30 200 200)">${ellipse(140, 200, 70, 56, '#2b2d31')}${rect(200, 188, 150, 24, '#f4f4f2', ' rx="6"')}</g>`;
  const body = /aluminium|heavy|self-cleaning|195mm/.test(l.title) ? '#c4c9cf' : /anti-static/.test(l.title) ? '#2b2d31' : l.body;
  return `<g transform="rotate(-35 200 200)">${rect(20, 190, 50, 20, '#2b2d31', ' rx="6"')}${rect(60, 196, 30, 8, METAL)}${rect(90, 170, 200, 60, body, ' rx="12"')}${rect(120, 160, 24, 20, '#d23b32', ' rx="4"')}${rect(290, 182, 50, 36, shade(body, -0.2), ' rx="6"')}${path('M340 188h40l10 12-10 12h-40Z', '#f4f4f2')}</g>`;
};

/** Addressable LEDs: a reel of strip, a ring, a stick or a flexible matrix of pixels. */
const addressableLed = (l: Look): string => {
  const rgb = ['#d23b32', '#2f9e55', '#2f6fd0', '#f2c230', '#b05cff', '#35b8d6'];
  if (/ring/.test(l.title)) {
    const n = Number(/(\d+) pixels/.exec(l.title)?.[1] ?? 12);
    return (
      circle(200, 200, 130, '#23272d') +
      circle(200, 200, 86, '#ffffff') +
      range(n)
        .map((i) => {
          const a = (i / n) * Math.PI * 2;
          return (
            rect(200 + Math.cos(a) * 108 - 11, 200 + Math.sin(a) * 108 - 11, 22, 22, '#f4f4f2', ' rx="3"') +
            circle(200 + Math.cos(a) * 108, 200 + Math.sin(a) * 108, 7, rgb[i % rgb.length]!)
          );
        })
        .join('')
    );
  }
  if (/stick/.test(l.title))
    return (
      rect(40, 160, 320, 80, '#23272d', ' rx="8"') +
      range(8)
        .map((i) => rect(58 + i * 37, 182, 30, 30, '#f4f4f2', ' rx="3"') + circle(73 + i * 37, 197, 9, rgb[i % rgb.length]!))
        .join('') +
      pins(70, 240, 4, 20, 8, 14, GOLD)
    );
  if (/matrix/.test(l.title))
    return `<g transform="translate(200 200) skewX(-10) translate(-200 -200)">${rect(70, 70, 260, 260, '#f4f4f2', ' rx="8"')}${range(8)
      .map((r) =>
        range(8)
          .map(
            (c) =>
              rect(82 + c * 31, 82 + r * 31, 20, 20, '#eef1f4', ' stroke="#c8ccd2"') +
              circle(92 + c * 31, 92 + r * 31, 6, rgb[(r + c) % rgb.length]!),
          )
          .join(''),
      )
      .join('')}</g>`;
  return ledStrip({ ...l, title: `${l.title} rgb addressable` });
};

/** A car amplifier: a finned heatsink body with terminals. */
const carAmplifier = (l: Look): string =>
  [
    defs(vgrad('amp', ['#4a4e55', '#1b1b1b'])),
    rect(40, 130, 320, 150, 'url(#amp)', ' rx="14"'),
    ...range(12).map((i) => rect(58 + i * 25, 140, 12, 130, '#5b6068', ' rx="4"')),
    rect(130, 180, 140, 50, /marine/.test(l.title) ? '#f4f4f2' : '#d23b32', ' rx="6"'),
    markText(200, 212, l.mark.slice(0, 8), 14, /marine/.test(l.title) ? '#2b2d31' : '#fff'),
    rect(40, 280, 320, 24, '#2b2d31', ' rx="6"'),
    ...range(4).map((i) => rect(70 + i * 30, 284, 18, 14, GOLD, ' rx="3"')),
    circle(300, 292, 8, '#39d36b'),
  ].join('');

/** Inductors: an axial, radial drum or SMD body, or a copper-wound toroid. */
const inductor = (l: Look): string => {
  if (/toroid/.test(l.title))
    return (
      circle(200, 190, 110, '#2b2d31') +
      range(28)
        .map((i) => {
          const a = (i / 28) * Math.PI * 2;
          return line(`M${200 + Math.cos(a) * 50} ${190 + Math.sin(a) * 50}L${200 + Math.cos(a) * 118} ${190 + Math.sin(a) * 118}`, '#c8742c', 9);
        })
        .join('') +
      circle(200, 190, 46, '#eef1f4') +
      line('M170 300v60M230 300v60', '#c8742c', 6)
    );
  if (/axial/.test(l.title))
    return (
      line('M40 200H360', METAL, 6) +
      rect(130, 165, 140, 70, '#7fa35a', ' rx="30"') +
      rect(168, 165, 12, 70, '#8a5a35') +
      rect(196, 165, 12, 70, '#2b2d31') +
      rect(224, 165, 12, 70, '#8a5a35')
    );
  const smd = /smd/.test(l.title);
  return range(Math.min(l.count, 3))
    .map((i) => {
      const dx = (i - 1) * 100;
      return smd
        ? rect(150 + dx, 150, 100, 100, '#2b2d31', ' rx="8"') + circle(200 + dx, 200, 36, '#c8742c') + circle(200 + dx, 200, 16, '#2b2d31')
        : rect(155 + dx, 120, 90, 20, '#2b2d31', ' rx="4"') +
            rect(165 + dx, 140, 70, 100, '#c8742c', ' rx="8"') +
            line(`M${165 + dx} ${160}h70M${165 + dx} 180h70M${165 + dx} 200h70M${165 + dx} 220h70`, '#a55a1f', 3) +
            rect(155 + dx, 240, 90, 20, '#2b2d31', ' rx="4"') +
            line(`M${185 + dx} 260v80M${215 + dx} 260v80`, METAL, 5);
    })
    .join('');
};

/** A quartz crystal in its HC-49 can, an oscillator or a ceramic resonator. */
const crystal = (l: Look): string =>
  range(Math.min(l.count, 3))
    .map((i) => {
      const dx = (i - 1) * 100;
      if (/oscillator/.test(l.title))
        return (
          rect(150 + dx, 140, 100, 100, METAL, ' rx="8"') +
          rect(150 + dx, 140, 16, 16, '#5b6068') +
          line(`M${165 + dx} 240v70M${235 + dx} 240v70`, METAL, 5)
        );
      if (/resonator/.test(l.title))
        return rect(165 + dx, 130, 70, 110, '#3a7bd5', ' rx="30"') + line(`M${180 + dx} 240v90M${200 + dx} 240v90M${220 + dx} 240v90`, METAL, 5);
      return (
        rect(160 + dx, 120, 80, 130, METAL, ' rx="36"') +
        rect(168 + dx, 130, 20, 110, '#fff', ' rx="10" opacity="0.5"') +
        line(`M${185 + dx} 250v90M${215 + dx} 250v90`, METAL, 5)
      );
    })
    .join('');

/** A project box: ABS, waterproof with a gasket, aluminium, or a clear lid. */
const enclosure = (l: Look): string => {
  const colour = /aluminium/.test(l.title) ? '#c4c9cf' : /clear/.test(l.title) ? '#dfe9ef' : (colourNamed(l.specs.Colour) ?? '#2b2d31');
  return [
    path('M70 170l130-60 130 60v130l-130 60-130-60Z', shade(colour, -0.25)),
    path('M70 170l130 60 130-60-130-60Z', shade(colour, 0.18), /clear/.test(l.title) ? ' opacity="0.7"' : ''),
    path('M200 230v130l130-60V170Z', shade(colour, -0.1)),
    path('M70 170l130 60v130L70 300Z', colour),
    ...[
      [110, 170],
      [290, 170],
      [200, 130],
      [200, 212],
    ].map(([x, y]) => ellipse(x!, y!, 7, 4, '#8a9099')),
    /waterproof|clear/.test(l.title) ? path('M70 178l130 60 130-60', 'none', ' stroke="#d23b32" stroke-width="3" opacity="0.7"') : '',
  ].join('');
};

/** A battery holder with its cells' outlines and red and black leads, or a 9 V snap. */
const batteryHolder = (l: Look): string => {
  if (/snap/.test(l.title))
    return (
      rect(150, 120, 100, 50, '#2b2d31', ' rx="8"') +
      circle(180, 145, 12, METAL) +
      circle(220, 145, 14, METAL) +
      line('M180 170q-20 80 -60 150M220 170q20 80 60 150', '#d23b32', 6) +
      line('M186 170q-10 80 -40 150', '#2b2d31', 6)
    );
  if (/cr2032|pcb/.test(l.title))
    return (
      circle(200, 190, 80, '#2b2d31') + circle(200, 190, 64, '#d5dadf') + rect(150, 260, 100, 20, METAL) + line('M170 280v60M230 280v60', METAL, 5)
    );
  const cells = Number(/^(\d) x/.exec(l.title)?.[1] ?? 2);
  const long = /18650/.test(l.title);
  const n = Math.min(cells, 4);
  const w = 240,
    h = n * (long ? 44 : 36) + 20;
  return [
    rect(200 - w / 2, 200 - h / 2, w, h, '#2b2d31', ' rx="8"'),
    ...range(n).map((i) =>
      rect(
        90,
        200 - h / 2 + 10 + i * (long ? 44 : 36),
        220,
        long ? 36 : 28,
        long ? '#2f6fd0' : i % 2 ? '#d5dadf' : '#c4c9cf',
        ' rx="12" opacity="0.6"',
      ),
    ),
    /switch/.test(l.title) ? rect(150, 200 - h / 2 - 20, 60, 24, '#3b4048', ' rx="4"') : '',
    line(`M${200 + w / 2} ${200 - 10}q60 0 60 120`, '#d23b32', 6) + line(`M${200 + w / 2} ${200 + 10}q40 0 44 110`, '#2b2d31', 6),
  ].join('');
};

/** A cooling fan, or a finned heatsink. */
const fanOrHeatsink = (l: Look): string => {
  if (/heatsink/.test(l.title)) {
    const copper = /copper/.test(l.title);
    return (
      path('M80 260h240v40H80Z', copper ? '#c8742c' : '#9aa0a6') +
      range(9)
        .map((i) => rect(88 + i * 26, 110, 14, 150, copper ? '#d98a45' : '#c4c9cf', ' rx="3"'))
        .join('') +
      (/to-220/.test(l.title) ? rect(170, 200, 60, 70, '#1f1f22', ' rx="4"') + line('M180 270v70M200 270v70M220 270v70', METAL, 5) : '')
    );
  }
  return [
    rect(70, 70, 260, 260, '#2b2d31', ' rx="24"'),
    circle(200, 200, 116, '#1b1b1b'),
    ...range(7).map(
      (i) => `<path d="M200 200q${40} ${-90} ${100} ${-60}q-40 30-100 60Z" fill="#3b4048" transform="rotate(${i * (360 / 7)} 200 200)"/>`,
    ),
    circle(200, 200, 40, '#2b2d31') + markText(200, 206, l.mark.slice(0, 6), 11, '#9aa0a6'),
    ...[
      [96, 96],
      [304, 96],
      [96, 304],
      [304, 304],
    ].map(([x, y]) => circle(x!, y!, 10, '#111')),
    line('M300 320q20 30 60 30M310 310q24 30 56 30', '#d23b32', 4),
  ].join('');
};

/** A car charger that plugs into the 12 V socket, or a socket adaptor with outlets and USB ports. */
const carCharger = (l: Look): string => {
  const usbPort = (x: number, y: number, c: boolean) => rect(x, y, c ? 26 : 36, c ? 12 : 14, '#111', ` rx="${c ? 6 : 2}"`);
  if (/socket adaptor|3-way|anderson/.test(l.title)) {
    return [
      `<g transform="rotate(-25 110 200)">${rect(40, 180, 120, 44, '#2b2d31', ' rx="20"')}${rect(8, 192, 36, 20, METAL, ' rx="8"')}</g>`,
      line('M150 200q40 20 60 60', '#2b2d31', 10),
      rect(170, 240, 200, 90, '#2b2d31', ' rx="16"'),
      ...range(3).map((i) => circle(200 + i * 50, 270, 18, '#111') + circle(200 + i * 50, 270, 8, METAL)),
      usbPort(205, 300, false) + usbPort(275, 300, false),
    ].join('');
  }
  return [
    `<g transform="rotate(-30 200 200)">`,
    rect(80, 168, 170, 64, l.body === '#f4f4f2' ? '#3b4048' : '#2b2d31', ' rx="26"'),
    rect(250, 174, 40, 52, '#5b6068', ' rx="8"'),
    rect(290, 186, 40, 28, METAL, ' rx="12"') + circle(336, 200, 8, METAL),
    rect(60, 160, 30, 80, '#3b4048', ' rx="12"'),
    `</g>`,
    circle(120, 110, 70, '#2b2d31') + circle(120, 110, 60, '#3b4048'),
    /usb-c/.test(l.title) && !/usb-a/.test(l.title)
      ? usbPort(92, 90, true) + usbPort(122, 120, true)
      : /usb-c/.test(l.title)
        ? usbPort(86, 88, false) + usbPort(112, 124, true)
        : usbPort(86, 88, false) + usbPort(100, 120, false),
    circle(160, 80, 5, '#35b8d6'),
  ].join('');
};

/** Screws, nuts and hex standoffs. */
const fastener = (l: Look): string => {
  const metal = /nylon/.test(l.title) ? '#f4f4f2' : /brass/.test(l.title) ? '#c9a45a' : METAL;
  const standoff = /standoff/.test(l.title);
  return range(3)
    .map((i) => {
      const dx = (i - 1) * 100,
        dy = (i % 2) * 30;
      return standoff
        ? path(`M${175 + dx} ${110 + dy}h50l12 20v150l-12 20h-50l-12-20V130Z`, metal, ` stroke="${shade(metal, -0.3)}" stroke-width="2"`) +
            line(`M${188 + dx} ${120 + dy}v170M${212 + dx} ${120 + dy}v170`, shade(metal, -0.15), 3) +
            (/male-female/.test(l.title) ? rect(190 + dx, 300 + dy, 20, 40, shade(metal, -0.1)) : '')
        : (/countersunk/.test(l.title)
            ? path(`M${160 + dx} ${110 + dy}h80l-30 30h-20Z`, metal)
            : /socket cap/.test(l.title)
              ? rect(170 + dx, 100 + dy, 60, 44, metal, ' rx="6"') + path(`M${190 + dx} ${112 + dy}h20l6 10-6 10h-20l-6-10Z`, shade(metal, -0.4))
              : path(`M${160 + dx} ${140 + dy}q0-40 40-40t40 40Z`, metal) + rect(196 + dx, 104 + dy, 8, 26, shade(metal, -0.4))) +
            rect(190 + dx, 140 + dy, 20, 170, metal) +
            range(12)
              .map((k) => line(`M${188 + dx} ${150 + k * 13 + dy}l24 6`, shade(metal, -0.3), 2))
              .join('');
    })
    .join('');
};

/** A bundle of cable ties. */
const cableTies = (l: Look): string => {
  const colour = colourNamed(l.specs.Colour) ?? (/black/.test(l.title) ? '#2b2d31' : '#f4f4f2');
  return (
    range(7)
      .map(
        (i) =>
          `<g transform="rotate(${-30 + i * 9} 200 330)">${rect(192, 50, 16, 280, colour, ' rx="4" stroke="#9aa0a6" stroke-width="1"')}${rect(186, 40, 28, 26, shade(colour, -0.15), ' rx="4"')}</g>`,
      )
      .join('') + rect(150, 250, 100, 24, '#5b6068', ' rx="8"')
  );
};

/** A little AV or computer box with its ports: HDMI switchers, media players, USB hubs. */
const avBox = (l: Look): string => {
  const hub = /hub|dock/.test(l.title);
  return [
    rect(60, 150, 280, 110, hub ? '#8a9099' : '#2b2d31', ' rx="14"'),
    ...range(hub ? 4 : 3).map((i) => rect(90 + i * 60, 230, 38, 16, '#111', ' rx="3"')),
    hub ? line('M60 200q-40 0-40 80', '#2b2d31', 8) : circle(300, 190, 6, '#39d36b'),
    /media player/.test(l.title)
      ? rect(110, 60, 180, 70, '#1b1b1b', ' rx="12"') + circle(150, 95, 12, '#3b4048') + circle(250, 95, 12, '#3b4048')
      : '',
  ].join('');
};

/** A TV antenna: a flat indoor panel or an outdoor yagi. */
const antenna = (l: Look): string =>
  /outdoor|masthead/.test(l.title)
    ? line('M60 200H340', '#8a9099', 8) +
      range(9)
        .map((i) => line(`M${80 + i * 30} ${200 - (70 - i * 5)}v${(70 - i * 5) * 2}`, '#c4c9cf', 5))
        .join('') +
      line('M200 200v160', '#5b6068', 10)
    : rect(110, 70, 180, 230, '#2b2d31', ' rx="12"') +
      rect(125, 85, 150, 200, '#3b4048', ' rx="8"') +
      rect(150, 300, 100, 30, '#2b2d31', ' rx="6"') +
      line('M250 320q60 20 80 40', '#2b2d31', 6);

/** A projector: a box with its lens. */
const projector = (l: Look): string =>
  rect(60, 140, 280, 140, /mini/.test(l.title) ? '#f4f4f2' : '#2b2d31', ' rx="20"') +
  circle(120, 210, 44, '#1b1b1b') +
  circle(120, 210, 30, '#1f3b5a') +
  circle(110, 200, 8, '#9fc3ea') +
  range(6)
    .map((i) => rect(200 + i * 20, 170, 10, 60, '#5b6068', ' rx="4"'))
    .join('') +
  rect(90, 280, 30, 14, '#1b1b1b') +
  rect(280, 280, 30, 14, '#1b1b1b');

/** A generic electronic device with a screen and buttons: the fallback for most gadgets and AV gear. */
const screenDevice = (l: Look): string =>
  [
    rect(80, 90, 240, 220, l.body, ' rx="20"'),
    rect(100, 110, 200, 130, '#0b1620', ' rx="6"'),
    path('M100 200l40-30 40 20 50-40 70 40V240H100Z', '#1f4a8a', ' opacity="0.9"'),
    circle(150, 274, 14, shade(l.body, -0.3)) + circle(200, 274, 14, shade(l.body, -0.3)) + circle(250, 274, 14, shade(l.body, -0.3)),
  ].join('');

/** A product box: the fallback for anything nothing else matches. */
const productBox = (l: Look): string =>
  [
    path('M70 130l130-50 130 50v170l-130 50-130-50Z', shade(l.body, -0.2)),
    path('M70 130l130 50 130-50-130-50Z', shade(l.body, 0.3)),
    path('M200 180v170l130-50V130Z', shade(l.body, -0.1)),
    path('M70 130l130 50v170L70 300Z', l.body),
    path('M120 112l130 50v40l-20 8v-38l-130-50Z', '#fff', ' opacity="0.5"'),
  ].join('');

// ---------------------------------------------------------------- choosing

interface Rule {
  readonly match: RegExp;
  readonly art: Art;
}

/** First match wins: specific words before broad ones. Tested against the leaf, the title and the group names. */
const RULES: readonly Rule[] = [
  { match: /gift ?card/, art: { kind: 'gift-card', draw: giftCard, focus: [250, 170] } },
  // Products whose words also name a part or a cable ("keyboard", "battery", "USB", "with headers"): their own kind first.
  { match: /paperback|hardcover|\bedition\b/, art: { kind: 'book', draw: book, focus: [200, 140] } },
  { match: /age \d+\+/, art: { kind: 'kit-box', draw: kitBox, focus: [150, 200] } },
  { match: /keyboard(?! emulation)|\bmouse\b/, art: { kind: 'keyboard', draw: keyboard, focus: [160, 190] } },
  { match: /drone/, art: { kind: 'drone', draw: drone, focus: [200, 220] } },
  { match: /headphone|earbud/, art: { kind: 'headphones', draw: headphones, focus: [200, 260] } },
  { match: /microphone(?! (amplifier|module|lead|cable))/, art: { kind: 'microphone', draw: microphone, focus: [190, 140] } },
  { match: /marine|vhf|27mhz|fish finder|bilge|navigation light|stern light|anchor light/, art: { kind: 'marine', draw: marine, focus: [180, 190] } },
  { match: /tester|tone and probe|thermal imaging|battery monitor/, art: { kind: 'multimeter', draw: multimeter, focus: [200, 120] } },
  { match: /camera(?! board)|dash cam|cctv|doorbell|intercom/, art: { kind: 'camera', draw: camera, focus: [280, 200] } },
  { match: /parking sensor/, art: { kind: 'car', draw: carGeneric, focus: [200, 220] } },
  {
    match: /smoke alarm|alarm kit|alarm siren|(?<!-)\bsafe\b|cash box|key cabinet/,
    art: { kind: 'security', draw: securityPanel, focus: [200, 200] },
  },
  { match: /oscilloscope|logic analyser/, art: { kind: 'bench-instrument', draw: benchInstrument, focus: [170, 210] } },
  { match: /solar (panel|blanket)/, art: { kind: 'solar-panel', draw: solarPanel, focus: [150, 140] } },
  {
    match: /plugpack|wall charger|power supply|travel (adaptor|power board)|isolator kit|led strip controller|led driver|\bdimmer\b/,
    art: { kind: 'power', draw: powerBox, focus: [150, 170] },
  },
  { match: /light bar|driving light|work light/, art: { kind: 'light-bar', draw: lightBar, focus: [160, 195] } },
  { match: /torch|pen light|headlamp|lantern|work lamp/, art: { kind: 'torch', draw: torch, focus: [300, 150] } },
  { match: /globe|(?<!desoldering )bulb|downlight/, art: { kind: 'globe', draw: globe, focus: [200, 160] } },
  { match: /sensor light|flood light|deck light|spreader light/, art: { kind: 'flood-light', draw: floodLight, focus: [200, 190] } },
  { match: /head unit|din media receiver/, art: { kind: 'head-unit', draw: headUnit, focus: [180, 200] } },
  { match: /subwoofer|speaker pair|component speaker/, art: { kind: 'speaker', draw: speaker, focus: [200, 250] } },
  { match: /fuse|circuit breaker/, art: { kind: 'fuse', draw: fuse, focus: [160, 180] } },
  {
    match: /desk lamp|game console|alarm clock|charging pad|weather station|projection clock|rain gauge/,
    art: { kind: 'gadget', draw: gadget, focus: [200, 180] },
  },
  {
    match: /unmanaged switch|managed switch|poe switch|wi-fi adaptor|ethernet adaptor|poe injector/,
    art: { kind: 'router', draw: router, focus: [200, 250] },
  },
  {
    match: /flash drive|\bssd\b|microsd card(?! reader)|hard drive|(?<!micro)sd card/,
    art: { kind: 'storage-media', draw: flashStorage, focus: [200, 200] },
  },
  { match: /smart plug|power board|wall switch/, art: { kind: 'smart-plug', draw: smartPlug, focus: [200, 180] } },
  { match: /wire stripper|cutters|pliers/, art: { kind: 'pliers', draw: pliers, focus: [120, 170] } },
  { match: /repair tool kit/, art: { kind: 'screwdriver', draw: screwdriver, focus: [200, 110] } },
  { match: /\bscrews?\b(?! terminal)|standoff/, art: { kind: 'fastener', draw: fastener, focus: [200, 150] } },
  { match: /cable ties?/, art: { kind: 'cable-ties', draw: cableTies, focus: [200, 120] } },
  { match: /switcher|splitter|extender|media player|usb.*\bhub\b|\bdock(ing station)?\b/, art: { kind: 'av-box', draw: avBox, focus: [200, 220] } },
  { match: /tv antenna|masthead/, art: { kind: 'antenna', draw: antenna, focus: [200, 200] } },
  { match: /projector/, art: { kind: 'projector', draw: projector, focus: [120, 210] } },
  { match: /isolator switch|battery switch/, art: { kind: 'potentiometer', draw: potentiometer, focus: [200, 240] } },
  { match: /addressable|ws281\d|sk6812|apa102|neopixel/, art: { kind: 'addressable-led', draw: addressableLed, focus: [200, 200] } },
  { match: /car charger|socket adaptor|cigarette/, art: { kind: 'car-charger', draw: carCharger, focus: [120, 110] } },
  { match: /battery holder|battery snap/, art: { kind: 'battery-holder', draw: batteryHolder, focus: [200, 200] } },
  { match: /helping hands?|pcb holder|pcb vise|magnif|microscope/, art: { kind: 'helping-hands', draw: helpingHands, focus: [200, 170] } },
  { match: /desoldering (pump|bulb|station|gun)|solder sucker/, art: { kind: 'desoldering-pump', draw: desolderingPump, focus: [280, 150] } },
  { match: /alligator|crocodile|test leads?\b|test hook|probe accessory/, art: { kind: 'test-leads', draw: testLeads, focus: [280, 160] } },
  { match: /banana (plug|socket)|binding post/, art: { kind: 'banana-plug', draw: bananaPlug, focus: [200, 180] } },
  {
    match: /rotary encoder|joystick|membrane keypad|touch keypad|handwheel|touch sensor module/,
    art: { kind: 'input', draw: inputDevice, focus: [200, 170] },
  },
  { match: /buzzer|piezo|mini speaker/, art: { kind: 'buzzer', draw: buzzer, focus: [200, 200] } },
  { match: /rfid (card|key fob)(?! reader)|nfc sticker/, art: { kind: 'rfid-tag', draw: rfidTag, focus: [200, 200] } },
  {
    match: /load cell|hall effect|soil moisture|water flow|float switch|liquid level|force sensitive|flex bend|current sensor|current clamp/,
    art: { kind: 'sensor-module', draw: sensorModule, focus: [200, 180] },
  },
  {
    match:
      /converter module|\bbuck\b|\bboost\b|charger module|protection board|motor driver(?! (shield|ic))|servo driver module|mosfet (driver|switch) module|transceiver|\blora|superheterodyne|transmitter and receiver|radio module|bluetooth .*module|wi-fi .*module|gsm|lte module|ethernet module|can bus|rfid (card )?reader|nfc rfid|real-time clock|card reader module|level (converter|shifter)|adc module|dac module|expander|multiplexer module|eeprom module|usb to (ttl|serial)|amplifier module|mp3 player|microphone (amplifier|module)|mems microphone|sound detection|audio receiver module|line output converter|ground loop isolator/,
    art: { kind: 'module-board', draw: moduleBoard, focus: [200, 160] },
  },
  { match: /car amplifier|channel amplifier|mono block/, art: { kind: 'car-amplifier', draw: carAmplifier, focus: [200, 200] } },
  { match: /wiring kit|power cable|printer filament/, art: { kind: 'wire-spool', draw: spool, focus: [200, 160] } },
  { match: /inductor/, art: { kind: 'inductor', draw: inductor, focus: [200, 190] } },
  { match: /\bcrystal\b(?! radio)|resonator/, art: { kind: 'crystal', draw: crystal, focus: [200, 180] } },
  { match: /enclosure|project box|jiffy/, art: { kind: 'enclosure', draw: enclosure, focus: [200, 200] } },
  { match: /cooling fan|\bfan\b|heatsink/, art: { kind: 'fan', draw: fanOrHeatsink, focus: [200, 200] } },
  { match: /resistor/, art: { kind: 'resistor', draw: resistor, focus: [200, 200] } },
  { match: /potentiometer|trimpot/, art: { kind: 'potentiometer', draw: potentiometer, focus: [200, 240] } },
  { match: /capacitor/, art: { kind: 'capacitor', draw: capacitor, focus: [200, 150] } },
  {
    match: /\bleds?\b(?! ?(strip|light|globe|driver|dimmer|controller|matrix|headlamp|torch|work|flood))|\bdiodes? & leds\b/,
    art: { kind: 'led', draw: led, focus: [200, 190] },
  },
  {
    match: /transistor|mosfet|diode|\bic\b|integrated circuit|op-amp|shift register|timer ic|regulator ic|voltage regulator|\bdip-\d+\b/,
    art: { kind: 'semiconductor', draw: semiconductor, focus: [200, 200] },
  },
  { match: /jumper|pin header|female header|male header|idc socket/, art: { kind: 'jumper-wires', draw: jumperWires, focus: [300, 190] } },
  { match: /breadboard|stripboard|protoboard|perfboard/, art: { kind: 'breadboard', draw: breadboard, focus: [150, 170] } },
  { match: /single board computer|compute module|mini pc/, art: { kind: 'single-board-computer', draw: sbc, focus: [240, 170] } },
  {
    match: /oled|lcd|tft|display(?!port)|touchscreen|led matrix|7-segment|matrix panel/,
    art: { kind: 'display', draw: displayModule, focus: [200, 190] },
  },
  {
    match: /sensor module|sensor breakout|gps|gnss|imu|accelerometer|gyroscope|time-of-flight|ultrasonic|pir motion|air quality|co2/,
    art: { kind: 'sensor-module', draw: sensorModule, focus: [200, 180] },
  },
  {
    match: /board|arduino|uno|shield(?!ed)|programmer|debug probe|jtag|usb-serial|microcontroller/,
    art: { kind: 'development-board', draw: devBoard, focus: [220, 180] },
  },
  { match: /relay|toggle switch|rocker switch|tactile|pushbutton|buttons?\b(?! cell)/, art: { kind: 'switch', draw: switchPart, focus: [200, 200] } },
  { match: /motor|servo/, art: { kind: 'motor', draw: motor, focus: [200, 110] } },
  { match: /soldering (iron|station)|rework/, art: { kind: 'soldering-iron', draw: solderingIron, focus: [280, 130] } },
  { match: /flux pen/, art: { kind: 'flux-pen', draw: fluxPen, focus: [260, 160] } },
  { match: /solder|desoldering braid/, art: { kind: 'solder-spool', draw: spool, focus: [200, 160] } },
  {
    match: /hook-up wire|tinned copper wire|silicone wire|twin core|single core|figure-8|battery cable|speaker cable|\bwire\b/,
    art: { kind: 'wire-spool', draw: spool, focus: [200, 160] },
  },
  { match: /usb|hdmi|displayport|\blead\b|leads|\bcable|\brca\b|xlr|3\.5mm/, art: { kind: 'cable', draw: cableCoil, focus: [110, 90] } },
  { match: /crimper|crimp tool/, art: { kind: 'pliers', draw: pliers, focus: [120, 170] } },
  {
    match: /terminal|lug|spade|connector|barrel plug|xt60|anderson|distribution block/,
    art: { kind: 'connector', draw: connector, focus: [200, 200] },
  },
  { match: /deep cycle|agm|gel |cranking battery|lithium deep/, art: { kind: 'deep-cycle-battery', draw: deepCycle, focus: [200, 180] } },
  { match: /batter(y|ies)|\bcells?\b|lipo|alkaline/, art: { kind: 'battery-cell', draw: batteryCells, focus: [200, 150] } },
  { match: /solar (panel|blanket)|solar panel kit/, art: { kind: 'solar-panel', draw: solarPanel, focus: [150, 140] } },
  {
    match: /multimeter|clamp meter|tester|thermometer|thermal camera|sound level|anemometer|tone and probe/,
    art: { kind: 'multimeter', draw: multimeter, focus: [200, 120] },
  },
  { match: /oscilloscope|logic analyser|generator/, art: { kind: 'bench-instrument', draw: benchInstrument, focus: [170, 210] } },
  { match: /plier|cutter|stripper|crimp/, art: { kind: 'pliers', draw: pliers, focus: [120, 170] } },
  { match: /screwdriver|bit set|driver set|nut driver/, art: { kind: 'screwdriver', draw: screwdriver, focus: [200, 110] } },
  { match: /drill|rotary tool|glue gun|heat gun|glue stick/, art: { kind: 'power-tool', draw: powerTool, focus: [300, 170] } },
  { match: /cabinet|tool box|toolbox|workbench|anti-static mat|storage case/, art: { kind: 'storage', draw: storageBox, focus: [200, 150] } },
  {
    match: /fish finder|chartplotter|transducer|marine|vhf|27mhz|bilge|navigation light|boat/,
    art: { kind: 'marine', draw: marine, focus: [180, 190] },
  },
  { match: /headphone|earbud/, art: { kind: 'headphones', draw: headphones, focus: [200, 260] } },
  { match: /microphone/, art: { kind: 'microphone', draw: microphone, focus: [190, 140] } },
  { match: /amplifier/, art: { kind: 'amplifier', draw: amplifier, focus: [150, 220] } },
  { match: /speaker|subwoofer|soundbar/, art: { kind: 'speaker', draw: speaker, focus: [200, 250] } },
  { match: /head unit|din|carplay|media receiver/, art: { kind: 'head-unit', draw: headUnit, focus: [180, 200] } },
  { match: /camera|cctv|nvr|doorbell|intercom/, art: { kind: 'camera', draw: camera, focus: [280, 200] } },
  {
    match: /alarm|siren|keypad|smart lock|safe\b|cash box|key cabinet|smoke|detector|reed switch|door chime/,
    art: { kind: 'security', draw: securityPanel, focus: [200, 200] },
  },
  { match: /light bar|driving light|work light/, art: { kind: 'light-bar', draw: lightBar, focus: [160, 195] } },
  { match: /led strip/, art: { kind: 'led-strip', draw: ledStrip, focus: [300, 250] } },
  { match: /torch|pen light|headlamp|lantern|work lamp/, art: { kind: 'torch', draw: torch, focus: [300, 150] } },
  { match: /globe|bulb/, art: { kind: 'globe', draw: globe, focus: [200, 160] } },
  {
    match: /flood light|sensor light|garden light|festoon|deck light|lighting|\blights?\b/,
    art: { kind: 'flood-light', draw: floodLight, focus: [200, 190] },
  },
  {
    match: /power bank|plugpack|power supply|charger|adaptor|inverter|regulator|power station|led driver|dimmer|controller|power box/,
    art: { kind: 'power', draw: powerBox, focus: [150, 170] },
  },
  { match: /fridge/, art: { kind: 'fridge', draw: fridge, focus: [280, 230] } },
  { match: /fuse|circuit breaker/, art: { kind: 'fuse', draw: fuse, focus: [160, 180] } },
  { match: /drone/, art: { kind: 'drone', draw: drone, focus: [200, 220] } },
  { match: /kit|starter|robot|coding|science|circuit blocks|lab/, art: { kind: 'kit-box', draw: kitBox, focus: [150, 200] } },
  { match: /book|handbook|guide/, art: { kind: 'book', draw: book, focus: [200, 140] } },
  { match: /router|mesh|gigabit|poe injector|wi-fi adaptor|network|switch(es)? &/, art: { kind: 'router', draw: router, focus: [200, 250] } },
  { match: /keyboard|mouse/, art: { kind: 'keyboard', draw: keyboard, focus: [160, 190] } },
  { match: /flash drive|ssd|microsd|hard drive|sd card/, art: { kind: 'storage-media', draw: flashStorage, focus: [200, 200] } },
  { match: /smart plug|power board|wall switch/, art: { kind: 'smart-plug', draw: smartPlug, focus: [200, 180] } },
  { match: /clock|weather station|game console|desk lamp|gadget|rain gauge/, art: { kind: 'gadget', draw: gadget, focus: [200, 180] } },
  { match: /sensor/, art: { kind: 'sensor-module', draw: sensorModule, focus: [200, 180] } },
  { match: /\bcar\b|auto|vehicle|4wd|reversing|parking/, art: { kind: 'car', draw: carGeneric, focus: [200, 220] } },
];

/** What a whole category group falls back to when no word of a product matches. */
const GROUP_FALLBACK: readonly Rule[] = [
  { match: /component|semiconductor|passive/, art: { kind: 'semiconductor', draw: semiconductor } },
  { match: /microcontroller|arduino|board|maker|module/, art: { kind: 'development-board', draw: devBoard } },
  { match: /tool|solder/, art: { kind: 'pliers', draw: pliers } },
  { match: /test|measure|meter/, art: { kind: 'multimeter', draw: multimeter } },
  { match: /cable|wire|connector/, art: { kind: 'cable', draw: cableCoil } },
  { match: /power|batter|solar|charg/, art: { kind: 'power', draw: powerBox } },
  { match: /audio|sound|video|av\b|tv/, art: { kind: 'speaker', draw: speaker } },
  { match: /secur|surveil/, art: { kind: 'camera', draw: camera } },
  { match: /auto|car|4wd/, art: { kind: 'car', draw: carGeneric } },
  { match: /marine|boat/, art: { kind: 'marine', draw: marine } },
  { match: /light/, art: { kind: 'flood-light', draw: floodLight } },
  { match: /kit|learn|educat|robot|science/, art: { kind: 'kit-box', draw: kitBox } },
  { match: /gift/, art: { kind: 'gift-card', draw: giftCard } },
  { match: /computer|network|smart/, art: { kind: 'router', draw: router } },
  { match: /gadget|novelty/, art: { kind: 'gadget', draw: gadget } },
];

const GENERIC: Art = { kind: 'box', draw: productBox };

/** The drawing for a product: its leaf and title first, then its group and top category, then a box. */
export function artOf(product: Pick<CatalogProduct, 'title' | 'categories' | 'contentType'>): Art {
  const names = product.categories.map((c) => c.name.toLowerCase());
  const leaf = names.at(-1) ?? '';
  const title = product.title.toLowerCase();
  if (/gift/.test(product.contentType.toLowerCase())) return RULES[0]!.art;
  for (const text of [title, leaf, ...names.slice(0, -1).reverse()]) {
    const rule = RULES.find((r) => r.match.test(text));
    if (rule) return rule.art;
  }
  const all = names.join(' ');
  return GROUP_FALLBACK.find((r) => r.match.test(all))?.art ?? GENERIC;
}

/** 0 … 1 from the spec that sizes the item: capacity, capacitance, length, light output, gauge. */
function sizeOf(specs: Readonly<Record<string, string>>, seed: number): number {
  const log = (value: number | undefined, lo: number, hi: number) =>
    value === undefined || value <= 0 ? undefined : clamp((Math.log10(value) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo)), 0, 1);
  const capacity = specs.Capacity;
  const ah = capacity ? (quantityOf(capacity) ?? 0) * (/mah/i.test(capacity) ? 0.001 : 1) : undefined;
  return (
    log(ah, 0.1, 200) ??
    log(quantityOf(specs.Capacitance?.replace(/f/i, '')), 1e-9, 1e-2) ??
    log((quantityOf(specs.Length) ?? 0) * (/\bmm\b/.test(specs.Length ?? '') ? 0.001 : 1), 0.05, 30) ??
    log(quantityOf(specs['Light output']), 50, 20000) ??
    (specs.Gauge ? 1 - clamp(((quantityOf(specs.Gauge) ?? 20) - 8) / 22, 0, 1) : undefined) ??
    (seed % 100) / 100
  );
}

/** The item's look: its colour from the Colour spec (else the category's palette), its size and pack count. */
export function lookOf(product: Pick<CatalogProduct, 'title' | 'brand' | 'categories' | 'specs'>): Look {
  const specs = product.specs;
  const leafKey = product.categories.map((c) => c.slug || c.name).join('/');
  const groupKey = product.categories
    .slice(0, 2)
    .map((c) => c.slug || c.name)
    .join('/');
  const seed = hashOf(`${leafKey}|${product.title}`);
  const named = colourNamed(specs.Colour) ?? colourNamed(specs.Finish);
  const palette = PALETTE[hashOf(groupKey) % PALETTE.length]!;
  // Products of one leaf share a colour family; a title nudges it, so neighbours on a shelf differ a little.
  const body = named ?? shade(palette, ((seed % 5) - 2) * 0.08);
  const accent = PALETTE[(hashOf(groupKey) + 3) % PALETTE.length]!;
  const packQuantity = quantityOf(specs['Pack quantity'] ?? specs['Pack size'] ?? specs.Quantity);
  const words = [product.title, ...product.categories.map((c) => c.name)].join(' ').toLowerCase();
  const mark =
    product.brand
      .replace(/[^A-Za-z0-9 ]/g, '')
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase() ?? '';
  return {
    body,
    dark: shade(body, -0.3),
    light: shade(body, 0.3),
    accent,
    size: sizeOf(specs, seed),
    count: clamp(Math.round(packQuantity ?? (/\bpairs?\b/.test(words) ? 2 : /\bpack\b|\bset\b/.test(words) ? 3 : 1)), 1, 6),
    specs,
    words,
    title: product.title.toLowerCase(),
    mark: mark.replace(/[<>&"']/g, ''),
  };
}
