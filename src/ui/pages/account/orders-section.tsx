/** Placeholder until this section lands; replaced by its owner. */
export function OrdersSection() {
  return <p>Not available yet.</p>;
}
