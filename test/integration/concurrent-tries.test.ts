import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { DISCOUNT_NOT_VALID_MESSAGE } from '../../server/services/cart/cart';
import { GIFT_CARD_TOO_MANY_MESSAGE, giftCardHash } from '../../server/services/payments/gift-cards';
import { DISCOUNT_TOO_MANY_MESSAGE, discountGuess } from '../../server/services/limits/guess-limits';
import { hashPassword } from '../../server/services/auth/passwords';
import { takeCountedTry } from '../../server/services/limits/pending-tries';
import { invalid } from '../../server/services/refusal';
import { LIMITS, counter, refund } from '../../server/services/limits/rate-limit';
import { anotherHandle, type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/**
 * Tries at a secret counted before the check and given back when right: many right ones at once must not
 * lock the owner out, and many wrong ones at once must not slip past the limit.
 */
const clock = Date.parse('2030-06-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
});

const { newAddress, from, tokenFrom, customer, signIn } = limitsWorld(() => server);

let cards = 0;
/** A gift card of the test's own, PIN 1234, so one test's lock cannot touch another's. */
async function giftCard(): Promise<string> {
  cards += 1;
  const number = `628000000007${String(cards).padStart(4, '0')}`;
  await server.database.db
    .insertInto('gift_cards')
    .values({
      id: `concurrent-card-${cards}`,
      number_hash: giftCardHash(number),
      last4: number.slice(-4),
      pin_hash: await hashPassword('1234'),
      legacy: 0,
      balance_cents: 5000,
      currency: 'AUD',
    })
    .execute();
  return number;
}

const balance = async (address: string, giftCardId: string, pinCode: string) => {
  const { accessToken } = await tokenFrom(address);
  return server.request('POST', '/api/bff/checkout/giftcard/balance', from(address, { token: accessToken, body: { giftCardId, pinCode } }));
};
const statuses = (answers: ReadonlyArray<{ status: number }>) => answers.map((a) => a.status).sort();

describe('gift card PINs checked at once', () => {
  it('answers ten right PINs at once, from one address, all with the balance', async () => {
    const number = await giftCard();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => balance(address, number, '1234')));
    for (const answer of answers) expect(answer.body).toEqual({ balance: 5000, currency: 'AUD' });
  });

  it('checks no more than 5 of 20 wrong PINs at once, refuses the rest, and then the right PIN too', async () => {
    const number = await giftCard();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => balance(newAddress(), number, `9${String(i).padStart(3, '0')}`)));
    expect(statuses(answers)).toEqual([...Array(5).fill(400), ...Array(15).fill(429)]);
    expect((await balance(newAddress(), number, '1234')).body).toEqual({ statusCode: 429, message: GIFT_CARD_TOO_MANY_MESSAGE });
  });

  it('gives right PINs mixed with wrong ones at once their balance while the card is not locked', async () => {
    const number = await giftCard();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => balance(address, number, i % 3 === 0 ? '0000' : '1234')));
    expect(statuses(answers)).toEqual([...Array(8).fill(200), ...Array(4).fill(400)]);
  });

  it('lets another process over the same database hold a try: the count there is the authority, so no wait and no slip', async () => {
    const number = await giftCard();
    const address = newAddress();
    for (let i = 0; i < 4; i += 1) expect((await balance(address, number, `000${i}`)).status).toBe(400);
    const other = await anotherHandle(server);
    try {
      const counters = [counter(LIMITS.giftCard, giftCardHash(number)), counter(LIMITS.giftCardAddress, address)];
      const held = await takeCountedTry(other.db, counters, clock);
      expect(held).not.toBeNull();
      // Its fifth try, still being checked over there, locks the card for this process, which cannot tell it from a failure.
      expect((await balance(address, number, '1234')).status).toBe(429);
      await held!.settle(() => refund(other.db, counters));
      expect((await balance(address, number, '1234')).body).toEqual({ balance: 5000, currency: 'AUD' });
    } finally {
      await other.close();
    }
  });
});

describe('sign-ins at once', () => {
  it('signs in ten right passwords at once from one address', async () => {
    const shopper = await customer();
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(address, { email: shopper.email, password: shopper.password })));
    expect(statuses(answers)).toEqual(Array(10).fill(200));
  });

  it('checks no more than 5 of 20 wrong passwords at once from one address; then the right one is refused there too', async () => {
    const shopper = await customer();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(address, { email: shopper.email, password: `wrong-password-${i}` })),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect((await signIn(address, { email: shopper.email, password: shopper.password })).body).toEqual({
      statusCode: 429,
      message: AUTH_MESSAGES.tooManyAttempts,
    });
  });
});

describe('discount codes at once', () => {
  // The code's check is given a moment, as a busy database would take, so the tries overlap.
  const slowly = async <T>(value: () => T): Promise<T> => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return value();
  };

  it('applies a right code asked 15 times at once by one shopper, past the shopper limit of 10', async () => {
    const applied = await Promise.allSettled(
      Array.from({ length: 15 }, () =>
        discountGuess(server.database.db, 'anonymous:at-once-right', newAddress(), clock, () => slowly(() => 'applied')),
      ),
    );
    expect(applied.map((a) => a.status)).toEqual(Array(15).fill('fulfilled'));
  });

  it('checks no more than 10 of 20 wrong codes at once from one shopper', async () => {
    let checked = 0;
    const wrong = () =>
      slowly(() => {
        checked += 1;
        throw invalid(DISCOUNT_NOT_VALID_MESSAGE);
      });
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => discountGuess(server.database.db, 'anonymous:at-once-wrong', newAddress(), clock, wrong)),
    );
    expect(checked).toBe(10);
    const messages = answers.map((a) => (a.status === 'rejected' ? (a.reason as Error).message : 'applied')).sort();
    expect(messages).toEqual([...Array(10).fill(DISCOUNT_NOT_VALID_MESSAGE), ...Array(10).fill(DISCOUNT_TOO_MANY_MESSAGE)].sort());
  });
});
