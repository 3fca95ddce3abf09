/**
 * A count with its noun, singular for one: "1 product", "2 products", "0 results". Nouns whose plural is
 * not a plain "s" pass it ("address", "addresses").
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
