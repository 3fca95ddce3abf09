import type { Customer } from './customer';
import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';

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
  | Event<'account/loadStarted'>
  | Event<'account/loaded', { customer: Customer }>
  | Event<'account/loadFailed'>
  | Event<'account/cleared'>
  /** A new customer is known to this tab (user_identify): after sign-in, sign-up, or a reload signed in. */
  | Event<'account/identified', { customer: Customer }>
  | Event<'account/signedIn'>
  | Event<'account/created'>
  | Event<'account/deactivated'>
  | Event<
      'account/returnSubmitted',
      { orderNumber: string; items: ReadonlyArray<{ readonly sku: string; readonly quantity: number; readonly reason: string }> }
    >;

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'account/loadStarted':
      return { ...state, status: 'loading' };
    case 'account/loaded':
      return { status: 'ready', customer: event.data.customer };
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
  return [{ type: 'account/loaded', data: { customer } }, ...(known ? [] : [{ type: 'account/identified' as const, data: { customer } }])];
}

export type AccountCommand =
  | { readonly type: 'startLoading' }
  | { readonly type: 'recordLoaded'; readonly customer: Customer }
  | { readonly type: 'recordLoadFailed' }
  | { readonly type: 'clear' }
  | { readonly type: 'recordSignedIn' }
  | { readonly type: 'recordCreated' }
  | { readonly type: 'recordDeactivated' }
  | {
      readonly type: 'recordReturn';
      readonly orderNumber: string;
      readonly items: ReadonlyArray<{ readonly sku: string; readonly quantity: number; readonly reason: string }>;
    };

export type AccountError = { readonly type: 'account/nothingReturned' };

function decide(state: AccountState, command: AccountCommand): Result<readonly AccountEvent[], AccountError> {
  switch (command.type) {
    case 'startLoading':
      return ok(state.status === 'none' ? [{ type: 'account/loadStarted', data: {} }] : []);
    case 'recordLoaded':
      return ok(accountLoaded(state, command.customer));
    case 'recordLoadFailed':
      return ok([{ type: 'account/loadFailed', data: {} }]);
    case 'clear':
      return ok(state.customer !== null || state.status !== 'none' ? [{ type: 'account/cleared', data: {} }] : []);
    case 'recordSignedIn':
      return ok([{ type: 'account/signedIn', data: {} }]);
    case 'recordCreated':
      return ok([{ type: 'account/created', data: {} }]);
    case 'recordDeactivated':
      return ok([{ type: 'account/deactivated', data: {} }]);
    case 'recordReturn':
      return command.items.length === 0
        ? err({ type: 'account/nothingReturned' })
        : ok([{ type: 'account/returnSubmitted', data: { orderNumber: command.orderNumber, items: command.items } }]);
    default:
      return assertNever(command);
  }
}

/** Spec §4 Customer account as a decider: the account data and the facts analytics reads of it. */
export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent, AccountError> = { initialState: initialAccount, decide, evolve };
