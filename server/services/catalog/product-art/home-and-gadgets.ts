import { type Look, hashOf, colourNamed, shade } from './look';
import { rect, circle, ellipse, path, line, hgrad, defs, markText, range, pins, PCB_GREEN, GOLD, METAL } from './svg';
import { sensorModule } from './boards';
import { potentiometer } from './components';
import { speaker, headUnit, carAmplifier, screenDevice } from './audio-video';
import { torch } from './lighting';

/** Home, vehicle and gadget products: security panels, marine gear, car accessories, fridges, books, gift cards, drones, networking, keyboards, storage, smart plugs, gadgets, and the box nothing else matches. */
export const securityPanel = (l: Look): string => {
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

export const marine = (l: Look): string => {
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

export const carGeneric = (l: Look): string =>
  [
    path('M60 250l30-70q10-24 40-24h130q28 0 40 24l40 70Z', l.body),
    rect(40, 240, 320, 60, l.body, ' rx="18"'),
    path('M110 236l22-54q6-12 20-12h40v66Z', '#cfe3f2') + path('M210 170h40q14 0 20 12l24 54h-84Z', '#cfe3f2'),
    circle(110, 300, 32, '#1b1b1b') + circle(110, 300, 14, METAL) + circle(290, 300, 32, '#1b1b1b') + circle(290, 300, 14, METAL),
  ].join('');

export const fridge = (l: Look): string =>
  rect(70, 130, 260, 190, '#e9ecef', ' rx="16"') +
  rect(70, 130, 260, 50, shade(l.body, -0.1), ' rx="16"') +
  rect(110, 110, 180, 26, '#5b6068', ' rx="10"') +
  rect(250, 210, 60, 36, '#0e2a4a', ' rx="4"') +
  markText(280, 236, '-18°', 16, '#7fd3ff') +
  rect(70, 310, 260, 12, '#5b6068', ' rx="4"');

export const book = (l: Look): string =>
  [
    path('M110 70h190v270H110Z', shade(l.body, -0.3)),
    rect(100, 60, 190, 270, l.body, ' rx="6"'),
    rect(100, 60, 18, 270, shade(l.body, -0.2)),
    rect(136, 100, 130, 80, '#fff', ' rx="6" opacity="0.92"'),
    rect(150, 118, 50, 40, PCB_GREEN, ' rx="4"') + circle(230, 138, 18, '#f2c230'),
    rect(136, 200, 130, 12, '#fff', ' opacity="0.85" rx="4"') + rect(136, 222, 90, 10, '#fff', ' opacity="0.6" rx="4"'),
    path('M110 330h190v14H112Z', '#f4f4f2'),
  ].join('');

export const giftCard = (l: Look): string =>
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

export const drone = (l: Look): string =>
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

export const router = (l: Look): string => {
  const colour = colourNamed(l.specs.Colour) ?? (hashOf(l.title) % 2 ? '#2b2d31' : '#f4f4f2');
  return [
    line('M130 180l-20-110M200 180V60M270 180l20-110', '#2b2d31', 12),
    path('M70 190h260l30 90H40Z', colour),
    rect(40, 280, 320, 30, shade(colour, -0.25), ' rx="6"'),
    ...range(5).map((i) => circle(110 + i * 45, 250, 6, i < 4 ? '#39d36b' : '#ef8a2a')),
  ].join('');
};

export const keyboard = (l: Look): string => {
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

export const flashStorage = (l: Look): string => {
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

export const smartPlug = (l: Look): string =>
  rect(110, 90, 180, 220, '#f4f4f2', ' rx="30"') +
  rect(110, 90, 180, 220, 'none', ' rx="30" stroke="#d5dadf" stroke-width="3"') +
  rect(160, 150, 16, 46, '#3b4048', ' rx="4" transform="rotate(25 168 173)"') +
  rect(224, 150, 16, 46, '#3b4048', ' rx="4" transform="rotate(-25 232 173)"') +
  rect(192, 220, 16, 40, '#3b4048', ' rx="4"') +
  circle(250, 280, 8, l.body);

export const gadget = (l: Look): string => {
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

/** A product box: the fallback for anything nothing else matches. */
export const productBox = (l: Look): string =>
  [
    path('M70 130l130-50 130 50v170l-130 50-130-50Z', shade(l.body, -0.2)),
    path('M70 130l130 50 130-50-130-50Z', shade(l.body, 0.3)),
    path('M200 180v170l130-50V130Z', shade(l.body, -0.1)),
    path('M70 130l130 50v170L70 300Z', l.body),
    path('M120 112l130 50v40l-20 8v-38l-130-50Z', '#fff', ' opacity="0.5"'),
  ].join('');
