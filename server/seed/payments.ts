import { createHash, scryptSync } from 'node:crypto';
import type { Db } from '../db/database';
import { recordSeedRun, seedTransaction, seededVersion } from './write';

const RUN_NAME = 'payments';
/** Bump when the rows below change; a database seeded at another version gets them rewritten. */
export const PAYMENTS_SEED_VERSION = 1;

/** The sandbox gift cards (issue 5 wire design); numbers are stored only as a sha256 hash and last four digits. */
export const SEED_GIFT_CARDS = [
  { id: 'gc-au-500', number: '6280000000000001', pin: '1234', balanceCents: 50_000, currency: 'AUD' },
  { id: 'gc-au-20', number: '6280000000000002', pin: '1234', balanceCents: 2_000, currency: 'AUD' },
  { id: 'gc-au-legacy', number: '6280000000000003', pin: null, balanceCents: 50_000, currency: 'AUD' },
  { id: 'gc-nz-500', number: '6280000000000004', pin: '1234', balanceCents: 50_000, currency: 'NZD' },
] as const;

/** A signed-in test customer per country, with $1000 account credit and coupons of $10 and $25 (test/e2e/README.md). */
export const SEED_TEST_CUSTOMERS = [
  {
    id: 'test-customer-au',
    email: 'checkout.au@example.com',
    password: 'Checkout-Test-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '0400000001',
    country: 'AU',
    currency: 'AUD',
  },
  {
    id: 'test-customer-nz',
    email: 'checkout.nz@example.com',
    password: 'Checkout-Test-1',
    firstName: 'Kate',
    lastName: 'Sheppard',
    phone: '0210000001',
    country: 'NZ',
    currency: 'NZD',
  },
] as const;
export const SEED_CREDIT_CENTS = 100_000;
export const SEED_COUPON_CENTS = [1_000, 2_500] as const;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The scrypt$N$r$p$salt$hash format of server/services/auth/passwords.ts, with a salt fixed per subject so the seed is repeatable. */
export function seedPasswordHash(secret: string, subject: string): string {
  const salt = createHash('sha256').update(`seed-salt:${subject}`).digest().subarray(0, 16);
  const hash = scryptSync(secret.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Writes the gift cards and the test customers with their credit and coupons, once per version, apart
 * from the catalog seed (its own seed run). A rerun at a new version resets balances and coupons.
 */
export async function seedPayments(db: Db): Promise<boolean> {
  if ((await seededVersion(db, RUN_NAME)) === PAYMENTS_SEED_VERSION) return false;
  const cards = SEED_GIFT_CARDS.map((c) => ({ ...c, hash: sha256(c.number), pinHash: c.pin ? seedPasswordHash(c.pin, c.id) : null }));
  const customers = SEED_TEST_CUSTOMERS.map((c) => ({ ...c, hash: seedPasswordHash(c.password, c.id) }));
  return seedTransaction(db, RUN_NAME, async (trx) => {
    if ((await seededVersion(trx, RUN_NAME)) === PAYMENTS_SEED_VERSION) return false;
    for (const c of cards) {
      await trx
        .insertInto('gift_cards')
        .values({
          id: c.id,
          number_hash: c.hash,
          last4: c.number.slice(-4),
          pin_hash: c.pinHash,
          legacy: c.pin ? 0 : 1,
          balance_cents: c.balanceCents,
          currency: c.currency,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ balance_cents: c.balanceCents, pin_hash: c.pinHash }))
        .execute();
    }
    for (const c of customers) {
      await trx
        .insertInto('customers')
        .values({
          id: c.id,
          email: c.email,
          password_hash: c.hash,
          first_name: c.firstName,
          last_name: c.lastName,
          phone: c.phone,
          country: c.country,
          preferred_store_key: null,
          disabled: 0,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .onConflict((oc) => oc.column('id').doUpdateSet({ password_hash: c.hash, disabled: 0 }))
        .execute();
      await trx
        .insertInto('customer_credit')
        .values({ customer_id: c.id, balance_cents: SEED_CREDIT_CENTS, currency: c.currency })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet({ balance_cents: SEED_CREDIT_CENTS }))
        .execute();
      for (const amount of SEED_COUPON_CENTS) {
        await trx
          .insertInto('coupons')
          .values({
            id: `${c.id}-coupon-${amount}`,
            customer_id: c.id,
            amount_cents: amount,
            currency: c.currency,
            used_order_number: null,
            used_at: null,
          })
          .onConflict((oc) => oc.column('id').doUpdateSet({ used_order_number: null, used_at: null }))
          .execute();
      }
    }
    await recordSeedRun(trx, RUN_NAME, PAYMENTS_SEED_VERSION);
    return true;
  });
}
