import { useEffect } from 'react';
import { DEFAULT_AUTH_BASE, type SessionState, signInRedirect } from '../domain/session';
import { useRouter } from './router';
import { useServices } from './services';
import { useProjection } from './use-projection';

const selectStatus = (state: SessionState) => state.status;

/**
 * A page only a signed-in customer may see: anyone else is sent to sign in with error=SessionRequired and
 * brought back to the same address (spec §2 Redirect rules). The session's status, for the page to wait on.
 */
export function useSessionRequired(): SessionState['status'] {
  const { views } = useServices();
  const { path, search, navigate } = useRouter();
  const status = useProjection(views.session, selectStatus);
  useEffect(() => {
    if (status !== 'unauthenticated') return;
    const query = search.toString();
    navigate(signInRedirect(DEFAULT_AUTH_BASE, `${path}${query ? `?${query}` : ''}`), { replace: true });
  }, [status, path, search, navigate]);
  return status;
}
