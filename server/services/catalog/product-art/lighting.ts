import { type Look, shade } from './look';
import { rect, circle, ellipse, path, line, vgrad, defs, range, pins, GOLD, METAL } from './svg';

/** Lighting: light bars, torches, LED strips and addressable LEDs, globes and flood lights. */
export const lightBar = (l: Look): string => {
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

export const torch = (l: Look): string => {
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

export const ledStrip = (l: Look): string => {
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

export const globe = (l: Look): string =>
  [
    circle(200, 160, 100, /colour|rgb|smart/.test(l.title) ? '#c9b6ff' : '#fff3c4'),
    circle(170, 130, 30, '#fff', ' opacity="0.6"'),
    path('M150 240h100l-10 40h-80Z', '#e9ecef'),
    ...range(4).map((i) => rect(160, 280 + i * 12, 80, 8, METAL, ' rx="3"')),
    path('M176 330h48l-10 20h-28Z', '#5b6068'),
  ].join('');

export const floodLight = (l: Look): string =>
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

/** Addressable LEDs: a reel of strip, a ring, a stick or a flexible matrix of pixels. */
export const addressableLed = (l: Look): string => {
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
