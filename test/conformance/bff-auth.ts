import { describe, expect, it } from 'vitest';
import type { BffUnderTest } from './bff';
import { said, value } from './bff-support';

/** Signing in. */
export function authConformance(subject: () => BffUnderTest): void {
  describe('auth', () => {
    it('a customer signs in with their password; a wrong one is refused without saying which part was wrong', async () => {
      const { shopper, account } = subject();
      const bff = await shopper();
      expect(said(await bff.auth.signIn({ email: account.email, password: 'Not-The-Pass-1' }))).toEqual({
        status: 401,
        message: 'Invalid email or password',
      });
      const signedIn = value(await bff.auth.signIn({ email: account.email.toUpperCase(), password: account.password }));
      expect(signedIn.isLoggedIn).toBe(true);
      expect(signedIn.accessToken.length).toBeGreaterThan(0);
    });
  });
}
