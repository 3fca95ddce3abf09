import type { Result } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type {
  AccountDetailsPayload,
  AddressInput,
  Bff,
  CustomerUpdate,
  EmailSubscription,
  LoyaltyPoints,
  Order,
  OrdersPage,
  PreferencesInput,
  ReorderAnswer,
  ReturnRequest,
} from '../ports/bff';
import type { AccountUseCases } from './account';
import type { CartUseCases } from './cart';
import type { DrawersUseCases } from './drawers';
import type { OrderTracking } from './order-tracking';

/**
 * What My Account's pages do (spec §1 "What signed-in customers can also do", §7 Account and Orders).
 * Every change refreshes the account data afterwards (spec §4 Customer account). Loaded with the pages.
 */
export interface AccountManageUseCases {
  updateProfile(update: CustomerUpdate): Promise<Result<AccountDetailsPayload, ApiError>>;
  changePassword(oldPassword: string, newPassword: string): Promise<Result<void, ApiError>>;
  addAddress(address: AddressInput): Promise<Result<AccountDetailsPayload, ApiError>>;
  updateAddress(id: string, address: AddressInput): Promise<Result<AccountDetailsPayload, ApiError>>;
  deleteAddress(id: string): Promise<Result<AccountDetailsPayload, ApiError>>;
  savePreferences(preferences: PreferencesInput): Promise<Result<AccountDetailsPayload, ApiError>>;
  emailSubscriptions(): Promise<Result<readonly EmailSubscription[], ApiError>>;
  saveEmailSubscriptions(changes: Readonly<Record<string, boolean>>): Promise<Result<readonly EmailSubscription[], ApiError>>;
  /** Deactivates the account; the session is then signed out. */
  deactivate(): Promise<Result<void, ApiError>>;
  orders(query: { readonly page?: number; readonly status?: string }): Promise<Result<OrdersPage, ApiError>>;
  order(orderNumber: string): Promise<Result<Order | null, ApiError>>;
  requestReturn(orderNumber: string, request: ReturnRequest): Promise<Result<Order, ApiError>>;
  /** The order's lines back into the cart; the cart drawer opens on it. */
  reorder(orderNumber: string): Promise<Result<ReorderAnswer, ApiError>>;
  invoice(orderNumber: string): Promise<Result<Uint8Array, ApiError>>;
  loyaltyPoints(): Promise<Result<LoyaltyPoints, ApiError>>;
}

export interface AccountManageDeps {
  readonly bff: Bff;
  readonly account: AccountUseCases;
  readonly cart: Pick<CartUseCases, 'loadCart'>;
  readonly drawers: Pick<DrawersUseCases, 'open'>;
  /** Follows the order the shopper opens, so a status changed since it was last seen is recorded. */
  readonly tracking?: OrderTracking;
}

export function accountManageUseCases({ bff, account, cart, drawers, tracking }: AccountManageDeps): AccountManageUseCases {
  const api = bff.customer;
  /** Runs a change and, when it went through, reloads the account data. */
  const changing = async <T>(change: Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> => {
    const answer = await change;
    if (answer.ok) await account.refresh();
    return answer;
  };
  return {
    updateProfile: (update) => changing(api.update(update)),
    changePassword: (oldPassword, newPassword) => changing(api.changePassword(oldPassword, newPassword)),
    addAddress: (address) => changing(api.addAddress(address)),
    updateAddress: (id, address) => changing(api.updateAddress(id, address)),
    deleteAddress: (id) => changing(api.deleteAddress(id)),
    savePreferences: (preferences) => changing(api.savePreferences(preferences)),
    emailSubscriptions: () => api.emailSubscriptions(),
    saveEmailSubscriptions: (changes) => api.saveEmailSubscriptions(changes),
    async deactivate() {
      const answer = await api.deactivate();
      if (!answer.ok) return answer;
      account.deactivated();
      await account.signOut('/');
      return answer;
    },
    orders: (query) => bff.orders.list(query),
    async order(orderNumber) {
      const answer = await bff.orders.list({ orderNumber });
      if (!answer.ok) return answer;
      const order = answer.value.orders[0] ?? null;
      if (order) tracking?.follow(order);
      return { ok: true, value: order };
    },
    async requestReturn(orderNumber, request) {
      const answer = await changing(bff.orders.requestReturn(orderNumber, request));
      if (answer.ok) account.returnSubmitted(orderNumber, request.items);
      return answer;
    },
    async reorder(orderNumber) {
      const answer = await bff.orders.reorder(orderNumber);
      if (answer.ok) {
        await cart.loadCart();
        drawers.open('cart');
      }
      return answer;
    },
    invoice: (orderNumber) => api.printInvoice(orderNumber),
    loyaltyPoints: () => api.loyaltyPoints(),
  };
}
