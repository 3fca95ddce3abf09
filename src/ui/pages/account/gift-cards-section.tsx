/** Placeholder until this section lands; replaced by its owner. */
export function GiftCardsSection() {
  return <p>Not available yet.</p>;
}
