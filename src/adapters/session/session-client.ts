import type { SessionResponse } from '../../../contract/session';
import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { Session, SessionService } from '../../application/ports/session-service';
import {
  type AuthBasePath,
  DEFAULT_AUTH_BASE,
  type SignInResult,
  authRoutes,
  sessionUpdateBody,
  signInForm,
  signInResult,
  signInTarget,
} from '../../domain/session';
import { err, ok } from '../../domain/shared';
import { schemasIn } from '../http';
import { createLogBatch } from './log-batch';
import { type FetchLike, sessionHttp } from './session-http';
import { type SessionEvents, sessionSignals } from './session-signals';

export type { SessionEvents } from './session-signals';

/** The contract loads beside the first call (the session check every page makes), not in the first page's script. */
const schema = schemasIn(() => import('../../../contract/session'));

export interface SessionClientOptions {
  /** Where the session service lives, e.g. `http://jrau.localhost:8080`; '' for the page's own origin. */
  readonly origin: string;
  readonly authBase?: AuthBasePath;
  readonly fetch: FetchLike;
  /** Local storage, shared by the tabs: the sign-out broadcast travels through it. */
  readonly storage: KeyValueStore;
  readonly events: SessionEvents;
}

const toSession = (answer: SessionResponse): Session => ({ data: answer.data, status: answer.status, expires: answer.expires });

/** Spec §7 Session service: the adapter behind the SessionService port. */
export function createSessionClient(options: SessionClientOptions): SessionService {
  const { storage, events } = options;
  const authBase = options.authBase ?? DEFAULT_AUTH_BASE;
  const routes = authRoutes(authBase);
  const http = sessionHttp(options.origin, options.fetch);

  const reports = createLogBatch({
    send: async (entries) => {
      await http.call('POST', routes.log, null, { json: entries.length === 1 ? entries[0] : { entries } });
    },
  });

  // The server keeps one token per csrf cookie; asking before each post costs a GET but never sends a stale one.
  const csrfToken = async () => {
    const answer = await http.call('GET', routes.csrf, schema('CsrfResponse'));
    return answer.ok ? ok(answer.value.csrfToken) : answer;
  };

  const providers = async () => {
    const answer = await http.call('GET', routes.providers, schema('ProvidersResponse'));
    return answer.ok ? ok(answer.value) : answer;
  };

  return {
    async session() {
      const answer = await http.call('GET', routes.session, schema('SessionResponse'));
      return answer.ok ? ok(toSession(answer.value)) : answer;
    },

    csrfToken,

    async update(patch) {
      const csrf = await csrfToken();
      if (!csrf.ok) return csrf;
      const answer = await http.call('POST', routes.session, schema('SessionResponse'), { json: sessionUpdateBody(csrf.value, patch) });
      return answer.ok ? ok(toSession(answer.value)) : answer;
    },

    providers,

    async signIn(provider, credentials, callbackUrl): Promise<SignInResult> {
      const known = await providers();
      const target = signInTarget({ authBase, providers: known.ok ? known.value : null, provider, callbackUrl });
      // Spec §2 Redirect rules: not a refusal of the credentials, so no error; the url says where to go.
      if (target.type === 'redirect') return { error: null, status: 302, ok: false, url: target.url };
      const csrf = await csrfToken();
      if (!csrf.ok) return { error: csrf.error.message, status: csrf.error.status, ok: false, url: null };
      // The csrfToken, callbackUrl and json fields come last so credentials can never replace them.
      const form = new URLSearchParams({ ...credentials, ...Object.fromEntries(new URLSearchParams(signInForm(csrf.value, callbackUrl))) });
      const answer = await http.call('POST', target.url, schema('UrlResponse'), { form: form.toString() });
      if (!answer.ok) return { error: answer.error.message, status: answer.error.status, ok: false, url: null };
      return signInResult({ status: 200, url: answer.value.url });
    },

    async signOut(callbackUrl) {
      const csrf = await csrfToken();
      if (!csrf.ok) return csrf;
      const form = new URLSearchParams({ csrfToken: csrf.value, callbackUrl, json: 'true' });
      const answer = await http.call('POST', routes.signout, schema('UrlResponse'), { form: form.toString() });
      return answer.ok ? ok({ url: answer.value.url }) : err(answer.error);
    },

    async log(entry) {
      // Reporting must never become an error of its own: failures are dropped (spec §7 _log).
      const body = await schema('ClientLogBody')().then(
        (logBody) => logBody.safeParse(entry),
        () => null,
      );
      if (!body?.success) return;
      await reports.add(entry);
    },

    ...sessionSignals(storage, events),
  };
}
