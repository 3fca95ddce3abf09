/**
 * A project step's picture, drawn by code: a workbench card in a colour of its project, a drawing of a
 * board on a breadboard with wires, the step number in a badge and the step title below. The same
 * project, step and title always give the same picture. 640 × 400.
 */
export const STEP_IMAGE_WIDTH = 640;
export const STEP_IMAGE_HEIGHT = 400;

const PALETTE = ['#0b6e4f', '#1d4e89', '#7a3e9d', '#a23b00', '#246a73', '#5c4d00'];

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A small stable hash (FNV-1a), so the colour and the drawing's details follow the project id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The title in lines of at most `width` characters, at most two lines (the second ends in … when cut). */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.length > 2 ? [lines[0]!, `${lines[1]!.slice(0, width - 1)}…`] : lines;
}

export function stepImageSvg(projectId: string, step: number, title: string): string {
  const h = hash(`${projectId}|${step}`);
  const accent = PALETTE[hash(projectId) % PALETTE.length]!;
  const holes = Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${150 + i * 30}" cy="150" r="4" fill="#c9c2b0"/><circle cx="${150 + i * 30}" cy="240" r="4" fill="#c9c2b0"/>`,
  ).join('');
  const wires = Array.from({ length: 2 + (h % 3) }, (_, i) => {
    const x1 = 165 + ((h >> (i * 3)) % 10) * 30;
    const x2 = 165 + ((h >> (i * 3 + 7)) % 10) * 30;
    const colour = ['#d62828', '#222', '#f77f00', '#2a9d8f'][i % 4];
    return `<path d="M${x1} 150 C ${x1} 90, ${x2} 90, ${x2} 240" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`;
  }).join('');
  const chipX = 200 + (h % 5) * 30;
  const text = wrap(title, 34)
    .map(
      (line, i) =>
        `<text x="320" y="${318 + i * 30}" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="700" fill="#1b1b1b">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${STEP_IMAGE_WIDTH}" height="${STEP_IMAGE_HEIGHT}" viewBox="0 0 ${STEP_IMAGE_WIDTH} ${STEP_IMAGE_HEIGHT}" role="img" aria-label="Step ${step}: ${escapeXml(title)}">
<rect width="640" height="400" fill="#f6f3ea"/>
<rect x="110" y="120" width="420" height="150" rx="12" fill="#fffdf7" stroke="#ddd6c3" stroke-width="3"/>
${holes}
<rect x="${chipX}" y="170" width="120" height="50" rx="6" fill="${accent}"/>
<rect x="${chipX + 40}" y="182" width="40" height="26" rx="3" fill="#fffdf7" opacity="0.85"/>
${wires}
<circle cx="70" cy="70" r="44" fill="${accent}"/>
<text x="70" y="86" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${step}</text>
<text x="130" y="64" font-family="sans-serif" font-size="20" fill="#555">Step ${step}</text>
${text}
</svg>`;
}
