import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, BOT_CHECK_REQUIRED_STATUS, type SignInBody, type SignUpBody, type TokenObject } from '../../contract/auth';
import type { Site } from '../../src/domain/site';
import type { Db } from '../db/database';
import { HttpError, badRequest, conflict, tooManyRequests, unauthorized } from '../http/errors';
import { anonymousOwner, customerOwner, mergeAnonymousCart } from './cart-merge';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { verifyBotCheck } from './bot-check';
import { LIMITS, clearFailures, counter, emailSubject, lockedCounters, recordFailure, refund } from './rate-limit';
import { issueCustomerToken, newSecret, revokeAnonymousTokens, revokeCustomerTokens } from './tokens';
import { maskCardNumbers } from '../../src/domain/payments/card-numbers';

/** A reset link is good for one hour and once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Spec §7 POST /bff/account/customer: sign-up, which signs the new customer in. */
export async function signUp(db: Db, input: SignUpBody, site: Site, now: number, anonymousId?: string): Promise<TokenObject> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (tx) => {
      const taken = await tx.selectFrom('customers').select('id').where('email', '=', input.email).executeTakeFirst();
      if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
      const id = randomUUID();
      await tx
        .insertInto('customers')
        .values({
          id,
          email: input.email,
          password_hash: passwordHash,
          // Free text: a card number typed into a name is kept masked.
          first_name: maskCardNumbers(input.firstName),
          last_name: maskCardNumbers(input.lastName),
          phone: input.phone ?? '',
          country: site.country,
          preferred_store_key: null,
          disabled: 0,
          created_at: new Date(now).toISOString(),
        })
        .execute();
      return signedIn(tx, id, site, now, anonymousId);
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index settles it; the loser gets the same 409.
    if (error instanceof Error && /UNIQUE constraint failed: customers\.email/.test(error.message)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/** The step-up refusal: the shopper must pass the bot check to go on (AUTH_MESSAGES.botCheckRequired). */
export const botCheckRequired = () => new HttpError(BOT_CHECK_REQUIRED_STATUS, AUTH_MESSAGES.botCheckRequired);

/**
 * Spec §7 POST /bff/auth/signin. The same message for an unknown email and a wrong password, and the
 * same work (a decoy hash), so neither the answer nor its time tells which accounts exist.
 *
 * Guessing is slowed without locking the owner out (OWASP ASVS 5.0 V6.3): 5 failures of one account from
 * one address lock that pair (429, the right password too); failures of the account from anywhere, or many
 * failures from one address, make every sign-in they touch pass the bot check first (428 without a valid
 * botCheckToken), so a correct password from elsewhere still gets in. The try is counted before the
 * password is checked, so many tries at once cannot all slip past; a right one is given back.
 */
export async function signIn(db: Db, input: SignInBody, site: Site, clientAddress: string, now: number, anonymousId?: string): Promise<TokenObject> {
  const email = emailSubject(input.email);
  const pair = counter(LIMITS.signInPair, `${email}|${clientAddress}`);
  const account = counter(LIMITS.signInAccount, email);
  const address = counter(LIMITS.signInAddress, clientAddress);
  const gate = await db.transaction().execute(async (tx) => {
    const locked = await lockedCounters(tx, [pair, account, address], now);
    if (locked.includes(pair)) return 'locked' as const;
    // A refused bot check writes nothing; a passed one is spent with the counted try.
    if (locked.length > 0 && !(await verifyBotCheck(tx, site.code, input.botCheckToken, now))) return 'botCheck' as const;
    await recordFailure(tx, [pair, account, address], now);
    return 'counted' as const;
  });
  if (gate === 'locked') throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
  if (gate === 'botCheck') throw botCheckRequired();
  const customer = await db.selectFrom('customers').select(['id', 'password_hash', 'disabled']).where('email', '=', input.email).executeTakeFirst();
  const matches = await verifyPassword(input.password, customer?.password_hash ?? (await decoyHash()));
  if (!customer || !matches) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  // The right password: this address's failures on the account are forgotten, the others' stand.
  await clearFailures(db, [pair]);
  await refund(db, [account, address]);
  // Told only to whoever knows the password, so it reveals nothing about other accounts.
  if (customer.disabled) throw new HttpError(403, AUTH_MESSAGES.disabled);
  return db.transaction().execute((tx) => signedIn(tx, customer.id, site, now, anonymousId));
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
 */
export async function requestPasswordReset(db: Db, email: string, now: number): Promise<string | null> {
  const customer = await db.selectFrom('customers').select(['id', 'disabled']).where('email', '=', email).executeTakeFirst();
  if (!customer || customer.disabled) return null;
  const token = newSecret();
  await db.insertInto('password_resets').values({ token, customer_id: customer.id, expires_at: now + PASSWORD_RESET_TTL_MS, used_at: null }).execute();
  return token;
}

/** Spec §7 POST /bff/customers/reset-password: a new password ends every session of the customer. */
export async function resetPassword(db: Db, token: string, password: string, now: number): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    const reset = await tx.selectFrom('password_resets').selectAll().where('token', '=', token).executeTakeFirst();
    if (!reset || reset.used_at !== null || reset.expires_at <= now) throw badRequest(`body.token: ${AUTH_MESSAGES.badResetToken}`);
    await tx.updateTable('password_resets').set({ used_at: now }).where('token', '=', token).execute();
    await tx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', reset.customer_id).execute();
    const email = await tx.selectFrom('customers').select('email').where('id', '=', reset.customer_id).executeTakeFirstOrThrow();
    await clearFailures(tx, [counter(LIMITS.signInAccount, emailSubject(email.email))]);
    await revokeCustomerTokens(tx, reset.customer_id, now);
  });
}

export async function customerExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** Spec §6: the server can report that an account is disabled; an anonymous shopper never is. */
export async function isCustomerDisabled(db: Db, customerId: string | null): Promise<boolean> {
  if (customerId === null) return false;
  const row = await db.selectFrom('customers').select('disabled').where('id', '=', customerId).executeTakeFirst();
  return !row || row.disabled !== 0;
}
