import type { ApiError } from '../../application/ports/api-error';
import type { Bff, CallOptions, CartLine, CartSummary, ProductListing } from '../../application/ports/bff';
import type { AddToCartItem, CartLineUpdateItem, CartLookupContext } from '../../domain/cart';
import { checkStock, itemStatusMessages } from '../../domain/delivery';
import { type CurrencyCode, type Money, money } from '../../domain/money';
import { type Result, err, ok } from '../../domain/shared';
import type { MemoryDiscount, MemoryProduct } from './memory-bff-data';
import { listing } from './memory-bff-listing';

export { listing } from './memory-bff-listing';

interface Line {
  readonly id: string;
  readonly sku: string;
  quantity: number;
  readonly itemContainer: string;
}

const apiError = (status: number, message: string): ApiError => ({ status, message });

/**
 * One shopper's cart held in memory, with the server's rules (server/services/cart/cart.ts): lines merge by sku,
 * updates are all or nothing, stock and order limits are checked, a frozen cart refuses changes, discount
 * codes are checked, and every figure is computed here in integer cents.
 */
export class MemoryCart {
  private lines: Line[] = [];
  private discountCode: string | null = null;
  private frozen = false;
  private nextLine = 1;
  /** Every refusal, newest last: the cart calls answer nothing on error (spec §7), so tests read why here. */
  readonly errors: ApiError[] = [];
  /** The lookup context of every cart details call (spec §3 Cart lookup context), oldest first. */
  readonly lookups: CartLookupContext[] = [];

  constructor(
    private readonly products: ReadonlyMap<string, MemoryProduct>,
    private readonly discounts: readonly MemoryDiscount[],
    private readonly currency: CurrencyCode,
    private readonly gstPercent: number,
  ) {}

  calls(): Bff['cart'] {
    return {
      add: async (item, options) => this.orNothing(this.add(item), options),
      update: async (items, options) => this.orNothing(this.update(items), options),
      details: async (context) => {
        this.lookups.push(context);
        return this.summary();
      },
      freeze: async (options) => this.orNothing(this.freeze(), options),
      unFreeze: async () => {
        this.frozen = false;
      },
      upsell: async () => ok({ title: 'Frequently bought together', upsellProducts: this.upsellProducts() }),
      applyDiscount: async (code) => this.apply(code),
      removeDiscount: async () => {
        if (this.frozen) return err(apiError(409, 'The cart is frozen for checkout'));
        this.discountCode = null;
        return ok(this.summary());
      },
    };
  }

  /** Checkout's hold on the cart: a payment attempt freezes it; an order empties it (a fresh cart follows). */
  get isFrozen(): boolean {
    return this.frozen;
  }

  freezeForPayment(): Result<CartSummary, ApiError> {
    return this.freeze();
  }

  emptyAfterOrder(): void {
    this.lines = [];
    this.discountCode = null;
    this.frozen = false;
  }

  /** Spec §7: the cart calls give nothing on error; the caller learns why through onError, as over HTTP. */
  private orNothing(result: Result<CartSummary, ApiError>, options?: CallOptions): CartSummary | undefined {
    if (result.ok) return result.value;
    this.errors.push(result.error);
    options?.onError?.(result.error);
    return undefined;
  }

  add(item: AddToCartItem): Result<CartSummary, ApiError> {
    if (!this.products.has(item.sku)) return err(apiError(404, `Product ${item.sku} not found`));
    if (this.frozen) return err(apiError(409, 'The cart is frozen for checkout'));
    const line = this.lines.find((l) => l.sku === item.sku);
    const refused = this.stockRefusal(item.sku, (line?.quantity ?? 0) + item.quantity);
    if (refused) return err(refused);
    if (line) line.quantity += item.quantity;
    else this.lines.push({ id: `line-${this.nextLine++}`, sku: item.sku, quantity: item.quantity, itemContainer: item.itemContainer });
    return ok(this.summary());
  }

  private update(items: readonly CartLineUpdateItem[]): Result<CartSummary, ApiError> {
    for (const item of items) {
      const line = this.lines.find((l) => l.id === item.lineItemId);
      if (!line) return err(apiError(404, `Line item ${item.lineItemId} not found`));
      if (line.sku !== item.sku) return err(apiError(400, `sku: does not match line item ${item.lineItemId}`));
      if (item.quantity > 0) {
        const refused = this.stockRefusal(item.sku, item.quantity);
        if (refused) return err(refused);
      }
    }
    if (this.frozen) return err(apiError(409, 'The cart is frozen for checkout'));
    for (const item of items) {
      const line = this.lines.find((l) => l.id === item.lineItemId)!;
      line.quantity = item.quantity;
    }
    this.lines = this.lines.filter((l) => l.quantity > 0);
    return ok(this.summary());
  }

  private freeze(): Result<CartSummary, ApiError> {
    if (this.lines.length === 0) return err(apiError(400, 'The cart is empty'));
    this.frozen = true;
    return ok(this.summary());
  }

  apply(code: string): Result<CartSummary, ApiError> {
    const rule = this.discounts.find((d) => d.code === code.trim().toUpperCase());
    if (!rule) return err(apiError(400, 'Discount code is not valid'));
    if (this.frozen) return err(apiError(409, 'The cart is frozen for checkout'));
    // One code per order, as the server holds it (server/services/cart/cart.ts).
    if (this.discountCode !== null && this.discountCode !== rule.code) {
      return err(apiError(409, `Only one discount code per order: ${this.discountCode} is applied. Remove it to use ${rule.code}.`));
    }
    if (this.subtotalCents() < (rule.minSpendCents ?? 0)) {
      return err(apiError(400, `Spend at least $${((rule.minSpendCents ?? 0) / 100).toFixed(2)} to use discount code ${rule.code}`));
    }
    this.discountCode = rule.code;
    return ok(this.summary());
  }

  /** Spec §8 request messages: out of stock, over the order limit, more than there is. */
  private stockRefusal(sku: string, requested: number): ApiError | null {
    const product = this.products.get(sku)!;
    const check = checkStock({ requested, available: product.stock, orderLimit: product.orderLimit ?? null }, 'request');
    return check.ok ? null : apiError(400, check.message);
  }

  private money = (cents: number): Money => money(cents, this.currency);

  private subtotalCents(): number {
    return this.lines.reduce((sum, line) => sum + this.products.get(line.sku)!.priceCents * line.quantity, 0);
  }

  private activeDiscount(): MemoryDiscount | null {
    const rule = this.discounts.find((d) => d.code === this.discountCode);
    return rule && this.subtotalCents() >= (rule.minSpendCents ?? 0) ? rule : null;
  }

  summary(): CartSummary {
    const rule = this.activeDiscount();
    const lineItems: CartLine[] = this.lines.map((line) => {
      const product = this.products.get(line.sku)!;
      const lineCents = product.priceCents * line.quantity;
      const discounted = rule ? lineCents - Math.round((lineCents * rule.percentOff) / 100) : undefined;
      const stock = checkStock({ requested: line.quantity, available: product.stock, orderLimit: product.orderLimit ?? null }, 'cartLine');
      return {
        id: line.id,
        variant: { sku: line.sku },
        name: product.title,
        productId: line.sku.toLowerCase(),
        quantity: line.quantity,
        totalQuantity: line.quantity,
        price: { value: this.money(lineCents), ...(discounted === undefined ? {} : { discounted: { value: this.money(discounted) } }) },
        itemContainer: line.itemContainer,
        brandName: product.brandName ?? '',
        ...(product.category1Name ? { category1Name: product.category1Name } : {}),
        inStock: product.stock > 0,
        imageUrl: `/images/${line.sku}.webp`,
        ...(product.orderLimit ? { orderLimit: product.orderLimit } : {}),
        ...(stock.ok ? {} : { stockMessage: stock.message }),
        item_status_tags: product.tags ?? [],
        availabilityMessages: itemStatusMessages({ item_status_tags: product.tags ?? [], inStock: product.stock > 0 }),
      };
    });
    const subtotal = this.subtotalCents();
    const total = lineItems.reduce((sum, line) => sum + (line.price.discounted?.value ?? line.price.value).centAmount, 0);
    return {
      lineItems,
      subtotal: this.money(subtotal),
      discount: this.money(subtotal - total),
      totalPrice: this.money(total),
      gst: this.money(Math.round((total * this.gstPercent) / (100 + this.gstPercent))),
      isDiscountCode: this.discountCode !== null,
      discountCode: this.discountCode,
      discountApplies: rule !== null,
      frozen: this.frozen,
      totalQuantity: this.lines.reduce((sum, line) => sum + line.quantity, 0),
    };
  }

  /** Products in stock that are not in the cart; an empty cart gets none (the drawer shows no upsell then). */
  private upsellProducts(): ProductListing[] {
    if (this.lines.length === 0) return [];
    const inCart = new Set(this.lines.map((line) => line.sku));
    return [...this.products.values()]
      .filter((p) => p.stock > 0 && !inCart.has(p.sku))
      .slice(0, 4)
      .map((p) => listing(p, this.currency));
  }
}
