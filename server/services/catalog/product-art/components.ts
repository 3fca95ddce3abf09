import { type Look, colourNamed, shade, resistorBands, ohmsOf } from './look';
import { r2, rect, circle, ellipse, path, line, vgrad, hgrad, defs, markText, range, pins, GOLD, METAL } from './svg';

/** Components: resistors, potentiometers, capacitors, LEDs, semiconductors, switches, motors, inductors, crystals, connectors, plugs and fuses. */
export const resistor = (l: Look): string => {
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

export const potentiometer = (l: Look): string =>
  [
    rect(120, 190, 160, 100, METAL, ' rx="8"'),
    rect(186, 80, 28, 120, '#d9dde2', ' rx="4"') + line('M192 90v100M200 90v100M208 90v100', '#b3b9c0', 2),
    circle(200, 240, 58, shade(l.body, -0.3)) + circle(200, 240, 46, l.body),
    rect(150, 290, 12, 44, METAL) + rect(194, 290, 12, 44, METAL) + rect(238, 290, 12, 44, METAL),
  ].join('');

export const capacitor = (l: Look): string => {
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

export const led = (l: Look): string => {
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

export const semiconductor = (l: Look): string => {
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

export const switchPart = (l: Look): string => {
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

export const motor = (l: Look): string => {
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

export const connector = (l: Look): string => {
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

export const fuse = (l: Look): string => {
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

/** Banana plugs, sockets and binding posts, in red and black. */
export const bananaPlug = (l: Look): string => {
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

/** Inductors: an axial, radial drum or SMD body, or a copper-wound toroid. */
export const inductor = (l: Look): string => {
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
export const crystal = (l: Look): string =>
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
