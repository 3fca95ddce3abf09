import type { SessionState } from '../../domain/session';
import type { Projection } from '../projection';
import type { SessionService } from '../ports/session-service';
import type { TokenSource } from '../ports/token-source';
import type { SessionUseCases } from './session';

/**
 * The BFF client's bearer, read from the session view; a refreshed token is stored through the session
 * service (spec §4 Session token refresh step 4), never kept aside.
 */
export function sessionTokenSource(deps: {
  readonly view: Projection<SessionState>;
  readonly session: Pick<SessionUseCases, 'updateToken'>;
  readonly service: Pick<SessionService, 'log'>;
}): TokenSource {
  const { view, session, service } = deps;
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
  };
}
