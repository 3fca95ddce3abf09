import type { ApiError } from '../../application/ports/api-error';
import type { Bff, CheckoutDetails, CheckoutShippingMethod, CheckoutStore, ContactDetails, CheckoutAddress } from '../../application/ports/bff';
import type { DeliveryType } from '../../domain/checkout';
import { type CurrencyCode, gstIncluded } from '../../domain/money';
import { type Result, err, ok } from '../../domain/shared';
import { type CountryCode, secondCardProviderApplies, shippingCode } from '../../domain/site';
import type { MemoryCart } from './memory-bff-cart';
import { MemoryGiftCards } from './memory-bff-gift-cards';

const apiError = (status: number, message: string): ApiError => ({ status, message });
export const INSURANCE_CENTS = 495;
const NO_ADDRESS_MESSAGE = 'Enter a delivery address first';

export interface MemoryCustomer {
  readonly signedIn: boolean;
  readonly credit: number;
  readonly coupons: number[];
}

/**
 * One shopper's checkout in memory, over the in-memory cart, with the server's rules (wire design of
 * issue 5): totals computed here in cents, the country's shipping codes only, the cart frozen by a
 * payment attempt, gift cards and credit recorded and debited only when an order is placed.
 */
export class MemoryCheckout {
  contact: ContactDetails | null = null;
  billing: CheckoutAddress | null = null;
  deliveryType: DeliveryType = 'deliveryStore';
  shippingCode: CheckoutShippingMethod['code'] | null = null;
  store: CheckoutStore | null = null;
  purchaseOrderNumber: string | null = null;
  insurance = false;
  coupon: number | null = null;
  creditApplied = 0;
  readonly giftCards = new MemoryGiftCards();
  /** The current payment attempt's merchant reference. */
  reference: string | null = null;
  attempts = 0;
  orderNumber: string | null = null;

  constructor(
    readonly cart: MemoryCart,
    readonly country: CountryCode,
    readonly currency: CurrencyCode,
    readonly stores: ReadonlyArray<{ readonly storeKey: string; readonly name: string; readonly state?: string; readonly postcode?: string }>,
    public customer: MemoryCustomer = { signedIn: false, credit: 0, coupons: [] },
  ) {}

  methods(): CheckoutShippingMethod[] {
    const bulky = this.cart.summary().lineItems.some((line) => line.item_status_tags?.includes('bulky'));
    // As the server: no method is available until the shopper has said where the order goes.
    const method = (kind: 'standard' | 'express' | 'sameDay' | 'bulky', name: string, price: number): CheckoutShippingMethod =>
      this.contact
        ? { code: shippingCode(this.country, kind), name, price, available: kind === 'bulky' ? bulky : !bulky }
        : { code: shippingCode(this.country, kind), name, price: 0, available: false, message: NO_ADDRESS_MESSAGE };
    return [
      method('standard', 'Standard delivery', 995),
      method('express', 'Express delivery', 1495),
      method('sameDay', 'Same-day delivery', 1995),
      method('bulky', 'Bulky goods freight', 4995),
    ];
  }

  private selected() {
    if (this.deliveryType === 'clickCollect') return null;
    return this.methods().find((m) => m.code === this.shippingCode) ?? null;
  }

  totals() {
    const cart = this.cart.summary();
    const subtotal = cart.subtotal.centAmount;
    const discount = cart.discount.centAmount;
    const shipping = this.selected()?.price ?? 0;
    const insurance = this.insurance ? INSURANCE_CENTS : 0;
    const total = Math.max(0, subtotal - discount - (this.coupon ?? 0) + shipping + insurance);
    const giftCard = Math.min(total, this.giftCards.appliedTotal());
    const credit = Math.min(total - giftCard, this.creditApplied);
    return { cart, subtotal, discount, shipping, insurance, total, giftCard, credit, amountDue: total - giftCard - credit };
  }

  details(step: 1 | 2 | 3 | 4 = 1): CheckoutDetails {
    const t = this.totals();
    const selected = this.selected();
    return {
      checkoutStep: step,
      country: this.country,
      currency: this.currency,
      cartSummary: {
        lineItems: t.cart.lineItems,
        subtotal: t.subtotal,
        discount: t.discount,
        coupon: this.coupon ?? 0,
        shipping: t.shipping,
        insurance: t.insurance,
        giftCard: t.giftCard,
        credit: t.credit,
        total: t.total,
        tax: gstIncluded(t.total, this.country),
        amountDue: t.amountDue,
        discountCode: t.cart.discountCode,
        isDiscountCode: t.cart.isDiscountCode,
      },
      contactDetails: this.contact,
      billingAddress: this.billing,
      deliveryType: this.deliveryType,
      shippingMethods: this.methods(),
      selectedShippingMethod: selected ? { code: selected.code, name: selected.name, price: selected.price } : null,
      store: this.store,
      storesPurchaseOrderNumber: this.purchaseOrderNumber,
      insurance: { selected: this.insurance, price: INSURANCE_CENTS },
      coupons: this.customer.signedIn ? this.customer.coupons : [],
      appliedCoupon: this.coupon,
      credit: this.customer.signedIn ? { available: this.customer.credit, applied: t.credit } : null,
      giftCards: this.giftCards.applied(),
      savedCards: [],
      paymentOptions: { dropIn: true, payForm: secondCardProviderApplies(this.country), bnpl: true, giftCard: true, credit: this.customer.signedIn },
      frozen: this.cart.isFrozen,
      orderNumber: this.orderNumber,
      paymentSession: this.reference ? JSON.stringify({ reference: this.reference, id: `session-${this.attempts}` }) : null,
    };
  }

  /** A change on a frozen cart ends its payment attempt: the cart thaws and the next payment call starts anew. */
  thaw(): void {
    if (!this.cart.isFrozen) return;
    void this.cart.calls().unFreeze();
    this.reference = null;
  }

  /** A refused change leaves the attempt as it was, as the server's rolled-back transaction does. */
  attempt<T>(apply: () => Result<T, ApiError>): Result<T, ApiError> {
    const frozen = this.cart.isFrozen;
    const reference = this.reference;
    this.thaw();
    const result = apply();
    if (!result.ok && frozen) {
      this.cart.freezeForPayment();
      this.reference = reference;
    }
    return result;
  }

  change(apply: () => ApiError | void, step: 1 | 2 | 3 = 2): Result<CheckoutDetails, ApiError> {
    if (this.cart.summary().lineItems.length === 0) return err(apiError(404, 'Your cart is empty'));
    return this.attempt(() => {
      const refused = apply();
      return refused ? err(refused) : ok(this.details(step));
    });
  }

  calls(
    order: (method: 'giftCard' | 'credit') => Result<string, ApiError>,
  ): Omit<Bff['checkout'], 'paymentSession' | 'paySecret' | 'quickPay' | 'saveCard' | 'bnplSession'> {
    return {
      details: async (step) => (this.cart.summary().lineItems.length === 0 ? err(apiError(404, 'Your cart is empty')) : ok(this.details(step))),
      saveContactDetails: async (contact) =>
        this.change(() => {
          if (contact.address.country !== this.country) return apiError(400, `address.country: must be ${this.country}`);
          // As the server's contract reads it: the email trimmed and in lower case.
          this.contact = { ...contact, email: contact.email.trim().toLowerCase() };
        }),
      saveBillingAddress: async (address) => this.change(() => void (this.billing = address)),
      changeDeliveryType: async (type, storeKey) =>
        this.change(() => {
          this.deliveryType = type;
          if (type !== 'clickCollect') return;
          const store = this.stores.find((s) => s.storeKey === storeKey);
          if (!store) return apiError(404, `storeKey: store ${storeKey ?? ''} not found`);
          this.store = {
            storeKey: store.storeKey,
            name: store.name,
            address: `1 ${store.name} Street`,
            suburb: store.name,
            state: store.state ?? '',
            postcode: store.postcode ?? '',
          };
        }),
      selectShippingMethod: async (code) =>
        this.change(() => {
          const method = this.methods().find((m) => m.code === code);
          if (!method) return apiError(400, `deliveryCode: ${code} is not a shipping method of ${this.country}`);
          if (!method.available) return apiError(400, `deliveryCode: ${method.name} is not available for this cart`);
          this.shippingCode = method.code;
        }),
      updateCart: async (items) => {
        const updated = await this.cart.calls().update(items);
        return updated ? ok({ cartSummary: this.details().cartSummary }) : err(this.cart.errors.at(-1) ?? apiError(400, 'Bad Request'));
      },
      addInsurance: async () => this.change(() => void (this.insurance = true)),
      removeInsurance: async () => this.change(() => void (this.insurance = false)),
      applyDiscount: async (code) => {
        const applied = this.attempt(() => this.cart.apply(code));
        return applied.ok ? ok(this.details(2)) : applied;
      },
      removeDiscount: async () => {
        this.thaw();
        await this.cart.calls().removeDiscount();
        return ok(this.details(2));
      },
      applyCoupon: async (amount) =>
        this.change(() => (this.customer.coupons.includes(amount) ? void (this.coupon = amount) : apiError(400, 'amount: not a coupon you hold'))),
      removeCoupon: async () => this.change(() => void (this.coupon = null)),
      giftCardBalance: async (card) => this.giftCards.balance(card, this.currency),
      redeemGiftCard: async (card) => {
        const redeemed = this.attempt(() => this.giftCards.redeem(card, this.currency, this.totals().amountDue));
        if (!redeemed.ok) return redeemed;
        return ok({ orderNumber: this.totals().amountDue === 0 ? unwrap(order('giftCard')) : null, details: this.details(3) });
      },
      applyCredit: async () => {
        if (!this.customer.signedIn) return err(apiError(401, 'Sign in to use account credit'));
        this.thaw();
        this.creditApplied = Math.min(this.customer.credit, this.totals().amountDue + this.creditApplied);
        return ok({ orderNumber: this.totals().amountDue === 0 ? unwrap(order('credit')) : null, details: this.details(3) });
      },
    };
  }
}

const unwrap = (result: Result<string, ApiError>): string | null => (result.ok ? result.value : null);
