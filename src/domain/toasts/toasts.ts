import { castDraft, produce } from 'immer';
import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';

/** Spec §2 Toast notifications: the types a toast can have. */
export const TOAST_TYPES = ['default', 'primary', 'info', 'error', 'success'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Spec §2: the one action a toast may carry is labelled "Show". */
export const SHOW_ACTION_LABEL = 'Show';

export interface ToastAction {
  readonly label: typeof SHOW_ACTION_LABEL;
  /** Where "Show" leads: a route, or a drawer the UI knows by name. */
  readonly target: string;
}

// State

export interface Toast {
  /** Spec §2, §8: toasts are keyed by id (e.g. 'place-order-failed'). */
  readonly id: string;
  readonly type: ToastType;
  readonly message: string;
  readonly action?: ToastAction;
  /** Whether the toast shows a close button. */
  readonly closable: boolean;
  /** Epoch ms at which an auto-closing toast expires; absent when it stays until closed. */
  readonly expiresAt?: number;
  /** The route (path) it was shown on, when one was known: it speaks of that page. */
  readonly route?: string;
}

export interface ToastsState {
  /** In the order first shown; never two with one id. */
  readonly toasts: readonly Toast[];
  /** The route the shopper is on, once the router has said. */
  readonly route: string | null;
}

export const initialToasts = (): ToastsState => ({ toasts: [], route: null });

// Events

export type ToastEvent =
  | Event<'toast/shown', { toast: Toast }>
  | Event<'toast/closed', { id: string }>
  | Event<'toast/expired', { id: string }>
  /** A toast about another page, taken away when the shopper moved on (it would read as a fact about this one). */
  | Event<'toast/outdated', { id: string }>
  | Event<'toast/routeEntered', { route: string }>;

export function evolve(state: ToastsState, event: ToastEvent): ToastsState {
  switch (event.type) {
    case 'toast/shown':
      return produce(state, (draft) => {
        // Showing an id again replaces the toast where it stands, so a repeated error does not stack or jump.
        const at = state.toasts.findIndex((toast) => toast.id === event.data.toast.id);
        if (at === -1) draft.toasts.push(event.data.toast);
        else draft.toasts[at] = event.data.toast;
      });
    case 'toast/closed':
    case 'toast/expired':
    case 'toast/outdated':
      return produce(state, (draft) => {
        // Filtered from the state, not the draft: reading a draft's items would make a draft of each.
        draft.toasts = castDraft(state.toasts.filter((toast) => toast.id !== event.data.id));
      });
    case 'toast/routeEntered':
      return { ...state, route: event.data.route };
    default:
      return assertNever(event);
  }
}

// Policies

export const isExpired = (toast: Toast, now: number): boolean => toast.expiresAt !== undefined && toast.expiresAt <= now;

/**
 * Whether a toast still applies on the route the shopper moved to. One that closes itself soon (a
 * confirmation) may finish its time; one that stays until closed (an error such as "Transaction
 * declined") speaks of the page it was shown on, so it goes when the shopper leaves that page.
 */
export const appliesOn = (toast: Toast, route: string): boolean =>
  toast.expiresAt !== undefined || toast.route === undefined || toast.route === route;

/** When the UI should next ask to expire toasts; undefined when no toast auto-closes. */
export function nextExpiryAt(state: ToastsState): number | undefined {
  const times = state.toasts.flatMap((toast) => (toast.expiresAt === undefined ? [] : [toast.expiresAt]));
  return times.length === 0 ? undefined : Math.min(...times);
}

// Commands

export type ToastCommand =
  | {
      readonly type: 'showToast';
      readonly id: string;
      readonly toastType: ToastType;
      readonly message: string;
      readonly action?: ToastAction;
      readonly closable?: boolean;
      /** Auto-close after this many ms from `now`; omitted for a toast that stays. */
      readonly autoCloseMs?: number;
      readonly now: number;
    }
  | { readonly type: 'closeToast'; readonly id: string }
  /** Spec §2: the router says a route change completed. */
  | { readonly type: 'changeRoute'; readonly route: string }
  | { readonly type: 'expireToasts'; readonly now: number };

export type ToastError = { readonly type: 'toast/emptyId' } | { readonly type: 'toast/invalidDuration'; readonly autoCloseMs: number };

export function decide(state: ToastsState, command: ToastCommand): Result<readonly ToastEvent[], ToastError> {
  switch (command.type) {
    case 'showToast': {
      if (command.id === '') return err({ type: 'toast/emptyId' });
      const { autoCloseMs } = command;
      if (autoCloseMs !== undefined && !(Number.isFinite(autoCloseMs) && autoCloseMs > 0)) {
        return err({ type: 'toast/invalidDuration', autoCloseMs });
      }
      const toast: Toast = {
        id: command.id,
        type: command.toastType,
        message: command.message,
        // Spec §2 Drawers and overlays: every toast can go away; one that does not close itself has a close button.
        closable: autoCloseMs === undefined ? true : (command.closable ?? true),
        ...(command.action ? { action: command.action } : {}),
        ...(autoCloseMs === undefined ? {} : { expiresAt: command.now + autoCloseMs }),
        ...(state.route === null ? {} : { route: state.route }),
      };
      return ok([{ type: 'toast/shown', data: { toast } }]);
    }
    case 'closeToast':
      // Closing a toast already gone (expired, or a double click) is not an error.
      return ok(state.toasts.some((toast) => toast.id === command.id) ? [{ type: 'toast/closed', data: { id: command.id } }] : []);
    case 'changeRoute': {
      if (command.route === state.route) return ok([]);
      const outdated = state.toasts.filter((toast) => !appliesOn(toast, command.route));
      return ok([
        ...outdated.map((toast) => ({ type: 'toast/outdated', data: { id: toast.id } }) as const),
        { type: 'toast/routeEntered', data: { route: command.route } },
      ]);
    }
    case 'expireToasts':
      return ok(
        state.toasts.filter((toast) => isExpired(toast, command.now)).map((toast) => ({ type: 'toast/expired', data: { id: toast.id } }) as const),
      );
    default:
      return assertNever(command);
  }
}

export const toastsDecider: Decider<ToastsState, ToastCommand, ToastEvent, ToastError> = {
  initialState: initialToasts,
  decide,
  evolve,
};
