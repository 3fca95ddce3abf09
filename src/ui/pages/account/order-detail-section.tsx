/** Placeholder until this section lands; replaced by its owner. */
export function OrderDetailSection({ orderNumber }: { readonly orderNumber: string }) {
  return <p>Order {orderNumber}</p>;
}
