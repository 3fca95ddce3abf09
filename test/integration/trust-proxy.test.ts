import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { LIMITS } from '../../server/services/limits/rate-limit';
import { type TestServer, startTestServer } from './harness';

/**
 * Behind a proxy that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for, load balancers), the
 * client writes the leftmost entries itself. An attacker sends a new forged entry with every guess; the
 * server must still count each guess against the address the proxy saw. The harness listens on 127.0.0.1,
 * so every request here reaches the server from 127.0.0.1: that is "the proxy" nearest the shop.
 */
let oneHop: TestServer;
let twoHops: TestServer;
let byAddress: TestServer;
let elsewhere: TestServer;
let direct: TestServer;

beforeAll(async () => {
  [oneHop, twoHops, byAddress, elsewhere, direct] = await Promise.all([
    startTestServer({ trustProxy: 1 }),
    startTestServer({ trustProxy: 2 }),
    startTestServer({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] }),
    // Proxies on the private network only: a request from 127.0.0.1 is a direct one.
    startTestServer({ trustProxy: ['10.0.0.0/8'] }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([oneHop, twoHops, byAddress, elsewhere, direct].map((server) => server?.close()));
});

let serial = 0;
/** An email no other test touches: wrong passwords to it count like those to a real account (the pair limit is per email typed). */
const newEmail = () => `proxy-victim${(serial += 1)}@example.com`;
/** A different forged leftmost entry each time, as an attacker would send. */
const forged = (i: number) => `192.0.2.${i + 1}`;

const wrongSignIn = (server: TestServer, email: string, forwardedFor: string, attempt: number) =>
  server.request('POST', '/api/bff/auth/signin', {
    body: { email, password: `guess-${attempt}-password` },
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** Makes the pair limit's worth of wrong sign-ins, then one more; answers that last one. */
async function guessPastThePairLimit(server: TestServer, email: string, forwardedFor: (attempt: number) => string) {
  for (let attempt = 0; attempt < LIMITS.signInPair.max; attempt += 1) {
    expect((await wrongSignIn(server, email, forwardedFor(attempt), attempt)).status).toBe(401);
  }
  return wrongSignIn(server, email, forwardedFor(LIMITS.signInPair.max), LIMITS.signInPair.max);
}

describe('TRUST_PROXY=1: one proxy that appends the address it saw', () => {
  it('counts guesses against the rightmost entry, whatever the client forged before it', async () => {
    const refused = await guessPastThePairLimit(oneHop, newEmail(), (i) => `${forged(i)}, 203.0.113.10`);
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('tells shoppers apart by that entry: another real address is not the locked pair', async () => {
    const email = newEmail();
    const refused = await guessPastThePairLimit(oneHop, email, () => `${forged(0)}, 203.0.113.11`);
    expect(refused.status).toBe(429);
    const fromElsewhere = await wrongSignIn(oneHop, email, `${forged(0)}, 203.0.113.12`, 99);
    expect(fromElsewhere.status).not.toBe(429);
  });
});

describe('TRUST_PROXY=2: a CDN before a load balancer', () => {
  it('skips the CDN address the load balancer appended and counts against the address the CDN saw', async () => {
    // client forged, CDN appended the client's real address, the load balancer appended the CDN edge's.
    const refused = await guessPastThePairLimit(twoHops, newEmail(), (i) => `${forged(i)}, 203.0.113.20, 198.51.100.${i + 1}`);
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe('TRUST_PROXY=127.0.0.1,10.0.0.0/8: proxies named by address', () => {
  it('walks back over every trusted proxy (two hops here) to the first address that is not one', async () => {
    const refused = await guessPastThePairLimit(byAddress, newEmail(), (i) => `${forged(i)}, 203.0.113.30, 10.1.2.${i + 1}`);
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('stops at the first untrusted entry, even with one proxy hop', async () => {
    const refused = await guessPastThePairLimit(byAddress, newEmail(), (i) => `${forged(i)}, 203.0.113.31`);
    expect(refused.status).toBe(429);
  });

  it('does not believe a peer outside the list: X-Forwarded-For from 127.0.0.1 is ignored there', async () => {
    // Each request claims a new address; the server sees them all as 127.0.0.1, one pair.
    const refused = await guessPastThePairLimit(elsewhere, newEmail(), (i) => `203.0.113.${40 + i}`);
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe('TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For: claiming a new address each time does not escape the limit', async () => {
    const refused = await guessPastThePairLimit(direct, newEmail(), (i) => `203.0.113.${50 + i}`);
    expect(refused.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe('X-Forwarded-Proto', () => {
  const overHttps = async (server: TestServer) => {
    const res = await server.request('GET', '/api/auth/csrf', { headers: { 'x-forwarded-proto': 'https' } });
    const raw = res.headers['set-cookie'];
    const csrfCookie = (Array.isArray(raw) ? raw : raw ? [raw] : []).find((line) => line.startsWith('jc.csfr='));
    expect(csrfCookie).toBeDefined();
    return { hsts: res.headers['strict-transport-security'], secureCookie: /;\s*secure/i.test(csrfCookie ?? '') };
  };

  it('is honoured from a trusted proxy: Secure cookies and Strict-Transport-Security', async () => {
    for (const server of [oneHop, twoHops, byAddress]) {
      const answer = await overHttps(server);
      expect(answer.hsts).toBeDefined();
      expect(answer.secureCookie).toBe(true);
    }
  });

  it('is ignored from a peer that is not a trusted proxy, or when none is trusted', async () => {
    for (const server of [elsewhere, direct]) {
      const answer = await overHttps(server);
      expect(answer.hsts).toBeUndefined();
      expect(answer.secureCookie).toBe(false);
    }
  });
});
