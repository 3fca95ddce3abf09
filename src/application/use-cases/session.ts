import {
  type SessionError,
  type SessionEvent,
  type SessionRecheckTrigger,
  type SessionState,
  type SessionToken,
  type SessionTokenPatch,
  type SignInResult,
  sessionDecider,
  sessionEffects,
  shouldRecheckSession,
  signInBroadcast,
} from '../../domain/session';
import { type Result, err, ok } from '../../domain/shared';
import type { Projection } from '../projection';
import type { ApiError } from '../ports/api-error';
import type { Clock } from '../ports/clock';
import type { Session, SessionService, SessionSignal, SessionWatchOptions } from '../ports/session-service';
import { type Recorder, execute } from '../recorder';

export interface SessionUseCases {
  /** Asks the session service who the shopper is (spec §4 Session status). */
  loadSession(): Promise<Result<Session, ApiError>>;
  /** Spec §7: every session token update goes through the session service. */
  updateToken(patch: SessionTokenPatch): Promise<Result<SessionToken, ApiError | SessionError>>;
  signIn(credentials: Readonly<Record<string, string>>, callbackUrl: string, provider?: string): Promise<SignInResult>;
  signOut(callbackUrl: string): Promise<Result<{ readonly url: string }, ApiError>>;
  /** Spec §4: re-checks on visibility, another tab's broadcast and the optional poll; returns the stop. */
  watchSession(options?: SessionWatchOptions): () => void;
}

export interface SessionDeps {
  readonly view: Projection<SessionState>;
  readonly recorder: Recorder;
  readonly service: SessionService;
  readonly clock: Clock;
}

export function sessionUseCases({ view, recorder, service, clock }: SessionDeps): SessionUseCases {
  const decide = (command: Parameters<typeof sessionDecider.decide>[1]) => execute(sessionDecider, view.getSnapshot(), command, recorder);
  // Visibility, storage and poll can fire together: they share one request instead of racing three.
  let pending: Promise<Result<Session, ApiError>> | null = null;

  const fetchSession = async (): Promise<Result<Session, ApiError>> => {
    const answer = await service.session();
    if (answer.ok) decide({ type: 'loadSession', token: answer.value.data, now: clock.now() });
    // Spec silent on a failed check. The first one settles as signed out so pages stop waiting;
    // a later one keeps what we knew, since a network blip is not a sign-out.
    else if (view.getSnapshot().status === 'loading') decide({ type: 'loadSession', token: null, now: clock.now() });
    return answer;
  };

  const loadSession = () => {
    pending ??= fetchSession().finally(() => {
      pending = null;
    });
    return pending;
  };

  const broadcast = (events: readonly SessionEvent[]) => {
    for (const effect of events.flatMap(sessionEffects)) service.broadcast(effect);
  };

  return {
    loadSession,

    async updateToken(patch) {
      const answer = await service.update(patch);
      if (!answer.ok) return answer;
      const token = answer.value.data;
      if (!token) return err({ type: 'session/noToken' });
      // The server answers with the whole merged token, so it replaces ours instead of merging into a stale copy.
      const result = sessionDecider.decide({ ...view.getSnapshot(), token: null }, { type: 'updateToken', patch: token });
      if (!result.ok) return result;
      recorder.record(result.value);
      return ok(token);
    },

    async signIn(credentials, callbackUrl, provider = 'credentials') {
      const result = await service.signIn(provider, credentials, callbackUrl);
      // A sign-in gives a new server-side session; reading it back is how the view learns the new token.
      if (result.ok) {
        await loadSession();
        service.broadcast(signInBroadcast(clock.now()));
      }
      return result;
    },

    async signOut(callbackUrl) {
      const answer = await service.signOut(callbackUrl);
      if (!answer.ok) return answer;
      const result = decide({ type: 'signOut', now: clock.now() });
      if (result.ok) broadcast(result.value);
      return answer;
    },

    watchSession(options = {}) {
      const onSignal = (signal: SessionSignal) => {
        // The poll is measured against checkedAt, which this clock stamped.
        const trigger: SessionRecheckTrigger = signal.type === 'pollTick' ? { type: 'pollTick', now: clock.now() } : signal;
        if (shouldRecheckSession(trigger, view.getSnapshot(), options)) void loadSession();
      };
      return service.watch(onSignal, options);
    },
  };
}
