import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/application/ports/api-error';
import type { Bff } from '../../src/application/ports/bff';
import type { BotCheck, BotCheckCall } from '../../src/application/ports/bot-check';
import { TOKENS } from '../../src/application/tokens';
import { accountUseCases } from '../../src/application/use-cases/account';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import { type SignInResult, signInResult } from '../../src/domain/session';
import { err, ok } from '../../src/domain/shared';

/**
 * The server's step-up in memory: a call without the token of the difficulty it asks for gets the 428
 * the contract describes (BotCheckRequiredAnswer); the token "solved-N" stands for a solved challenge of N bits.
 */
class StepUpServer {
  required = 17;
  readonly calls: string[] = [];

  answer<T>(call: string, token: string | undefined, value: T) {
    this.calls.push(`${call}${token ? ` with ${token}` : ''}`);
    if (token === `solved-${this.required}`) return ok(value);
    const error: ApiError = {
      status: 428,
      message: 'Bot check required: send again with a botCheckToken',
      body: { statusCode: 428, message: 'Bot check required: send again with a botCheckToken', botCheckDifficulty: this.required },
    };
    return err(error);
  }
}

/** The shop's bot check in memory: records the difficulty asked for, and solves it unless told it cannot. */
class FakeBotCheck implements BotCheck {
  readonly runsHere = true;
  readonly asked: Array<number | undefined> = [];
  solvable = true;

  async token(options: BotCheckCall = {}) {
    this.asked.push(options.difficulty);
    return this.solvable ? `solved-${options.difficulty ?? 'base'}` : undefined;
  }
}

async function setup() {
  const { container, fakes } = createTestContainer({ token: null });
  const session = resolve(container, TOKENS.SessionUseCases);
  await session.loadSession();
  const server = new StepUpServer();
  const botCheck = new FakeBotCheck();
  const auth: Bff['auth'] = {
    ...fakes.bff.auth,
    checkCustomerExists: async (email, options) => server.answer(`exists ${email}`, options?.botCheckToken, email === 'taken@example.com'),
    signUp: async (details, options) =>
      server.answer(`signUp ${details.email}`, options?.botCheckToken, {
        accessToken: 'a',
        expiryDate: '2030-01-01T00:00:00Z',
        isLoggedIn: true,
        anonymousId: 'anon-1',
      }),
  };
  const bff = Object.create(fakes.bff, { auth: { value: auth } }) as Bff;
  // The session service's sign-in steps up too, naming its difficulty in the url as the server does.
  const signIns: Array<Readonly<Record<string, string>>> = [];
  const signIn = async (credentials: Readonly<Record<string, string>>): Promise<SignInResult> => {
    signIns.push(credentials);
    if (credentials.botCheckToken === 'solved-19') return signInResult({ status: 200, url: '/account' });
    return signInResult({ status: 200, url: '/api/auth/signin?error=BotCheckRequired&botCheckDifficulty=19&callbackUrl=%2Faccount' });
  };
  const account = accountUseCases({
    bff,
    session: { ...session, signIn },
    sessionView: resolve(container, TOKENS.SessionView),
    view: resolve(container, TOKENS.AccountView),
    recorder: resolve(container, TOKENS.Recorder),
    botCheck,
  });
  return { account, server, botCheck, signIns };
}

describe('the account calls the server steps up (sign-up, checkCustomerExists, sign-in)', () => {
  it('answers a 428 on the account check by passing the bot check it names and asking again, unseen', async () => {
    const { account, server, botCheck } = await setup();
    expect(await account.checkEmail('taken@example.com')).toEqual({ ok: true, exists: true });
    expect(botCheck.asked).toEqual([17]);
    expect(server.calls).toEqual(['exists taken@example.com', 'exists taken@example.com with solved-17']);
  });

  it('signs up through both step-ups: the sign-up’s and then the sign-in’s harder one', async () => {
    const { account, server, botCheck, signIns } = await setup();
    const outcome = await account.signUp(
      { email: 'new@example.com', password: 'Maker-Pass-2026', firstName: 'Ada', lastName: 'Lovelace' },
      '/account',
    );
    expect(outcome).toEqual({ ok: true, url: '/account' });
    expect(server.calls).toEqual(['signUp new@example.com', 'signUp new@example.com with solved-17']);
    expect(botCheck.asked).toEqual([17, 19]);
    expect(signIns.map((c) => c.botCheckToken)).toEqual([undefined, 'solved-19']);
  });

  it('lets the shopper go on when the check cannot be passed: the account check is unknown, sign-up says to try again', async () => {
    const { account, botCheck, server } = await setup();
    botCheck.solvable = false;
    expect(await account.checkEmail('taken@example.com')).toEqual({ ok: true, exists: null });
    const outcome = await account.signUp({ email: 'new@example.com', password: 'Maker-Pass-2026', firstName: 'Ada', lastName: 'Lovelace' }, '/');
    expect(outcome).toMatchObject({ ok: false, message: 'We could not check your browser. Please try again.' });
    expect(server.calls).toEqual(['exists taken@example.com', 'signUp new@example.com']);
  });

  it('reads the difficulty a sign-in url names, and nothing from one that names none', () => {
    expect(signInResult({ status: 200, url: '/api/auth/signin?error=BotCheckRequired&botCheckDifficulty=18&callbackUrl=%2F' })).toMatchObject({
      error: 'BotCheckRequired',
      botCheckDifficulty: 18,
    });
    expect(signInResult({ status: 200, url: '/api/auth/signin?error=BotCheckRequired&callbackUrl=%2F' })).not.toHaveProperty('botCheckDifficulty');
    expect(signInResult({ status: 200, url: '/api/auth/signin?error=BotCheckRequired&botCheckDifficulty=lots' })).not.toHaveProperty(
      'botCheckDifficulty',
    );
  });
});
