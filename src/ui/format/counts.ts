/**
 * A count with its noun, singular for one: "1 product", "2 products", "0 results". Nouns whose plural is
 * not a plain "s" pass it ("address", "addresses").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A whole number with thousands separators, as the shop writes counts: 1000 → "1,000". */
export const groupedNumber = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * How many results a search found: "1 result", "24 results", "2,340 results"; "Over 1,000 results" when the
 * search kept only its best matches (capped), so the count is a floor, not the number found.
 */
export function resultCountOf(total: number, capped: boolean): string {
  if (capped) return `Over ${groupedNumber(total)} results`;
  return `${groupedNumber(total)} ${total === 1 ? 'result' : 'results'}`;
}
