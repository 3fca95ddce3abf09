import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Anonymous sessions are free (one GET), and each keeps a refresh token row for 30 days, so the table that
 * holds them is capped as a whole, whatever the per-address limits let through from many addresses. The
 * cap counts anonymous refresh token rows (a session's current token and the spent ones its rotation keeps
 * for reuse detection): 300,000 rows take about 94 MB with their indexes (313 bytes a row, measured) and
 * hold several weeks of a busy shop's new visitors. Past it, the least recently active anonymous sessions
 * go first, towards 90% of the cap: first those that hold nothing (no cart with lines, no guest order),
 * which lose nothing by it (their next refresh gets a fresh identity, and the client says nothing since no
 * cart was left behind); then, only when those have run out and the table is still over the cap, the
 * oldest that hold a cart. A customer's token is never touched.
 *
 * Counting the table takes 0.1 to 0.4 s at that size, so it is not done on every mint: after each count,
 * the next comes once this process has issued a tenth of the room left under the cap in anonymous tokens
 * (mints and rotations), and at least `checkEvery` of them; and at every scheduled purge. Several processes
 * each keep their own count of what they issued, so together they may overshoot by a little more.
 */
export interface AnonymousSessionCap {
  readonly max: number;
  readonly checkEvery: number;
}

export const ANONYMOUS_SESSION_CAP: AnonymousSessionCap = { max: 300_000, checkEvery: 500 };

/**
 * At most this many identities go per check, so a check holds the database for a fraction of a second:
 * deleting 2,000 took 0.46 s from a 300,000-row table read cold, 1,000 half that. Checks come every 500
 * new rows or more often near the cap, so eviction outruns any rate of minting.
 */
const EVICT_BATCH = 1_000;

let cap: AnonymousSessionCap = ANONYMOUS_SESSION_CAP;
let untilCheck = cap.checkEvery;

/** Sets the cap (tests set a small one); returns the one before. */
export function setAnonymousSessionCap(next: AnonymousSessionCap): AnonymousSessionCap {
  const before = cap;
  cap = next;
  untilCheck = next.checkEvery;
  return before;
}

/** Called after each anonymous token is issued; checks the cap when it is due. */
export async function noteAnonymousToken(db: Db): Promise<void> {
  untilCheck -= 1;
  if (untilCheck > 0) return;
  untilCheck = cap.checkEvery; // while the check runs, others need not start one
  await capAnonymousSessions(db);
}

/** The anonymous identities that hold something a shopper would miss: a cart with lines, or a guest order. */
const holdsSomething = sql`(
  SELECT substr(c.owner, 11) FROM carts c WHERE c.owner LIKE 'anonymous:%' AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)
  UNION SELECT substr(o.owner, 11) FROM orders o WHERE o.owner LIKE 'anonymous:%'
)`;

/** Whether the anonymous identity in that column holds a cart with lines or a guest order (purge.ts keeps those a while longer). */
export const holdsSomethingFor = (anonymousIdColumn: string) => sql<boolean>`${sql.ref(anonymousIdColumn)} IN ${holdsSomething}`;

async function anonymousRows(db: Db): Promise<number> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes the tokens of up to `identities` least recently active anonymous identities. An identity's
 * unspent refresh token is its latest (rotation spends the one before), so walking those by expiry (an
 * index) finds the least recently active first, at a cost that grows with what is evicted, not the table.
 */
async function evictOldest(db: Db, identities: number, spareHolders: boolean): Promise<{ identities: number; rows: number }> {
  if (identities <= 0) return { identities: 0, rows: 0 };
  const victims = await sql<{ anonymous_id: string }>`
    SELECT anonymous_id FROM refresh_tokens
    WHERE customer_id IS NULL AND used_at IS NULL ${spareHolders ? sql`AND anonymous_id NOT IN ${holdsSomething}` : sql``}
    ORDER BY expires_at LIMIT ${identities}`.execute(db);
  if (victims.rows.length === 0) return { identities: 0, rows: 0 };
  const ids = JSON.stringify(victims.rows.map((row) => row.anonymous_id));
  const inVictims = sql<boolean>`anonymous_id IN (SELECT value FROM json_each(${ids}))`;
  await db.deleteFrom('access_tokens').where('customer_id', 'is', null).where(inVictims).execute();
  const deleted = await db.deleteFrom('refresh_tokens').where('customer_id', 'is', null).where(inVictims).executeTakeFirst();
  return { identities: victims.rows.length, rows: Number(deleted.numDeletedRows) };
}

/** Brings the anonymous refresh tokens towards 90% of the cap when they are over it (one batch); returns the rows deleted. */
export async function capAnonymousSessions(db: Db): Promise<number> {
  const { max, checkEvery } = cap;
  const { left, evicted } = await db.transaction().execute(async (tx) => {
    const rows = await anonymousRows(tx);
    if (rows <= max) return { left: rows, evicted: 0 };
    const wanted = Math.min(rows - Math.floor(max * 0.9), EVICT_BATCH);
    const idle = await evictOldest(tx, wanted, true);
    // Sessions holding a cart go only when the idle ones have run out and the table is still over the cap.
    const stillOver = rows - idle.rows - max;
    const holders =
      idle.identities < wanted && stillOver > 0 ? await evictOldest(tx, Math.min(stillOver, EVICT_BATCH - idle.identities), false) : { rows: 0 };
    return { left: rows - idle.rows - holders.rows, evicted: idle.rows + holders.rows };
  });
  untilCheck = Math.max(checkEvery, Math.floor((max - left) / 10));
  return evicted;
}
