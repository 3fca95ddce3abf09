import { type AccountCommand, type AccountState, type Customer, accountDecider, accountLoadable } from '../../domain/account';
import { type SessionState, signInErrorMessage } from '../../domain/session';
import type { Result } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { Bff, SignUp } from '../ports/bff';
import type { BotCheck } from '../ports/bot-check';
import type { Projection } from '../projection';
import { type Recorder, execute } from '../recorder';
import { withBotCheckRetry } from './bot-check-retry';
import type { SessionUseCases } from './session';

export type SignInOutcome =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly code: string | null; readonly message: string; readonly url?: string };

/**
 * The email step of sign-in: the deep check's verdict (spec §5) and whether an account has this email; null
 * when that cannot be told now (the check is limited per address): the shopper then just goes on.
 */
export type EmailStep = { readonly ok: true; readonly exists: boolean | null } | { readonly ok: false; readonly message: string };

export interface AccountUseCases {
  /** Spec §4: loads the account when the session is logged in (or has a customerId), clears it otherwise. */
  refresh(): Promise<void>;
  checkEmail(email: string): Promise<EmailStep>;
  signIn(email: string, password: string, callbackUrl: string): Promise<SignInOutcome>;
  signUp(details: SignUp, callbackUrl: string): Promise<SignInOutcome>;
  signOut(callbackUrl: string): Promise<Result<{ readonly url: string }, ApiError>>;
  forgotPassword(email: string): Promise<Result<void, ApiError>>;
  resetPassword(token: string, password: string): Promise<Result<void, ApiError>>;
  /** Facts the account pages record: the analytics subscriber reads them (spec §9). */
  deactivated(): void;
  returnSubmitted(orderNumber: string, items: ReadonlyArray<{ readonly sku: string; readonly quantity: number; readonly reason: string }>): void;
}

export interface AccountDeps {
  readonly bff: Bff;
  readonly session: SessionUseCases;
  readonly sessionView: Projection<SessionState>;
  readonly view: Projection<AccountState>;
  readonly recorder: Recorder;
  readonly botCheck?: BotCheck;
}

export function accountUseCases({ bff, session, sessionView, view, recorder, botCheck }: AccountDeps): AccountUseCases {
  let loading: Promise<void> | null = null;
  const decide = (command: AccountCommand) => execute(accountDecider, view.getSnapshot(), command, recorder);

  const load = async () => {
    if (!accountLoadable(sessionView.getSnapshot().token)) {
      decide({ type: 'clear' });
      return;
    }
    decide({ type: 'startLoading' });
    const answer = await bff.customer.details();
    decide(answer.ok ? { type: 'recordLoaded', customer: answer.value as Customer } : { type: 'recordLoadFailed' });
  };

  const refresh = () => {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  };

  /**
   * Through the session service (spec §7), passing the bot check when the server asks for it, at the
   * difficulty it names. An account under attack may need a harder one by the time the first is solved:
   * the server then names that, and it is asked for once more.
   */
  const signInThroughSession = async (email: string, password: string, callbackUrl: string): Promise<SignInOutcome> => {
    let result = await session.signIn({ email, password }, callbackUrl);
    for (let round = 0; round < 2 && !result.ok && result.error === 'BotCheckRequired' && botCheck?.runsHere; round += 1) {
      const difficulty = result.botCheckDifficulty;
      const token = await botCheck.token(difficulty === undefined ? {} : { difficulty });
      if (!token) break;
      result = await session.signIn({ email, password, botCheckToken: token }, callbackUrl);
    }
    if (result.ok) {
      await refresh();
      return { ok: true, url: result.url ?? callbackUrl };
    }
    return {
      ok: false,
      code: result.error,
      message: signInErrorMessage(result.error) || 'Sign-in is not available right now. Please try again.',
      ...(result.url ? { url: result.url } : {}),
    };
  };

  return {
    refresh,

    async checkEmail(email) {
      const deep = await bff.account.deepEmailCheck(email);
      if (deep.ok && !deep.value.isEmailValid) return { ok: false, message: deep.value.message ?? 'Enter an email address that can receive mail' };
      // Many checks from one address ask for the bot check, passed unseen; past the limit the answer is unknown (null).
      const exists = await withBotCheckRetry(botCheck, (botCheckToken) =>
        bff.auth.checkCustomerExists(email, botCheckToken ? { botCheckToken } : {}),
      );
      // The check helps the shopper choose; it never stands in their way. Sign-in and sign-up decide for themselves.
      return { ok: true, exists: exists.ok ? exists.value : null };
    },

    async signIn(email, password, callbackUrl) {
      const outcome = await signInThroughSession(email, password, callbackUrl);
      if (outcome.ok) decide({ type: 'recordSignedIn' });
      return outcome;
    },

    async signUp(details, callbackUrl) {
      // Many sign-ups from one address ask for the bot check: passed here, unseen by the shopper.
      const created = await withBotCheckRetry(botCheck, (botCheckToken) => bff.auth.signUp(details, botCheckToken ? { botCheckToken } : {}));
      // A bot check this browser could not pass reads as sign-in's; any other refusal is the server's own words.
      if (!created.ok)
        return { ok: false, code: null, message: created.error.status === 428 ? signInErrorMessage('BotCheckRequired') : created.error.message };
      // The session service holds the session: signing in with the new credentials starts it (and keeps the cart).
      const outcome = await signInThroughSession(details.email, details.password, callbackUrl);
      if (outcome.ok) decide({ type: 'recordCreated' });
      return outcome;
    },

    async signOut(callbackUrl) {
      const answer = await session.signOut(callbackUrl);
      if (answer.ok) await refresh();
      return answer;
    },

    forgotPassword: (email) => bff.auth.forgotPassword(email),
    resetPassword: (token, password) => bff.auth.resetPassword(token, password),

    deactivated() {
      decide({ type: 'recordDeactivated' });
    },

    returnSubmitted(orderNumber, items) {
      decide({ type: 'recordReturn', orderNumber, items });
    },
  };
}
