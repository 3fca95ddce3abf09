import { useCallback } from 'react';
import type { MakerhubUseCases } from '../../../application/use-cases/makerhub';
import { DEFAULT_AUTH_BASE, type SessionState, signInHref } from '../../../domain/session';
import { useRouter } from '../../router';
import { useServices } from '../../services';
import { useLoaded } from '../../use-loaded';
import { useProjection } from '../../use-projection';

/** The Makerhub use cases once loaded; a failed load throws to the nearest load boundary. */
export function useMakerhub(): MakerhubUseCases | null {
  return useLoaded(useServices().loadMakerhub);
}

const selectStatus = (state: SessionState) => state.status;

/** Whether a customer is signed in, and a way to the sign-in page that comes back here (as the header's link does). */
export function useSignIn(): { readonly signedIn: boolean; readonly goToSignIn: () => void } {
  const { views } = useServices();
  const { path, search, navigate } = useRouter();
  const signedIn = useProjection(views.session, selectStatus) === 'authenticated';
  const goToSignIn = useCallback(() => {
    const here = `${path}${search.toString() ? `?${search.toString()}` : ''}`;
    navigate(signInHref(DEFAULT_AUTH_BASE, here));
  }, [path, search, navigate]);
  return { signedIn, goToSignIn };
}

/** A date and time on the store's own clock, in the site's language. */
export function formatWhen(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** Where a session runs: the store, then its suburb and state or region, each named once ("Nelson", not "Nelson, Nelson Nelson"). */
export function storePlace(store: { readonly name: string; readonly suburb: string; readonly state: string }): string {
  const seen = new Set<string>();
  return [store.name, store.suburb, store.state]
    .filter((part) => {
      const key = part.trim().toLowerCase();
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

export const durationText = (minutes: number): string =>
  minutes % 60 === 0 ? `${minutes / 60} hours` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
