import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Spec §7 Session service: double-submit CSRF. The {brand}.csfr cookie holds "token|hmac"; a POST must
 * send the same token in its body. The HMAC key is shared by every instance of the shop (kept in the database,
 * ./repository.ts sharedSecret), so a token fetched from one instance is good on another behind the same load
 * balancer.
 */
export interface CsrfSigner {
  newCsrfCookie(): { token: string; cookie: string };
  /** The token of a genuine cookie (one we signed), else null. */
  tokenOfCookie(cookie: string | undefined): string | null;
  /** The body's token must equal the token of a genuine cookie. */
  csrfMatches(cookie: string | undefined, bodyToken: unknown): boolean;
}

export function csrfSigner(secret: Buffer): CsrfSigner {
  const sign = (token: string): string => createHmac('sha256', secret).update(token).digest('base64url');
  const tokenOfCookie = (cookie: string | undefined): string | null => {
    if (!cookie) return null;
    const [token, signature, extra] = cookie.split('|');
    if (!token || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(token));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  };
  return {
    newCsrfCookie() {
      const token = randomBytes(32).toString('base64url');
      return { token, cookie: `${token}|${sign(token)}` };
    },
    tokenOfCookie,
    csrfMatches(cookie, bodyToken) {
      const token = tokenOfCookie(cookie);
      if (token === null || typeof bodyToken !== 'string') return false;
      const a = Buffer.from(token);
      const b = Buffer.from(bodyToken);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
