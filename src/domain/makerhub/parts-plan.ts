/**
 * "Add all to cart" on a Makerhub project: which of its parts go into the cart, how many of each, and
 * which are named to the shopper as skipped. A pure plan: the server reads the stock, the cart and the
 * order limits, asks this, then writes the lines in one transaction.
 */

export interface ProjectPart {
  readonly sku: string;
  readonly name: string;
  /** Units the project uses (whole, at least 1). */
  readonly quantity: number;
}

/** What the shop knows of one sku; absent when the site no longer sells it. */
export interface PartStock {
  /** Units available to sell (on hand less what frozen carts hold). */
  readonly available: number;
  /** Units of it already in the shopper's cart. */
  readonly inCart: number;
  /** Most units one order may hold; null or anything but a whole number of at least 1 is no limit. */
  readonly orderLimit?: number | null;
}

export type SkipReason = 'notSold' | 'outOfStock' | 'orderLimit' | 'quantityReduced';

export interface PlannedLine {
  readonly sku: string;
  readonly quantity: number;
}

export interface SkippedPart {
  readonly sku: string;
  readonly name: string;
  readonly reason: SkipReason;
  /** Units the project asked for. */
  readonly wanted: number;
  /** Units added all the same (0 when none). */
  readonly added: number;
}

export interface PartsPlan {
  readonly add: readonly PlannedLine[];
  readonly skipped: readonly SkippedPart[];
}

const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const isLimit = (limit: number | null | undefined): limit is number => Number.isSafeInteger(limit) && (limit as number) >= 1;

/** The same sku twice in a parts list is one line of the summed quantity, named as first listed. */
function merged(parts: readonly ProjectPart[]): ProjectPart[] {
  const bySku = new Map<string, ProjectPart>();
  for (const part of parts) {
    const seen = bySku.get(part.sku);
    bySku.set(part.sku, seen ? { ...seen, quantity: seen.quantity + whole(part.quantity) } : { ...part, quantity: whole(part.quantity) });
  }
  return [...bySku.values()].filter((part) => part.quantity > 0);
}

/**
 * Each part as far as the stock and the order limit allow, counting what the cart already holds: a line
 * never ends above the units available nor above the limit (nor above `maxLine`, the cart's own cap).
 * A part not added in full is skipped with the reason that bound it.
 */
export function planParts(parts: readonly ProjectPart[], stock: Readonly<Record<string, PartStock | undefined>>, maxLine = 999): PartsPlan {
  const add: PlannedLine[] = [];
  const skipped: SkippedPart[] = [];
  for (const part of merged(parts)) {
    const known = Object.hasOwn(stock, part.sku) ? stock[part.sku] : undefined;
    if (!known) {
      skipped.push({ sku: part.sku, name: part.name, reason: 'notSold', wanted: part.quantity, added: 0 });
      continue;
    }
    const inCart = whole(known.inCart);
    const available = whole(known.available);
    const stockRoom = Math.max(0, available - inCart);
    const cap = Math.min(isLimit(known.orderLimit) ? known.orderLimit : Infinity, maxLine);
    const limitRoom = Math.max(0, cap - inCart);
    const quantity = Math.min(part.quantity, stockRoom, limitRoom);
    if (quantity > 0) add.push({ sku: part.sku, quantity });
    if (quantity === part.quantity) continue;
    const reason: SkipReason =
      available === 0 ? 'outOfStock' : limitRoom < stockRoom ? 'orderLimit' : quantity === 0 ? 'outOfStock' : 'quantityReduced';
    skipped.push({ sku: part.sku, name: part.name, reason, wanted: part.quantity, added: quantity });
  }
  return { add, skipped };
}

/** What the shopper reads for a skipped part. */
export function skipMessage(part: SkippedPart): string {
  switch (part.reason) {
    case 'notSold':
      return 'No longer sold here';
    case 'outOfStock':
      return 'Out of stock';
    case 'orderLimit':
      return part.added > 0 ? `Order limit reached: ${part.added} of ${part.wanted} added` : 'Order limit reached';
    case 'quantityReduced':
      return `Only ${part.added} of ${part.wanted} in stock`;
    default: {
      const _exhaustive: never = part.reason;
      return _exhaustive;
    }
  }
}
