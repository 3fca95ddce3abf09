import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/source-files';
import { execFileSync } from 'node:child_process';

/** Spec §9 Layout: the breakpoints are 1024 px and 768 px; each is the first width of the wider layout. */
const BREAKPOINTS = [768, 1024];

const styleSheets = execFileSync('git', ['ls-files', 'src/**/*.css'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

/** Every width a media query of a style sheet breaks at: min-width as written, max-width as the next pixel. */
function breaksOf(css: string): number[] {
  return [...css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map(([, side, px]) => (side === 'min' ? Number(px) : Number(px) + 1));
}

describe('the layout breakpoints of spec §9', () => {
  it('are the only widths the shop’s style sheets change layout at, tablet from 768 px and desktop from 1024 px', () => {
    expect(styleSheets.length).toBeGreaterThan(10);
    const off = styleSheets.flatMap((file) =>
      breaksOf(readFileSync(join(ROOT, file), 'utf8'))
        .filter((width) => !BREAKPOINTS.includes(width))
        .map((width) => `${file}: breaks at ${width}px`),
    );
    expect(off).toEqual([]);
  });

  it('reads a max-width query as breaking at the next pixel, so 767 px and 768 px never both apply', () => {
    expect(breaksOf('@media (max-width: 767px) {} @media (min-width: 768px) {}')).toEqual([768, 768]);
    expect(breaksOf('@media (max-width: 768px) {}')).toEqual([769]);
    expect(breaksOf('@media (max-width: 640px) {}')).toEqual([641]);
  });
});
