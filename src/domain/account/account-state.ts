import type { Customer } from './customer';

/**
 * Spec §4 Customer account: the signed-in customer's account data, null when the session is not logged
 * in. 'loading' until the first answer; a failed load keeps what was known.
 */
export interface AccountState {
  readonly status: 'none' | 'loading' | 'ready' | 'failed';
  readonly customer: Customer | null;
}

export const initialAccount = (): AccountState => ({ status: 'none', customer: null });

export type AccountEvent =
  | { readonly type: 'account/loading' }
  | { readonly type: 'account/loaded'; readonly customer: Customer }
  | { readonly type: 'account/loadFailed' }
  | { readonly type: 'account/cleared' }
  /** A new customer is known to this tab (user_identify): after sign-in, sign-up, or a reload signed in. */
  | { readonly type: 'account/identified'; readonly customer: Customer }
  | { readonly type: 'account/signedIn' }
  | { readonly type: 'account/created' }
  | { readonly type: 'account/deactivated' }
  | { readonly type: 'account/returnSubmitted'; readonly orderNumber: string; readonly items: ReadonlyArray<{ readonly sku: string; readonly quantity: number; readonly reason: string }> };

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'account/loading':
      return { ...state, status: 'loading' };
    case 'account/loaded':
      return { status: 'ready', customer: event.customer };
    case 'account/loadFailed':
      return { ...state, status: 'failed' };
    case 'account/cleared':
    case 'account/deactivated':
      return initialAccount();
    default:
      return state;
  }
}

/** The events a loaded account stands for: it always replaces the data, and a customer new to the tab is identified. */
export function accountLoaded(previous: AccountState, customer: Customer): AccountEvent[] {
  const known = previous.customer?.id === customer.id;
  return [{ type: 'account/loaded', customer }, ...(known ? [] : [{ type: 'account/identified' as const, customer }])];
}
