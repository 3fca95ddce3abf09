/** Small text helpers for the seed. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/["'Ω°±$]/g, (c) => (c === 'Ω' ? 'ohm' : ''))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "NORTH SYDNEY" → "North Sydney", "MCMAHONS POINT" stays readable as "Mcmahons Point". */
export const titleCase = (text: string): string =>
  text.toLowerCase().replace(/(^|[\s\-'(])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
