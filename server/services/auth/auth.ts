import { isUniqueViolation } from '../../db/portable';
import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type SignInBody, type SignUpBody, type TokenObject } from '../../../contract/auth';
import type { Site } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import {
  customerCredentials,
  customerDisabled,
  customerEmail,
  customerForReset,
  customerIdByEmail,
  deleteLiveResets,
  findPasswordReset,
  insertCustomer,
  insertPasswordReset,
  markResetUsed,
  setPasswordHash,
} from './repository';
import { botCheckRequired, conflict, forbidden, invalid, tooMany, unauthorised } from '../refusal';
import { anonymousOwner, customerOwner, mergeAnonymousCart } from '../cart/merge';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { stepUpDifficulty, verifyBotCheck } from '../limits/bot-check';
import { takeTry } from '../limits/pending-tries';
import { LIMITS, clearFailures, countCall, counter, emailSubject, lockedCounters, recordFailure, refund } from '../limits/rate-limit';
import { issueCustomerToken, newSecret, revokeAnonymousTokens, revokeCustomerTokens } from './session-tokens';
import { queueMail } from '../mail/outbox';
import { accessTokenHolder } from './token-repository';

/** A reset link is good for one hour and once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Spec §7 POST /bff/account/customer: sign-up, which signs the new customer in. */
export async function signUp(db: Db, input: SignUpBody, site: Site, now: number, anonymousId?: string): Promise<TokenObject> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await transact(db, async (tx) => {
      const taken = await customerIdByEmail(tx, input.email);
      if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
      const id = randomUUID();
      await insertCustomer(tx, {
        id,
        email: input.email,
        password_hash: passwordHash,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone ?? '',
        country: site.country,
        preferred_store_key: null,
        disabled: 0,
        created_at: new Date(now).toISOString(),
      });
      await queueMail(tx, { site: site.code, to: input.email, content: { kind: 'welcome', firstName: input.firstName } }, now);
      return signedIn(tx, id, site, now, anonymousId);
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index settles it; the loser gets the same 409.
    if (isUniqueViolation(error, 'customers', 'email')) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * The step-up refusal: the shopper must pass a bot check of `difficulty` bits to go on (AUTH_MESSAGES.botCheckRequired,
 * contract BotCheckRequiredAnswer).
 */
const botCheckToSignIn = (difficulty: number) => botCheckRequired(AUTH_MESSAGES.botCheckRequired, difficulty);

/**
 * Spec §7 POST /bff/auth/signin. The same message for an unknown email and a wrong password, and the
 * same work (a decoy hash), so neither the answer nor its time tells which accounts exist.
 *
 * Guessing is slowed without locking the owner out (OWASP ASVS 5.0 V6.3): 5 failures of one account from
 * one address lock that pair (429, the right password too); failures of the account from anywhere, or many
 * failures from one address, make every sign-in they touch pass the bot check first (428 without a valid
 * botCheckToken), so a correct password from elsewhere still gets in. The check asked for grows with the
 * failures (one bit, twice a script's work, for every further 5 on the account or 20 from the address, up
 * to a few seconds on a phone: stepUpDifficulty), and a token of an easier challenge is refused alike.
 * The try is counted before the password is checked, so many tries at once cannot all slip past; a right
 * one is given back.
 */
export async function signIn(db: Db, input: SignInBody, site: Site, clientAddress: string, now: number, anonymousId?: string): Promise<TokenObject> {
  const email = emailSubject(input.email);
  const pair = counter(LIMITS.signInPair, `${email}|${clientAddress}`);
  const account = counter(LIMITS.signInAccount, email);
  const address = counter(LIMITS.signInAddress, clientAddress);
  const counters = [pair, account, address];
  // A sign-in refused by a lock made of other sign-ins still being checked here waits for them (pending-tries.ts).
  const { outcome, held } = await takeTry(
    db,
    counters,
    async (tx) => {
      const locked = await lockedCounters(tx, counters, now);
      if (locked.includes(pair)) return { gate: 'locked' as const, locked: [pair], difficulty: 0 };
      // A refused bot check writes nothing; a passed one is spent with the counted try.
      const difficulty = locked.length > 0 ? await stepUpDifficulty(tx, locked, now) : 0;
      if (difficulty > 0 && !(await verifyBotCheck(tx, site.code, input.botCheckToken, now, difficulty)))
        return { gate: 'botCheck' as const, locked, difficulty };
      await recordFailure(tx, counters, now);
      return { gate: 'counted' as const, locked: [], difficulty };
    },
    (gate) => (gate.gate === 'counted' ? null : gate.locked),
  );
  if (outcome.gate === 'locked') throw tooMany(AUTH_MESSAGES.tooManyAttempts);
  if (!held) throw botCheckToSignIn(outcome.difficulty);
  const check = async () => {
    const found = await customerCredentials(db, input.email);
    const matches = await verifyPassword(input.password, found?.password_hash ?? (await decoyHash()));
    return found && matches ? found : null;
  };
  let customer: Awaited<ReturnType<typeof check>> = null;
  try {
    customer = await check();
  } finally {
    // The right password: this address's failures on the account are forgotten, the others' stand; a wrong one stays counted.
    const giveBack = async () => {
      await clearFailures(db, [pair]);
      await refund(db, [account, address]);
    };
    await held.settle(customer ? giveBack : undefined);
  }
  if (!customer) throw unauthorised(AUTH_MESSAGES.invalidCredentials);
  // Told only to whoever knows the password, so it reveals nothing about other accounts.
  if (customer.disabled) throw forbidden(AUTH_MESSAGES.disabled);
  return transact(db, (tx) => signedIn(tx, customer.id, site, now, anonymousId));
}

/**
 * Issues the customer's token and brings the cart the shopper filled anonymously on this site into the
 * customer's, in the caller's transaction: the shopper is signed in with their cart, or not at all. The
 * anonymous tokens held before end here (ASVS V7.2.4: a new session at authentication), so whoever copied
 * them cannot read what the customer's session can.
 */
async function signedIn(tx: Db, customerId: string, site: Site, now: number, anonymousId: string | undefined): Promise<TokenObject> {
  if (anonymousId) {
    await mergeAnonymousCart(tx, { site, anonymousOwner: anonymousOwner(anonymousId), customerOwner: customerOwner(customerId) }, now);
    await revokeAnonymousTokens(tx, anonymousId, now);
  }
  return issueCustomerToken(tx, customerId, now, anonymousId);
}

/**
 * Spec §7 POST /bff/account/forgot-password. Returns the new reset token for the caller to deliver
 * (there is no mail service: the route logs the link), or null for an unknown email; the wire answer
 * is the same either way.
 *
 * No floods: calls from one address are limited whatever the email (LIMITS.resetAddress, a 429 that says
 * nothing about the email), and mails to one email (LIMITS.resetEmail) are counted for every email typed,
 * known or not, and silently not sent past the limit: a 429 there would tell the caller that someone asked
 * for that email lately, and an answer that differs for accounts that exist would enumerate them. The
 * owner loses nothing: the last link sent works for the hour the limit lasts. One link per account is
 * live: a new one ends the old.
 */
export async function requestPasswordReset(db: Db, email: string, site: Site, clientAddress: string, now: number): Promise<string | null> {
  if (!(await countCall(db, counter(LIMITS.resetAddress, clientAddress), now))) throw tooMany(AUTH_MESSAGES.tooManyResets);
  if (!(await countCall(db, counter(LIMITS.resetEmail, emailSubject(email)), now))) return null;
  const customer = await customerForReset(db, email);
  if (!customer || customer.disabled) return null;
  const token = newSecret();
  await transact(db, async (tx) => {
    await deleteLiveResets(tx, customer.id);
    await insertPasswordReset(tx, { token, customer_id: customer.id, expires_at: now + PASSWORD_RESET_TTL_MS, used_at: null });
    await queueMail(tx, { site: site.code, to: customer.email, content: { kind: 'password-reset', token } }, now);
  });
  return token;
}

/** Spec §7 POST /bff/customers/reset-password: a new password ends every session of the customer. */
export async function resetPassword(db: Db, token: string, password: string, site: Site, now: number): Promise<void> {
  const passwordHash = await hashPassword(password);
  await transact(db, async (tx) => {
    const reset = await findPasswordReset(tx, token);
    if (!reset || reset.used_at !== null || reset.expires_at <= now) throw invalid(`body.token: ${AUTH_MESSAGES.badResetToken}`);
    await markResetUsed(tx, token, now);
    await setPasswordHash(tx, reset.customer_id, passwordHash);
    const email = await customerEmail(tx, reset.customer_id);
    await clearFailures(tx, [counter(LIMITS.signInAccount, emailSubject(email.email))]);
    await revokeCustomerTokens(tx, reset.customer_id, now);
    await queueMail(tx, { site: site.code, to: email.email, content: { kind: 'password-changed', how: 'reset' } }, now);
  });
}

export async function customerExists(db: Db, email: string): Promise<boolean> {
  const row = await customerIdByEmail(db, email);
  return row !== undefined;
}

/** Spec §6: the server can report that an account is disabled; an anonymous shopper never is. */
export async function isCustomerDisabled(db: Db, customerId: string | null): Promise<boolean> {
  if (customerId === null) return false;
  const row = await customerDisabled(db, customerId);
  return !row || row.disabled !== 0;
}

/**
 * GET /bff/account/is-disabled with a bearer that no longer opens anything (expired, or ended). Disabling an
 * account ends every token of it, so the shopper still holding one is signed out at their next call; they
 * are owed the reason. Such a bearer gets `true` when its customer is disabled; any other dead or unknown
 * bearer is refused as before, so it tells nothing a live token would not.
 */
export async function isDisabledByEndedToken(db: Db, token: string): Promise<true> {
  const holder = await accessTokenHolder(db, token);
  if (!holder?.customer_id) throw unauthorised();
  const row = await customerDisabled(db, holder.customer_id);
  if (!row || row.disabled === 0) throw unauthorised();
  return true;
}
