/** Spec §9 Layout: breakpoints, in CSS pixels; each is the first width of the wider layout (min-width). */
export const DESKTOP_MIN_WIDTH = 1024;
export const TABLET_MIN_WIDTH = 768;

export type Layout = 'mobile' | 'tablet' | 'desktop';

export function layoutFor(width: number): Layout {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}
