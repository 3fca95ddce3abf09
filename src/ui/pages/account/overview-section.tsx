/** Placeholder until this section lands; replaced by its owner. */
export function OverviewSection() {
  return <p>Not available yet.</p>;
}
