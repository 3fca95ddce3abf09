import type { SessionService } from '../../application/ports/session-service';
import { err } from '../../domain/shared';
import type { SessionClientOptions, createSessionClient } from './session-client';
import { sessionSignals } from './session-signals';
import { loadOnce } from '../http';

/**
 * The session service whose calls' code (the client, its routes and sign-in rules) loads with the first call:
 * the session check once the page is idle, so the first page carries none of it. Telling other tabs and
 * watching for a re-check need no code of their own and answer at once. Code that did not arrive is, for the
 * caller, an answer that did not arrive (status 0), as the client's own calls report it; the next call tries again.
 */
export function lazySessionClient(
  options: SessionClientOptions,
  load: () => Promise<{ readonly createSessionClient: typeof createSessionClient }>,
): SessionService {
  const client = loadOnce(() => load().then((module) => module.createSessionClient(options)));
  const unreachable = (error: unknown) => ({ status: 0, message: error instanceof Error ? error.message : String(error) });
  const result =
    <A extends unknown[], T>(call: (service: SessionService, ...args: A) => Promise<T>) =>
    async (...args: A) => {
      let service: SessionService;
      try {
        service = await client();
      } catch (error) {
        return err(unreachable(error));
      }
      return call(service, ...args);
    };
  return {
    session: result((service) => service.session()),
    csrfToken: result((service) => service.csrfToken()),
    update: result((service, patch: Parameters<SessionService['update']>[0]) => service.update(patch)),
    providers: result((service) => service.providers()),
    signOut: result((service, callbackUrl: string) => service.signOut(callbackUrl)),
    async signIn(provider, credentials, callbackUrl) {
      let service: SessionService;
      try {
        service = await client();
      } catch (error) {
        const { status, message } = unreachable(error);
        return { error: message, status, ok: false, url: null };
      }
      return service.signIn(provider, credentials, callbackUrl);
    },
    async log(entry) {
      // Reporting never becomes an error of its own: a report whose code did not arrive is dropped.
      const service = await client().catch(() => null);
      await service?.log(entry);
    },
    ...sessionSignals(options.storage, options.events),
  };
}
