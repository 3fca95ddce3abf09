import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, type SignInBody, type SignUpBody, type TokenObject } from '../../contract/auth';
import type { Site } from '../../src/domain/site';
import type { Db } from '../db/database';
import { HttpError, badRequest, conflict, tooManyRequests, unauthorized } from '../http/errors';
import { anonymousOwner, customerOwner, mergeAnonymousCart } from './cart-merge';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { accountKey, addressKey, clearFailures, isLimited, recordFailure } from './rate-limit';
import { issueCustomerToken, newSecret, revokeCustomerTokens } from './tokens';
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

/**
 * Spec §7 POST /bff/auth/signin. The same message for an unknown email and a wrong password, and the
 * same work (a decoy hash), so neither the answer nor its time tells which accounts exist.
 */
export async function signIn(db: Db, input: SignInBody, site: Site, clientAddress: string, now: number, anonymousId?: string): Promise<TokenObject> {
  const keys = [accountKey(input.email), addressKey(clientAddress)];
  if (await isLimited(db, keys, now)) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
  const customer = await db.selectFrom('customers').select(['id', 'password_hash', 'disabled']).where('email', '=', input.email).executeTakeFirst();
  const matches = await verifyPassword(input.password, customer?.password_hash ?? (await decoyHash()));
  if (!customer || !matches) {
    await recordFailure(db, keys, now);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  // Told only to whoever knows the password, so it reveals nothing about other accounts.
  if (customer.disabled) throw new HttpError(403, AUTH_MESSAGES.disabled);
  await clearFailures(db, keys[0]!);
  return db.transaction().execute((tx) => signedIn(tx, customer.id, site, now, anonymousId));
}

/**
 * Issues the customer's token and brings the cart the shopper filled anonymously on this site into the
 * customer's, in the caller's transaction: the shopper is signed in with their cart, or not at all.
 */
async function signedIn(tx: Db, customerId: string, site: Site, now: number, anonymousId: string | undefined): Promise<TokenObject> {
  if (anonymousId) await mergeAnonymousCart(tx, { site, anonymousOwner: anonymousOwner(anonymousId), customerOwner: customerOwner(customerId) }, now);
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
    await clearFailures(tx, accountKey(email.email));
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
