/** Placeholder until this section lands; replaced by its owner. */
export function PaymentMethodsSection() {
  return <p>Not available yet.</p>;
}
