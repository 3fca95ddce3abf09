import { type Look, hashOf, colourNamed } from './look';

/** The SVG pieces every drawing is made of, on the 400 × 400 canvas. */
export const r2 = (n: number): string => (Math.round(n * 10) / 10).toString();
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** A vertical gradient a drawing references as url(#id); ids are per drawing, so views can repeat them. */
export const vgrad = (id: string, stops: readonly string[]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map((c, i) => `<stop offset="${r2(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('')}</linearGradient>`;
export const hgrad = (id: string, stops: readonly string[]): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops.map((c, i) => `<stop offset="${r2(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join('')}</linearGradient>`;
export const defs = (...items: string[]): string => `<defs>${items.join('')}</defs>`;
export const markText = (x: number, y: number, text: string, size: number, fill: string, anchor = 'middle'): string =>
  text
    ? `<text x="${r2(x)}" y="${r2(y)}" text-anchor="${anchor}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="0.5" fill="${fill}">${text}</text>`
    : '';
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Pins along a side of a chip or header. */
export const pins = (x: number, y: number, n: number, pitch: number, w: number, h: number, fill: string): string =>
  range(n)
    .map((i) => rect(x + i * pitch, y, w, h, fill, ' rx="1"'))
    .join('');

export const PCB_GREEN = '#1f7a4d';
/** Circuit boards come in few colours: solder-mask green, blue, black, red and purple. */
export const PCB_COLOURS = ['#1f7a4d', '#1d5fa8', '#23272d', '#1b6f8a', '#a3262c', '#5b3a99'];
export const pcbOf = (l: Look): string => colourNamed(l.specs.Colour) ?? PCB_COLOURS[hashOf(l.words) % PCB_COLOURS.length]!;
export const GOLD = '#d8b25a';
export const METAL = '#b9c0c8';
