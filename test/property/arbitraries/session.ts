import fc from 'fast-check';
import type { SessionCommand, SessionToken, SessionTokenPatch } from '../../../src/domain/session';

export const nowArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });
const tokenStringArb = fc.stringMatching(/^[A-Za-z0-9]{8,24}$/);

/** A token whose expiry lies within a day either side of 2027-01-01. */
export const sessionTokenArb: fc.Arbitrary<SessionToken> = fc.record(
  {
    accessToken: tokenStringArb,
    refreshToken: tokenStringArb,
    expiryDate: fc.integer({ min: Date.UTC(2026, 11, 31), max: Date.UTC(2027, 0, 2) }).map((ms) => new Date(ms).toISOString()),
    isLoggedIn: fc.boolean(),
    customerId: tokenStringArb,
    anonymousId: tokenStringArb,
    storeKey: fc.stringMatching(/^[A-Z]{2}[0-9]{3}$/),
    deliveryPostcode: fc.stringMatching(/^[0-9]{4}$/),
  },
  { requiredKeys: ['accessToken', 'expiryDate', 'isLoggedIn'] },
);

export const tokenPatchArb: fc.Arbitrary<SessionTokenPatch> = fc.record(
  {
    accessToken: tokenStringArb,
    isLoggedIn: fc.boolean(),
    storeKey: fc.stringMatching(/^[A-Z]{2}[0-9]{3}$/),
    deliveryPostcode: fc.stringMatching(/^[0-9]{4}$/),
    deliveryCity: fc.constantFrom('Sydney', 'Auckland', 'Perth'),
  },
  { requiredKeys: [] },
);

export const sessionCommandArb: fc.Arbitrary<SessionCommand> = fc.oneof(
  fc.record({ type: fc.constant('loadSession' as const), token: fc.option(sessionTokenArb, { nil: null }), now: nowArb }),
  fc.record({ type: fc.constant('updateToken' as const), patch: fc.oneof(tokenPatchArb, sessionTokenArb) }),
  fc.record({ type: fc.constant('signOut' as const), now: nowArb }),
);

/** A page address a shopper could be on when sent to sign in. */
export const currentUrlArb = fc
  .tuple(
    fc.constantFrom('http://jrau.localhost', 'https://rtau.localhost:8080', ''),
    fc.webPath(),
    fc.option(fc.webQueryParameters(), { nil: undefined }),
  )
  .map(([origin, path, query]) => `${origin}/${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`);

export const authBaseArb = fc.constantFrom('/api/auth' as const, '/fe/api/auth' as const);
export const httpStatusArb = fc.integer({ min: 100, max: 599 });
