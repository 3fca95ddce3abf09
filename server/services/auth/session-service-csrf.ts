import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Spec §7 Session service: double-submit CSRF. The {brand}.csfr cookie holds "token|hmac"; a POST must
 * send the same token in its body. The HMAC key lives in memory for the process: a restart only makes
 * clients fetch /csrf again, and no key file can leak. (Several processes would need a shared key.)
 */
const SECRET = randomBytes(32);

const sign = (token: string): string => createHmac('sha256', SECRET).update(token).digest('base64url');

export function newCsrfCookie(): { token: string; cookie: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, cookie: `${token}|${sign(token)}` };
}

/** The token of a genuine cookie (one we signed), else null. */
export function tokenOfCookie(cookie: string | undefined): string | null {
  if (!cookie) return null;
  const [token, signature, extra] = cookie.split('|');
  if (!token || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(token));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The body's token must equal the token of a genuine cookie. */
export function csrfMatches(cookie: string | undefined, bodyToken: unknown): boolean {
  const token = tokenOfCookie(cookie);
  if (token === null || typeof bodyToken !== 'string') return false;
  const a = Buffer.from(token);
  const b = Buffer.from(bodyToken);
  return a.length === b.length && timingSafeEqual(a, b);
}
