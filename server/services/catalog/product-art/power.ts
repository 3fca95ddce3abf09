import { type Look, clamp, shade } from './look';
import { rect, circle, ellipse, path, line, vgrad, hgrad, defs, markText, range, METAL } from './svg';

/** Power: cells and batteries, power supplies, solar panels, battery holders, fans and heatsinks, car chargers. */
export const batteryCells = (l: Look): string => {
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

export const deepCycle = (l: Look): string => {
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

export const powerBox = (l: Look): string => {
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

export const solarPanel = (l: Look): string => {
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

/** A battery holder with its cells' outlines and red and black leads, or a 9 V snap. */
export const batteryHolder = (l: Look): string => {
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
export const fanOrHeatsink = (l: Look): string => {
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
export const carCharger = (l: Look): string => {
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
