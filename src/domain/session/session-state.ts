import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';
import type { SessionToken, SessionTokenPatch } from './session-token';

/** Spec §4 Session status. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

// State

export interface SessionState {
  readonly status: SessionStatus;
  /** The token the session service holds, anonymous or signed in; null before loading or after sign-out. */
  readonly token: SessionToken | null;
  /** Epoch ms of the last answer from the session service; drives the optional poll. */
  readonly checkedAt: number | null;
}

export const initialSession = (): SessionState => ({ status: 'loading', token: null, checkedAt: null });

/** An anonymous token is a session but not a signed-in customer: only a signed-in token authenticates. */
export const statusOf = (token: SessionToken | null): SessionStatus => (token?.isLoggedIn ? 'authenticated' : 'unauthenticated');

// Events

export type SessionEvent =
  | Event<'session/loaded', { token: SessionToken | null; at: number }>
  | Event<'session/tokenUpdated', { token: SessionToken }>
  | Event<'session/signedOut', { at: number }>;

export function evolve(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'session/loaded':
      return { status: statusOf(event.data.token), token: event.data.token, checkedAt: event.data.at };
    case 'session/tokenUpdated':
      return { ...state, status: statusOf(event.data.token), token: event.data.token };
    case 'session/signedOut':
      return { status: 'unauthenticated', token: null, checkedAt: event.data.at };
    default:
      return assertNever(event);
  }
}

// Commands

export type SessionCommand =
  | { readonly type: 'loadSession'; readonly token: SessionToken | null; readonly now: number }
  | { readonly type: 'updateToken'; readonly patch: SessionTokenPatch }
  | { readonly type: 'signOut'; readonly now: number };

export type SessionError = { readonly type: 'session/noToken' };

const isCompleteToken = (patch: SessionTokenPatch): patch is SessionToken =>
  typeof patch.accessToken === 'string' && typeof patch.expiryDate === 'string' && typeof patch.isLoggedIn === 'boolean';

export function decide(state: SessionState, command: SessionCommand): Result<readonly SessionEvent[], SessionError> {
  switch (command.type) {
    case 'loadSession':
      return ok([{ type: 'session/loaded', data: { token: command.token, at: command.now } }]);
    case 'updateToken': {
      // Spec §7 Session service: every token change is a patch of the stored token.
      const token = state.token ? { ...state.token, ...command.patch } : command.patch;
      if (!isCompleteToken(token)) return err({ type: 'session/noToken' });
      return ok([{ type: 'session/tokenUpdated', data: { token } }]);
    }
    case 'signOut':
      return state.status === 'unauthenticated' && state.token === null ? ok([]) : ok([{ type: 'session/signedOut', data: { at: command.now } }]);
    default:
      return assertNever(command);
  }
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent, SessionError> = {
  initialState: initialSession,
  decide,
  evolve,
};

// Effects and re-checks

/** The local-storage key whose change tells other tabs to re-check the session (spec §4: sign-out is broadcast). */
export const SESSION_BROADCAST_KEY = 'session.message';

export type SessionEffect = { readonly type: 'broadcast'; readonly key: string; readonly value: string };

/** Spec §4 Session status: a sign-out is broadcast to other tabs; the timestamp makes every write a change. */
export function sessionEffects(event: SessionEvent): readonly SessionEffect[] {
  if (event.type !== 'session/signedOut') return [];
  const value = JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp: event.data.at });
  return [{ type: 'broadcast', key: SESSION_BROADCAST_KEY, value }];
}

/** A sign-in is told to the other tabs the same way, so every open tab shows the customer without a reload. */
export const signInBroadcast = (at: number): SessionEffect => ({
  type: 'broadcast',
  key: SESSION_BROADCAST_KEY,
  value: JSON.stringify({ event: 'session', data: { trigger: 'signin' }, timestamp: at }),
});

export type SessionRecheckTrigger =
  | { readonly type: 'visibilityChanged'; readonly visible: boolean }
  | { readonly type: 'storageChanged'; readonly key: string | null }
  | { readonly type: 'pollTick'; readonly now: number };

/** Spec §4 Session status: re-check when the window becomes visible, on another tab's broadcast, or on the poll. */
export function shouldRecheckSession(
  trigger: SessionRecheckTrigger,
  state: SessionState,
  options: { readonly pollIntervalMs?: number } = {},
): boolean {
  switch (trigger.type) {
    case 'visibilityChanged':
      return trigger.visible;
    case 'storageChanged':
      return trigger.key === SESSION_BROADCAST_KEY;
    case 'pollTick': {
      const interval = options.pollIntervalMs ?? 0;
      if (interval <= 0) return false;
      return state.checkedAt === null || trigger.now - state.checkedAt >= interval;
    }
    default:
      return assertNever(trigger);
  }
}
