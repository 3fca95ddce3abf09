import type { CartState } from '../../domain/cart';
import { SESSION_LOSS_MESSAGES, type SessionState, sessionLossNotice } from '../../domain/session';
import type { Projection } from '../projection';
import type { SessionService } from '../ports/session-service';
import type { TokenSource } from '../ports/token-source';
import type { SessionUseCases } from './session';
import type { ToastsUseCases } from './toasts';

/** The toast's id: a second replacement replaces the message rather than stacking it. */
export const SESSION_LOSS_TOAST_ID = 'session-replaced';

/**
 * The BFF client's bearer, read from the session view; a refreshed token is stored through the session
 * service (spec §4 Session token refresh step 4), never kept aside.
 */
export function sessionTokenSource(deps: {
  readonly view: Projection<SessionState>;
  readonly session: Pick<SessionUseCases, 'updateToken'>;
  readonly service: Pick<SessionService, 'log'>;
  /** The cart as it was before the identity changed: a shopper with nothing in it has nothing to be told. */
  readonly cart?: Projection<CartState>;
  readonly toasts?: Pick<ToastsUseCases, 'show'>;
}): TokenSource {
  const { view, session, service, cart, toasts } = deps;
  return {
    current: () => view.getSnapshot().token,
    async update(token) {
      const result = await session.updateToken(token);
      // The new token is valid whether or not it was stored, so the request it was fetched for goes on;
      // the failure is reported rather than thrown at a caller that could do nothing about it.
      if (!result.ok) {
        const message = 'message' in result.error ? result.error.message : result.error.type;
        await service.log({ level: 'warn', message: `session token update failed: ${message}` });
      }
    },
    replaced({ wasLoggedIn, cartHandedOver, cartLeftBehind = false, accountDisabled = false }) {
      // The page may not have shown the cart yet (a reload): the server says what the old identity held.
      const cartHadLines = cartLeftBehind || (cart?.getSnapshot().cart?.lineItems.length ?? 0) > 0;
      const notice = sessionLossNotice({ wasLoggedIn, cartHandedOver, cartHadLines, accountDisabled });
      if (notice) toasts?.show({ id: SESSION_LOSS_TOAST_ID, type: 'info', message: SESSION_LOSS_MESSAGES[notice] });
    },
  };
}
