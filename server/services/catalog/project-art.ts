/**
 * A Makerhub project's picture: the finished build, drawn by code from what the project is (its title, summary,
 * kind and the categories of its parts), so a Bluetooth boombox shows a cabinet with speakers and a battery, a
 * weather station a weatherproof box with sensors and an antenna, a robot car a chassis on wheels. The same
 * project always gives the same picture (colours and details follow a hash of its id). 800 × 450 (16:9, as the
 * cards show it). A product's drawing is never used: it showed one part, not what the maker builds.
 */
export const PROJECT_ART_WIDTH = 800;
export const PROJECT_ART_HEIGHT = 450;

export interface ProjectArtInput {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly kind: string;
  /** The names of the categories its parts come from (top to leaf), any order. */
  readonly partCategories: readonly string[];
}

/** What the build is made of, in the order it is drawn. */
export type BuildFeature =
  | 'board'
  | 'sensor'
  | 'display'
  | 'leds'
  | 'speaker'
  | 'battery'
  | 'solar'
  | 'wheels'
  | 'antenna'
  | 'buttons'
  | 'relay'
  | 'plant'
  | 'car'
  | 'meter'
  | 'camera';

/** Words in a project's title, summary or parts that say a feature is there. */
const CUES: ReadonlyArray<readonly [BuildFeature, RegExp]> = [
  ['car', /\b(car|4wd|ute|camper|caravan|vehicle|dash ?cam|dual battery|road|trailer|boat)\b/i],
  ['wheels', /\b(robot|rover|wheel|gear motor|chassis|buggy)\b/i],
  ['plant', /\b(plant|garden|soil|irrigation|basil|seedling)\b/i],
  ['solar', /\bsolar\b/i],
  ['display', /\b(display|screen|tft|oled|lcd|matrix|sign|clock|console|dashboard|7-segment|meter readout)\b/i],
  ['speaker', /\b(speaker|boombox|amplifier|audio|sound|theremin|buzzer|alarm|music|head unit|sub(woofer)?)\b/i],
  ['leds', /\b(leds?|lamp|light|glow|neon|led strips?|lantern)\b/i],
  ['camera', /\b(camera|cctv|surveillance|dash ?cam)\b/i],
  ['antenna', /\b(wi-?fi|bluetooth|gps|lora|radio|network|notif|phone|remote|wireless|mesh|web)\b/i],
  ['buttons', /\b(game|button|reaction|arcade|keypad|controller|joystick)\b/i],
  ['relay', /\b(relay|solenoid|garage|switch|door|feeder|servo|stepper|signal)\b/i],
  ['sensor', /\b(sensor|temperature|humidity|pressure|co2|moisture|probe|distance|ultrasonic|reed|pir|motion)\b/i],
  ['battery', /\b(batter(y|ies)|lipo|18650|rechargeable|power bank|cell)\b/i],
  ['meter', /\b(oscilloscope|multimeter|bench (power )?supply|power supply|test equipment)\b/i],
  ['board', /\b(board|arduino|esp32|microcontroller|raspberry|pico|shield)\b/i],
];

/** The features a project's words name; every electronic build has a board. */
export function buildFeatures(input: ProjectArtInput): BuildFeature[] {
  const text = [input.title, input.summary, ...input.partCategories].join(' · ');
  const found = CUES.filter(([, cue]) => cue.test(text)).map(([feature]) => feature);
  if (!found.includes('board') && !found.includes('car')) found.push('board');
  return found;
}

/** A small stable hash (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const WALLS = ['#e8eef3', '#efe9df', '#e6efe6', '#eee7f0', '#f3ece4', '#e4ecef'];
const CASES = ['#2f4858', '#8a5a44', '#33658a', '#55615c', '#6d4c7d', '#3c6e47', '#b5651d', '#4a4e69'];
const ACCENTS = ['#f6ae2d', '#f26419', '#86bbd8', '#e63946', '#2a9d8f', '#ffd166', '#06d6a0', '#ef476f'];

const pick = <T>(items: readonly T[], h: number): T => items[h % items.length]!;

/** A circuit board with a chip, header pins and a status LED, at (x, y), w × h. */
function board(x: number, y: number, w: number, h: number, lit: string): string {
  const pins = Array.from(
    { length: Math.max(2, Math.floor((w - 20) / 12)) },
    (_, i) => `<rect x="${x + 10 + i * 12}" y="${y + 6}" width="6" height="6" fill="#d4af37"/>`,
  ).join('');
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#1f7a4d" stroke="#145c38" stroke-width="2"/>${pins}
<rect x="${x + w / 2 - 22}" y="${y + h / 2 - 14}" width="44" height="30" rx="3" fill="#222"/>
<path d="M${x + 12} ${y + h - 12} h${w / 3} v-14 h${w / 4}" fill="none" stroke="#7fd1a5" stroke-width="2"/>
<circle cx="${x + w - 14}" cy="${y + h - 14}" r="5" fill="${lit}"/></g>`;
}

function speaker(cx: number, cy: number, r: number): string {
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1b1b"/><circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="#3a3a3a"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="#2a2a2a" stroke="#555" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#777"/></g>`;
}

function display(x: number, y: number, w: number, h: number, accent: string, n: number): string {
  const bars = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${x + 14 + i * ((w - 28) / 6)}" y="${y + h - 14 - ((n >> i) % 5) * 8 - 8}" width="${(w - 28) / 6 - 6}" height="${((n >> i) % 5) * 8 + 8}" fill="${accent}" opacity="0.9"/>`,
  ).join('');
  return `<g><rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" rx="6" fill="#111"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0d2436"/>
<text x="${x + 12}" y="${y + 24}" font-family="monospace" font-size="18" fill="#9be7ff">${String(12 + (n % 80))}.${n % 10}</text>${bars}</g>`;
}

function leds(x: number, y: number, count: number, n: number): string {
  const colours = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93', '#ff924c'];
  return Array.from({ length: count }, (_, i) => {
    const c = colours[(i + n) % colours.length];
    return `<circle cx="${x + i * 26}" cy="${y}" r="13" fill="${c}" opacity="0.25"/><circle cx="${x + i * 26}" cy="${y}" r="7" fill="${c}"/>`;
  }).join('');
}

function battery(x: number, y: number, w: number, h: number): string {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#264653"/><rect x="${x + w}" y="${y + h / 2 - 8}" width="8" height="16" rx="2" fill="#264653"/>
<rect x="${x + 6}" y="${y + 6}" width="${(w - 12) * 0.7}" height="${h - 12}" rx="4" fill="#8ac926"/></g>`;
}

function antenna(x: number, y: number): string {
  return `<g><rect x="${x - 3}" y="${y - 70}" width="6" height="70" rx="3" fill="#333"/><circle cx="${x}" cy="${y - 72}" r="7" fill="#333"/>
<path d="M${x + 16} ${y - 90} a26 26 0 0 1 0 36 M${x + 28} ${y - 100} a42 42 0 0 1 0 56 M${x - 16} ${y - 90} a26 26 0 0 0 0 36 M${x - 28} ${y - 100} a42 42 0 0 0 0 56" fill="none" stroke="#1982c4" stroke-width="4" stroke-linecap="round"/></g>`;
}

function buttons(x: number, y: number, n: number): string {
  const colours = ['#e63946', '#ffd166', '#06d6a0', '#118ab2'];
  return colours
    .map(
      (c, i) =>
        `<circle cx="${x + i * 44}" cy="${y}" r="16" fill="#222"/><circle cx="${x + i * 44}" cy="${y - 3}" r="13" fill="${colours[(i + n) % 4] ?? c}"/>`,
    )
    .join('');
}

function sensor(x: number, y: number): string {
  return `<g><rect x="${x}" y="${y}" width="70" height="52" rx="5" fill="#5e3c99"/><circle cx="${x + 35}" cy="${y + 26}" r="15" fill="#f1f1f1"/><circle cx="${x + 35}" cy="${y + 26}" r="7" fill="#bbb"/>
<rect x="${x + 8}" y="${y + 44}" width="54" height="5" fill="#d4af37"/></g>`;
}

function relay(x: number, y: number): string {
  return `<g><rect x="${x}" y="${y}" width="74" height="50" rx="4" fill="#1d3557"/><rect x="${x + 8}" y="${y + 8}" width="40" height="34" rx="3" fill="#457b9d"/>
<rect x="${x + 54}" y="${y + 8}" width="14" height="12" fill="#2a9d8f"/><rect x="${x + 54}" y="${y + 28}" width="14" height="12" fill="#2a9d8f"/></g>`;
}

function camera(x: number, y: number): string {
  return `<g><rect x="${x}" y="${y}" width="90" height="54" rx="10" fill="#eeeeee" stroke="#999" stroke-width="2"/><circle cx="${x + 45}" cy="${y + 27}" r="20" fill="#222"/><circle cx="${x + 45}" cy="${y + 27}" r="9" fill="#457b9d"/><circle cx="${x + 78}" cy="${y + 12}" r="4" fill="#e63946"/></g>`;
}

function plant(x: number, y: number): string {
  return `<g><path d="M${x - 34} ${y - 60} h68 l-10 60 h-48 z" fill="#b5651d"/><rect x="${x - 38}" y="${y - 66}" width="76" height="12" rx="3" fill="#8a4b16"/>
<path d="M${x} ${y - 66} C ${x - 6} ${y - 110}, ${x - 40} ${y - 120}, ${x - 50} ${y - 140} C ${x - 20} ${y - 136}, ${x - 4} ${y - 120}, ${x} ${y - 66}" fill="#3c8d2f"/>
<path d="M${x} ${y - 66} C ${x + 6} ${y - 120}, ${x + 40} ${y - 130}, ${x + 54} ${y - 150} C ${x + 24} ${y - 146}, ${x + 4} ${y - 126}, ${x} ${y - 66}" fill="#4caf50"/>
<rect x="${x + 10}" y="${y - 96}" width="6" height="40" fill="#999"/></g>`;
}

function solar(x: number, y: number): string {
  const cells = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${x + 6 + (i % 4) * 36}" y="${y + 6 + Math.floor(i / 4) * 30}" width="32" height="26" fill="#1d3557" stroke="#a8dadc" stroke-width="1"/>`,
  ).join('');
  return `<g><rect x="${x}" y="${y}" width="156" height="102" fill="#c9d6df"/>${cells}<rect x="${x + 74}" y="${y + 102}" width="8" height="40" fill="#888"/></g>`;
}

function meterFace(x: number, y: number, accent: string, n: number): string {
  const wave = Array.from(
    { length: 9 },
    (_, i) => `${i === 0 ? 'M' : 'L'}${x + 12 + i * 18} ${y + 40 + (i % 2 === 0 ? -1 : 1) * (10 + (n % 12))}`,
  ).join(' ');
  return `<g><rect x="${x}" y="${y}" width="170" height="80" rx="4" fill="#0b1f14"/><path d="${wave}" fill="none" stroke="${accent}" stroke-width="3"/></g>`;
}

/** The car the build goes in (rtau's "sound for the road"): a side view, with the build shown in its cabin. */
function car(colour: string): string {
  return `<g><path d="M90 330 L130 250 Q150 215 200 212 L430 212 Q480 214 520 250 L610 270 Q700 282 712 320 L716 350 L86 350 Z" fill="${colour}"/>
<path d="M160 262 L190 228 L300 228 L300 262 Z M318 228 L420 228 Q460 232 495 262 L318 262 Z" fill="#cfe8f3" opacity="0.9"/>
<circle cx="210" cy="352" r="44" fill="#222"/><circle cx="210" cy="352" r="20" fill="#999"/><circle cx="600" cy="352" r="44" fill="#222"/><circle cx="600" cy="352" r="20" fill="#999"/>
<rect x="690" y="292" width="22" height="14" rx="3" fill="#ffd166"/></g>`;
}

/** The finished build as an SVG document. */
export function projectArtSvg(input: ProjectArtInput): string {
  const features = new Set(buildFeatures(input));
  const h = hash(input.id);
  const wall = pick(WALLS, h);
  const shell = pick(CASES, h >> 3);
  const accent = pick(ACCENTS, h >> 6);
  const lit = pick(['#8ac926', '#ff595e', '#1982c4', '#ffca3a'], h >> 9);
  const parts: string[] = [];
  const bench = `<rect width="800" height="450" fill="${wall}"/><rect y="372" width="800" height="78" fill="#c8a97e"/><rect y="372" width="800" height="8" fill="#a98859"/>`;

  if (features.has('car')) {
    parts.push(car(shell));
    // What the build puts in the car, drawn large above it on a call-out.
    parts.push(
      `<rect x="470" y="40" width="290" height="150" rx="14" fill="#fff" stroke="${accent}" stroke-width="4"/><path d="M520 190 L470 240 L560 190 Z" fill="#fff" stroke="${accent}" stroke-width="4"/>`,
    );
    if (features.has('speaker')) parts.push(speaker(545, 115, 52), speaker(670, 115, 40));
    else if (features.has('camera')) parts.push(camera(560, 80));
    else if (features.has('display')) parts.push(display(510, 70, 210, 90, accent, h));
    else if (features.has('solar')) parts.push(solar(537, 50));
    else parts.push(battery(510, 80, 110, 60), battery(640, 80, 90, 60));
  } else {
    // An open enclosure on the bench, its lid leaning behind, and what the project puts in and on it.
    const boxX = features.has('plant') ? 250 : features.has('solar') ? 130 : 190;
    const boxW = 420;
    parts.push(
      `<rect x="${boxX + 20}" y="110" width="${boxW - 40}" height="40" rx="8" fill="${shell}" opacity="0.55" transform="rotate(-6 ${boxX + boxW / 2} 130)"/>`,
    );
    parts.push(
      `<rect x="${boxX}" y="170" width="${boxW}" height="202" rx="14" fill="${shell}"/><rect x="${boxX + 14}" y="184" width="${boxW - 28}" height="120" rx="8" fill="#f7f7f2"/>`,
    );
    const inside: string[] = [];
    let slot = boxX + 28;
    const place = (width: number, draw: (x: number) => string) => {
      if (slot + width > boxX + boxW - 14) return;
      inside.push(draw(slot));
      slot += width + 14;
    };
    if (features.has('board') || !features.has('meter')) place(150, (x) => board(x, 200, 150, 90, lit));
    if (features.has('sensor')) place(70, (x) => sensor(x, 220));
    if (features.has('relay')) place(74, (x) => relay(x, 220));
    if (features.has('battery')) place(110, (x) => battery(x, 222, 100, 50));
    if (features.has('camera')) place(90, (x) => camera(x, 218));
    parts.push(...inside);
    // The front panel: what a user sees and touches.
    const front: string[] = [];
    if (features.has('display')) front.push(display(boxX + 30, 316, 130, 44, accent, h));
    if (features.has('meter')) front.push(meterFace(boxX + 30, 306, accent, h));
    if (features.has('speaker')) front.push(speaker(boxX + boxW - 70, 338, 30), speaker(boxX + boxW - 140, 338, 30));
    if (features.has('buttons')) front.push(buttons(boxX + (features.has('display') ? 200 : 60), 340, h));
    if (features.has('leds'))
      front.push(leds(boxX + (features.has('display') || features.has('meter') ? 230 : 50), 338, features.has('speaker') ? 3 : 6, h));
    if (front.length === 0)
      front.push(leds(boxX + 40, 338, 2, h), `<rect x="${boxX + boxW - 110}" y="324" width="80" height="28" rx="6" fill="#222"/>`);
    parts.push(...front);
    if (features.has('antenna')) parts.push(antenna(boxX + boxW - 40, 170));
    if (features.has('wheels'))
      parts.push(
        `<circle cx="${boxX + 60}" cy="372" r="34" fill="#222"/><circle cx="${boxX + 60}" cy="372" r="14" fill="#aaa"/><circle cx="${boxX + boxW - 60}" cy="372" r="34" fill="#222"/><circle cx="${boxX + boxW - 60}" cy="372" r="14" fill="#aaa"/>`,
      );
    if (features.has('plant'))
      parts.push(plant(140, 372), `<path d="M${boxX} 250 C 200 250, 170 280, 150 300" fill="none" stroke="#333" stroke-width="4"/>`);
    if (features.has('solar')) parts.push(`<g transform="translate(${boxX + boxW + 10} 150) rotate(-12)">${solar(0, 0)}</g>`);
    // Wires from the board out to the panel.
    parts.push(
      `<path d="M${boxX + 60} 290 C ${boxX + 60} 310, ${boxX + 120} 300, ${boxX + 140} 316" fill="none" stroke="#d62828" stroke-width="4"/><path d="M${boxX + 90} 290 C ${boxX + 100} 312, ${boxX + 200} 300, ${boxX + 240} 320" fill="none" stroke="#222" stroke-width="4"/>`,
    );
  }
  if (input.kind === 'article')
    parts.push(
      `<g transform="translate(40 40) rotate(-4)"><rect width="130" height="170" rx="6" fill="#fff" stroke="#bbb"/><rect x="14" y="18" width="90" height="10" fill="${accent}"/>${[44, 62, 80, 98, 116, 134].map((y) => `<rect x="14" y="${y}" width="${60 + ((h >> (y % 16)) % 40)}" height="6" fill="#ccc"/>`).join('')}</g>`,
    );
  if (input.kind === 'workshop')
    parts.push(
      `<g transform="translate(60 300) rotate(-18)"><rect width="150" height="16" rx="8" fill="#264653"/><rect x="150" y="5" width="60" height="6" fill="#aaa"/><path d="M210 5 l18 3 l-18 3 z" fill="#888"/></g>`,
    );

  const label = `The finished build: ${input.title}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PROJECT_ART_WIDTH}" height="${PROJECT_ART_HEIGHT}" viewBox="0 0 ${PROJECT_ART_WIDTH} ${PROJECT_ART_HEIGHT}" role="img" aria-label="${escapeXml(label)}">
${bench}
${parts.join('\n')}
</svg>`;
}
