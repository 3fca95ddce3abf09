import { type Look, colourNamed, shade } from './look';
import { rect, circle, ellipse, path, line, vgrad, hgrad, defs, markText, range, pins, PCB_GREEN, GOLD, METAL } from './svg';

/** The workbench: soldering, wire, breadboards, meters and instruments, hand and power tools, storage, enclosures, fasteners and kits. */
export const solderingIron = (l: Look): string => {
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

export const spool = (l: Look): string => {
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

export const fluxPen = (l: Look): string =>
  `<g transform="rotate(-30 200 200)">${rect(80, 176, 200, 48, l.body, ' rx="10"')}${rect(280, 184, 40, 32, '#f4f4f2', ' rx="6"')}${path('M320 190l30 10-30 10Z', '#e6e0c8')}${rect(110, 188, 110, 24, '#f4f4f2', ' rx="4"')}${markText(165, 206, l.mark.slice(0, 8), 12, l.body)}</g>`;

export const cableCoil = (l: Look): string => {
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

export const jumperWires = (l: Look): string => {
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

export const breadboard = (l: Look): string => {
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

export const multimeter = (l: Look): string => {
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

export const benchInstrument = (l: Look): string => {
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

export const pliers = (l: Look): string => {
  const grip = l.body;
  return [
    `<g transform="rotate(-35 200 200)">`,
    path('M110 190q-70 -6-70-30 0-10 70 0Z', shade(METAL, -0.15)) + path('M110 210q-70 6-70 30 0 10 70 0Z', METAL),
    circle(130, 200, 18, shade(METAL, -0.2)) + circle(130, 200, 6, '#555'),
    path('M140 188q90-20 220-60l6 20q-120 50-220 64Z', grip) + path('M140 212q90 20 220 60l6-20q-120-50-220-64Z', shade(grip, -0.18)),
    `</g>`,
  ].join('');
};

export const screwdriver = (l: Look): string => {
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

export const powerTool = (l: Look): string => {
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

export const storageBox = (l: Look): string => {
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

export const kitBox = (l: Look): string => {
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

/** Alligator clip leads, test leads and hook clips. */
export const testLeads = (l: Look): string => {
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
export const helpingHands = (l: Look): string => {
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
export const desolderingPump = (l: Look): string => {
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

/** A project box: ABS, waterproof with a gasket, aluminium, or a clear lid. */
export const enclosure = (l: Look): string => {
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

/** Screws, nuts and hex standoffs. */
export const fastener = (l: Look): string => {
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
export const cableTies = (l: Look): string => {
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
