import { describe, expect, it } from 'vitest';
import type { Bff } from '../../src/application/ports/bff';
import { TOKENS } from '../../src/application/tokens';
import { accountUseCases } from '../../src/application/use-cases/account';
import { resolve } from '../../src/composition/container';
import { ok } from '../../src/domain/shared';
import { createTestContainer } from '../support/test-container';

/**
 * Spec §9 login and create_account: pushed when a shopper signs in or creates an account, and only then,
 * over the client core in memory (the session service's sign-in and the BFF's sign-up in memory).
 */
async function setup() {
  const { container, fakes } = createTestContainer();
  resolve(container, TOKENS.AnalyticsSubscriber);
  const session = resolve(container, TOKENS.SessionUseCases);
  await session.loadSession();
  fakes.session.accounts.set('grace@example.com', { password: 'Breadboard-99', customerId: 'c-grace' });
  const auth: Bff['auth'] = {
    ...fakes.bff.auth,
    // The server keeps the new account; the session service's sign-in then accepts it.
    signUp: async (details) => {
      fakes.session.accounts.set(details.email.toLowerCase(), { password: details.password, customerId: 'c-new' });
      return ok({ accessToken: 'a', expiryDate: '2030-01-01T00:00:00Z', isLoggedIn: true, anonymousId: 'memory-anonymous' });
    },
  };
  const account = accountUseCases({
    bff: Object.create(fakes.bff, { auth: { value: auth } }) as Bff,
    session,
    sessionView: resolve(container, TOKENS.SessionView),
    view: resolve(container, TOKENS.AccountView),
    recorder: resolve(container, TOKENS.Recorder),
  });
  const pushed = (name: string) => fakes.analytics.dataLayer.filter((push) => push.event === name);
  return { account, pushed };
}

describe('sign-in and sign-up in the data layer (spec §9)', () => {
  it('pushes login once the shopper is signed in, as a logged-in user, and nothing for a refused password', async () => {
    const { account, pushed } = await setup();
    expect((await account.signIn('grace@example.com', 'wrong-password', '/account')).ok).toBe(false);
    expect(pushed('login')).toEqual([]);

    expect(await account.signIn('Grace@example.com', 'Breadboard-99', '/account')).toEqual({ ok: true, url: '/account' });
    expect(pushed('login')).toEqual([{ event: 'login', method: 'email', user_status: 'Logged in' }]);
    expect(pushed('create_account')).toEqual([]);
  });

  it('pushes create_account for a new account, not login as well', async () => {
    const { account, pushed } = await setup();
    const details = { email: 'ada@example.com', password: 'Maker-Pass-2026', firstName: 'Ada', lastName: 'Lovelace' };
    expect(await account.signUp(details, '/account')).toEqual({ ok: true, url: '/account' });
    expect(pushed('create_account')).toEqual([{ event: 'create_account', method: 'email', user_status: 'Logged in' }]);
    expect(pushed('login')).toEqual([]);
  });
});
