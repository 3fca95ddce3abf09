/** Placeholder until this section lands; replaced by its owner. */
export function AddressesSection() {
  return <p>Not available yet.</p>;
}
