import { type Look, shade } from './look';
import { rect, circle, ellipse, path, line, vgrad, defs, markText, range, GOLD, METAL } from './svg';

/** Sound and picture: speakers, amplifiers, headphones, microphones, cameras, AV boxes, antennas, projectors, screens, head units. */
export const speaker = (l: Look): string => {
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

export const amplifier = (l: Look): string =>
  [
    rect(50, 140, 300, 140, l.body === '#f4f4f2' ? '#c4c9cf' : '#2b2d31', ' rx="10"'),
    rect(50, 140, 300, 18, METAL, ' rx="6"'),
    ...range(4).map((i) => circle(100 + i * 50, 220, 18, METAL) + line(`M${100 + i * 50} 220l0-14`, '#2b2d31', 3)),
    circle(310, 220, 26, '#dfe3e8') + circle(310, 220, 16, '#b9c0c8'),
    rect(80, 256, 40, 10, '#39d36b', ' rx="3"'),
  ].join('');

export const headphones = (l: Look): string => {
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

export const microphone = (l: Look): string =>
  `<g transform="rotate(-25 200 200)">${rect(176, 170, 48, 190, l.body, ' rx="20"')}${circle(200, 130, 56, METAL)}${range(7)
    .map((i) => line(`M${152 + i * 16} 84v92`, shade(METAL, -0.3), 2))
    .join('')}${rect(170, 176, 60, 14, '#2b2d31', ' rx="4"')}</g>`;

export const camera = (l: Look): string => {
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

export const headUnit = (l: Look): string =>
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

/** A car amplifier: a finned heatsink body with terminals. */
export const carAmplifier = (l: Look): string =>
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

/** A little AV or computer box with its ports: HDMI switchers, media players, USB hubs. */
export const avBox = (l: Look): string => {
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
export const antenna = (l: Look): string =>
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
export const projector = (l: Look): string =>
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
export const screenDevice = (l: Look): string =>
  [
    rect(80, 90, 240, 220, l.body, ' rx="20"'),
    rect(100, 110, 200, 130, '#0b1620', ' rx="6"'),
    path('M100 200l40-30 40 20 50-40 70 40V240H100Z', '#1f4a8a', ' opacity="0.9"'),
    circle(150, 274, 14, shade(l.body, -0.3)) + circle(200, 274, 14, shade(l.body, -0.3)) + circle(250, 274, 14, shade(l.body, -0.3)),
  ].join('');
