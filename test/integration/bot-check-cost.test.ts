import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { BOT_CHECK_TOO_MANY, BotCheckChallenge } from '../../contract/bot-check';
import { BOT_CHECK_DIFFICULTY, BOT_CHECK_HARDEST, BOT_CHECK_MAX_CHALLENGES } from '../../server/services/limits/bot-check';
import { LIMITS, counter, emailSubject, recordFailure } from '../../server/services/limits/rate-limit';
import { solvedBotCheckToken } from './bot-check-token';
import { countRows, type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';

/**
 * What the bot check costs a script (issue 19, item 4): challenges limited per address and kept to a
 * cap, and sign-in guesses at one account from many addresses asking for ever harder work, while the
 * owner who does the work still gets in. Behind a trusted proxy, so each request names its address.
 */
const MINUTE = 60_000;
let clock = Date.parse('2030-07-01T00:00:00.000Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: 1 });
});
afterAll(async () => {
  await server?.close();
});

const { newAddress, from, customer, signIn } = limitsWorld(() => server);
const challengeFrom = (address: string, query = '') => server.request('GET', `/api/bff/bot-check/challenge${query}`, from(address));
const tokenFrom = (address: string, difficulty?: number) =>
  solvedBotCheckToken(server, 'jrau', { headers: { 'x-forwarded-for': address }, ...(difficulty !== undefined && { difficulty }) });
const stepUp = (difficulty: number) => ({ statusCode: 428, message: AUTH_MESSAGES.botCheckRequired, botCheckDifficulty: difficulty });
const challenges = () => countRows(server, 'bot_challenges');

/** Wrong guesses that did the work asked of them, as sign-in counts them (the pair, the account, the address). */
async function solvedWrongGuesses(email: string, address: string, times: number): Promise<void> {
  const subject = emailSubject(email);
  const counters = [
    counter(LIMITS.signInPair, `${subject}|${address}`),
    counter(LIMITS.signInAccount, subject),
    counter(LIMITS.signInAddress, address),
  ];
  for (let i = 0; i < times; i += 1) await recordFailure(server.database.db, counters, clock);
}

describe('guesses at one account from many addresses', () => {
  it('cost nothing to refuse when the script does not do the work: after 5 failures, 45 guesses from 10 addresses all get 428', async () => {
    const shopper = await customer();
    const addresses = Array.from({ length: 10 }, newAddress);
    const statuses: number[] = [];
    for (const address of addresses) {
      for (let i = 0; i < 5; i += 1) statuses.push((await signIn(address, { email: shopper.email, password: `guess-${address}-${i}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(45).fill(428));
    const asked = await signIn(newAddress(), { email: shopper.email, password: 'guess-again-1' });
    expect(asked.body).toEqual(stepUp(BOT_CHECK_DIFFICULTY));
  });

  it('ask twice the work for every 5 further failures, up to the hardest; an easier token gets the same 428', async () => {
    const shopper = await customer();
    const first = newAddress();
    for (let i = 0; i < 5; i += 1) expect((await signIn(first, { email: shopper.email, password: `guess-${i}-password` })).status).toBe(401);
    // The 6th guess, from another address, must do the base work; done, it is checked (and wrong).
    const second = newAddress();
    expect((await signIn(second, { email: shopper.email, password: 'guess-6-password' })).body).toEqual(stepUp(BOT_CHECK_DIFFICULTY));
    const solved = await tokenFrom(second);
    expect((await signIn(second, { email: shopper.email, password: 'guess-6-password', botCheckToken: solved })).status).toBe(401);
    // A token is good once.
    expect((await signIn(second, { email: shopper.email, password: 'guess-7-password', botCheckToken: solved })).body).toEqual(
      stepUp(BOT_CHECK_DIFFICULTY),
    );

    await solvedWrongGuesses(shopper.email, second, 4); // 10 failures
    const third = newAddress();
    expect((await signIn(third, { email: shopper.email, password: 'guess-11-password' })).body).toEqual(stepUp(BOT_CHECK_DIFFICULTY + 1));
    const easier = await tokenFrom(third);
    expect((await signIn(third, { email: shopper.email, password: 'guess-11-password', botCheckToken: easier })).body).toEqual(
      stepUp(BOT_CHECK_DIFFICULTY + 1),
    );
    // Refused, the easier token was not spent: it still passes where the base check is enough.
    const newsletter = await server.request(
      'POST',
      '/api/bff/newsletter/subscribe',
      from(third, { body: { email: 'still-good@example.com', botCheckToken: easier } }),
    );
    expect(newsletter.status, newsletter.text).toBe(200);

    await solvedWrongGuesses(shopper.email, third, 5); // 15 failures
    expect((await signIn(newAddress(), { email: shopper.email, password: 'guess-16-password' })).body).toEqual(stepUp(BOT_CHECK_DIFFICULTY + 2));
  });

  it('let the owner in after 50 failures from 10 addresses, with a solved check of the hardest difficulty', async () => {
    const shopper = await customer();
    const addresses = Array.from({ length: 10 }, newAddress);
    for (let i = 0; i < 5; i += 1) expect((await signIn(addresses[0]!, { email: shopper.email, password: `guess-${i}-password` })).status).toBe(401);
    for (const address of addresses.slice(1)) await solvedWrongGuesses(shopper.email, address, 5);

    const home = newAddress();
    const owner = { email: shopper.email, password: shopper.password };
    expect((await signIn(home, owner)).body).toEqual(stepUp(BOT_CHECK_HARDEST));
    // The client asks for what the 428 named: a challenge beyond the hardest is not handed out.
    expect((await challengeFrom(home, `?difficulty=${BOT_CHECK_HARDEST + 1}`)).status).toBe(400);
    expect((await signIn(home, { ...owner, botCheckToken: await tokenFrom(home, BOT_CHECK_HARDEST - 1) })).body).toEqual(stepUp(BOT_CHECK_HARDEST));
    const signedIn = await signIn(home, { ...owner, botCheckToken: await tokenFrom(home, BOT_CHECK_HARDEST) });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body).toMatchObject({ isLoggedIn: true, customerId: shopper.token.customerId });

    // The attack's count stands: the next guess still pays the hardest, and an attacking pair stays locked.
    expect((await signIn(newAddress(), { email: shopper.email, password: 'guess-51-password' })).body).toEqual(stepUp(BOT_CHECK_HARDEST));
    const locked = await signIn(addresses[3]!, owner);
    expect(locked.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe('GET /bff/bot-check/challenge', () => {
  it('hands out the difficulty asked for between the base and the hardest, and answers 400 outside', async () => {
    const address = newAddress();
    const harder = BotCheckChallenge.parse((await challengeFrom(address, `?difficulty=${BOT_CHECK_HARDEST}`)).body);
    expect(harder.difficulty).toBe(BOT_CHECK_HARDEST);
    expect(BotCheckChallenge.parse((await challengeFrom(address)).body).difficulty).toBe(BOT_CHECK_DIFFICULTY);
    for (const query of [
      `?difficulty=${BOT_CHECK_DIFFICULTY - 1}`,
      `?difficulty=${BOT_CHECK_HARDEST + 1}`,
      '?difficulty=abc',
      '?difficulty=',
      '?difficulty=1e3',
    ]) {
      const res = await challengeFrom(address, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/^query\.difficulty: /);
    }
  });

  it('gives an address 30 challenges a minute, then 429 until the minute is over; other addresses go on', async () => {
    clock += MINUTE;
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) expect((await challengeFrom(address)).status).toBe(200);
    const refused = await challengeFrom(address);
    expect(refused.body).toEqual({ statusCode: 429, message: BOT_CHECK_TOO_MANY });
    expect((await challengeFrom(newAddress())).status).toBe(200);
    clock += MINUTE;
    expect((await challengeFrom(address)).status).toBe(200);
  });

  it(`keeps at most ${BOT_CHECK_MAX_CHALLENGES} challenges, the oldest purged first`, async () => {
    const { db } = server.database;
    const flood = Array.from({ length: BOT_CHECK_MAX_CHALLENGES + 10 }, (_, i) => ({
      id: `flood-${String(i).padStart(8, '0')}`,
      site: 'jrau',
      salt: 'ab12ab12ab12ab12',
      difficulty: 17,
      expires_at: clock + MINUTE,
    }));
    // In the order of their ids, a few thousand rows a statement (under either engine's limit on parameters).
    for (let start = 0; start < flood.length; start += 5000)
      await db
        .insertInto('bot_challenges')
        .values(flood.slice(start, start + 5000))
        .execute();
    expect(await challenges()).toBeGreaterThan(BOT_CHECK_MAX_CHALLENGES);
    const fresh = BotCheckChallenge.parse((await challengeFrom(newAddress())).body);
    expect(await challenges()).toBe(BOT_CHECK_MAX_CHALLENGES);
    const has = async (id: string) => (await db.selectFrom('bot_challenges').select('id').where('id', '=', id).execute()).length;
    expect(await has(fresh.challengeId)).toBe(1);
    expect(await has('flood-00000000')).toBe(0);
    expect(await has(`flood-${String(BOT_CHECK_MAX_CHALLENGES + 9).padStart(8, '0')}`)).toBe(1);
    await db.deleteFrom('bot_challenges').where('id', 'like', 'flood-%').execute();
  });
});
