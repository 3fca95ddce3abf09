/** Placeholder until this section lands; replaced by its owner. */
export function LoyaltySection() {
  return <p>Not available yet.</p>;
}
