import { type Look, PALETTE, shade } from './look';
import { rect, circle, ellipse, path, line, vgrad, defs, markText, range, pins, pcbOf, GOLD, METAL } from './svg';

/** Development boards, single-board computers, sensor, display and breakout modules, RFID tags, input devices and buzzers. */
export const devBoard = (l: Look): string => {
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

export const sbc = (l: Look): string => {
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

export const sensorModule = (l: Look): string => {
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

export const displayModule = (l: Look): string => {
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

/** A small breakout or module board: its telling part (inductor, heatsink, antenna, coil, card slot) read from the title. */
export const moduleBoard = (l: Look): string => {
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
export const rfidTag = (l: Look): string => {
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
export const inputDevice = (l: Look): string => {
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
export const buzzer = (l: Look): string => {
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
