import { createHash, scryptSync } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';

type Sqlite = BetterSqlite3.Database;

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
export function seedPayments(sqlite: Sqlite): boolean {
  const done = sqlite.prepare('SELECT version FROM seed_runs WHERE name = ?');
  const cards = SEED_GIFT_CARDS.map((c) => ({ ...c, hash: sha256(c.number), pinHash: c.pin ? seedPasswordHash(c.pin, c.id) : null }));
  const customers = SEED_TEST_CUSTOMERS.map((c) => ({ ...c, hash: seedPasswordHash(c.password, c.id) }));
  const write = sqlite.transaction(() => {
    if ((done.get(RUN_NAME) as { version: number } | undefined)?.version === PAYMENTS_SEED_VERSION) return false;
    const card = sqlite.prepare(
      `INSERT INTO gift_cards (id, number_hash, last4, pin_hash, legacy, balance_cents, currency) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET balance_cents = excluded.balance_cents, pin_hash = excluded.pin_hash`,
    );
    for (const c of cards) card.run(c.id, c.hash, c.number.slice(-4), c.pinHash, c.pin ? 0 : 1, c.balanceCents, c.currency);
    const customer = sqlite.prepare(
      `INSERT INTO customers (id, email, password_hash, first_name, last_name, phone, country, preferred_store_key, disabled, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 0, ?) ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash, disabled = 0`,
    );
    const credit = sqlite.prepare(
      `INSERT INTO customer_credit (customer_id, balance_cents, currency) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET balance_cents = excluded.balance_cents`,
    );
    const coupon = sqlite.prepare(
      `INSERT INTO coupons (id, customer_id, amount_cents, currency, used_order_number, used_at) VALUES (?, ?, ?, ?, NULL, NULL)
       ON CONFLICT (id) DO UPDATE SET used_order_number = NULL, used_at = NULL`,
    );
    for (const c of customers) {
      customer.run(c.id, c.email, c.hash, c.firstName, c.lastName, c.phone, c.country, '2026-01-01T00:00:00.000Z');
      credit.run(c.id, SEED_CREDIT_CENTS, c.currency);
      for (const amount of SEED_COUPON_CENTS) coupon.run(`${c.id}-coupon-${amount}`, c.id, amount, c.currency);
    }
    // Bookkeeping, not payment data: wall-clock time is fine here.
    sqlite
      .prepare('INSERT OR REPLACE INTO seed_runs (name, version, finished_at) VALUES (?, ?, ?)')
      .run(RUN_NAME, PAYMENTS_SEED_VERSION, new Date().toISOString());
    return true;
  });
  return write.immediate();
}
