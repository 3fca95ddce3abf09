import { SHOW_ACTION_LABEL, type ToastError, type ToastType, type ToastsState, nextExpiryAt, toastsDecider } from '../../domain/toasts';
import { type Result, ok } from '../../domain/shared';
import type { Projection } from '../projection';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Cancel, Timer } from '../ports/timer';
import { type Recorder, execute } from '../recorder';

/**
 * How long a toast stays when the caller says nothing. The spec says only that a toast "may auto-close";
 * ours: confirmations go after 5 s, an error stays until the shopper closes it or leaves the page it
 * speaks of (see `appliesOn`), so it is never missed and never outlives its page.
 */
export const DEFAULT_AUTO_CLOSE_MS = 5000;
const autoCloseByDefault = (type: ToastType): number | null => (type === 'error' ? null : DEFAULT_AUTO_CLOSE_MS);

export interface ToastRequest {
  /** Spec §2, §8: toasts are keyed by id; showing an id again replaces that toast. A fresh id when absent. */
  readonly id?: string;
  readonly type?: ToastType;
  readonly message: string;
  /** Spec §2: the "Show" action, leading to a route or a drawer the UI knows by name. */
  readonly showTarget?: string;
  readonly closable?: boolean;
  /** Milliseconds before the toast closes itself; null keeps it until closed; absent takes the default for its type. */
  readonly autoCloseMs?: number | null;
}

export interface ToastsUseCases {
  /** Shows the toast and answers with its id. */
  show(toast: ToastRequest): Result<string, ToastError>;
  close(id: string): void;
  /** Spec §2: a route change completed; toasts about the page left behind are taken away. */
  routeChanged(route: string): void;
  /** Stops the auto-close timer (when the client is torn down). */
  dispose(): void;
}

export interface ToastsDeps {
  readonly view: Projection<ToastsState>;
  readonly recorder: Recorder;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly timer: Timer;
}

export function toastsUseCases({ view, recorder, clock, ids, timer }: ToastsDeps): ToastsUseCases {
  let pending: { at: number; cancel: Cancel } | null = null;

  // One timer, always aimed at the earliest expiry; it follows the view, so toasts recorded by anyone auto-close.
  const schedule = () => {
    const at = nextExpiryAt(view.getSnapshot());
    if (pending?.at === at) return;
    pending?.cancel();
    pending = null;
    if (at === undefined) return;
    pending = {
      at,
      cancel: timer.after(Math.max(0, at - clock.now()), () => {
        pending = null;
        execute(toastsDecider, view.getSnapshot(), { type: 'expireToasts', now: clock.now() }, recorder);
        schedule();
      }),
    };
  };
  const stop = view.subscribe(schedule);
  schedule();

  return {
    show(toast) {
      const id = toast.id ?? ids.next('toast');
      const type = toast.type ?? 'default';
      const autoCloseMs = toast.autoCloseMs === undefined ? autoCloseByDefault(type) : toast.autoCloseMs;
      const result = execute(
        toastsDecider,
        view.getSnapshot(),
        {
          type: 'showToast',
          id,
          toastType: type,
          message: toast.message,
          now: clock.now(),
          ...(toast.showTarget ? { action: { label: SHOW_ACTION_LABEL, target: toast.showTarget } } : {}),
          ...(toast.closable === undefined ? {} : { closable: toast.closable }),
          ...(autoCloseMs === null ? {} : { autoCloseMs }),
        },
        recorder,
      );
      return result.ok ? ok(id) : result;
    },
    close(id) {
      execute(toastsDecider, view.getSnapshot(), { type: 'closeToast', id }, recorder);
    },
    routeChanged(route) {
      execute(toastsDecider, view.getSnapshot(), { type: 'changeRoute', route }, recorder);
    },
    dispose() {
      stop();
      pending?.cancel();
      pending = null;
    },
  };
}
