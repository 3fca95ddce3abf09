import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { BannerPlacement } from '../../../contract/banners';
import type { Site, SiteCode } from '../../../src/domain/site';
import type { Db, OpenedDatabase } from '../../db/database';
import type { BannerTable, ContentPageTable } from '../../db/schema';

export type BannerRow = BannerTable;
export type ContentPageRow = ContentPageTable;

/** The site's banners showing at `now` (started, not yet ended), of one placement or all, in marketing's order. */
export async function bannersShowing(db: Db, site: SiteCode, placement: BannerPlacement | undefined, now: number): Promise<BannerRow[]> {
  let query = db.selectFrom('banners').selectAll().where('site', '=', site).where('starts_at', '<=', now).where('ends_at', '>', now);
  if (placement) query = query.where('placement', '=', placement);
  return query.orderBy('position').execute();
}

/** Every site's content pages (the seed writes them; a read at a time is what the page cache wants). */
export function allContentPages(database: OpenedDatabase): ContentPageRow[] {
  return database.sqlite.prepare('SELECT site, path, page_type, title, body FROM content_pages').all() as ContentPageRow[];
}

/** The brand's stores in the site's country, with their opening hours (JSON). */
export async function siteStoreHours(db: Db, site: Site): Promise<Array<{ name: string; suburb: string; opening_hours: string }>> {
  return db
    .selectFrom('stores')
    .select(['name', 'suburb', 'opening_hours'])
    .where('brand', '=', site.brand)
    .where('country', '=', site.country)
    .execute();
}

/** True when the conversation exists and is the site's. */
export async function hasConversation(db: Db, site: SiteCode, conversationId: string): Promise<boolean> {
  const found = await db.selectFrom('chat_conversations').select('id').where('id', '=', conversationId).where('site', '=', site).executeTakeFirst();
  return found !== undefined;
}

/** A conversation's messages in the order they were said. */
export async function chatMessages(db: Db, conversationId: string) {
  return db.selectFrom('chat_messages').select(['id', 'sender', 'text', 'at']).where('conversation_id', '=', conversationId).orderBy('seq').execute();
}

/** The conversation's last sequence number (0 when empty) and how many messages the shopper has sent. */
export async function conversationCounts(db: Db, conversationId: string): Promise<{ lastSeq: number; asked: number }> {
  const stats = await db
    .selectFrom('chat_messages')
    .select([(eb) => eb.fn.max('seq').as('last'), (eb) => eb.fn.countAll<number>().filterWhere('sender', '=', 'shopper').as('asked')])
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return { lastSeq: Number(stats.last ?? 0), asked: Number(stats.asked) };
}

export async function touchConversation(db: Db, conversationId: string, now: number): Promise<void> {
  await db.updateTable('chat_conversations').set({ updated_at: now }).where('id', '=', conversationId).execute();
}

export async function insertConversation(db: Db, conversationId: string, site: SiteCode, now: number): Promise<void> {
  await db.insertInto('chat_conversations').values({ id: conversationId, site, created_at: now, updated_at: now }).execute();
}

/** Appends messages to a conversation, numbered on from `afterSeq`, all said at `now`. */
export async function insertChatMessages(
  db: Db,
  conversationId: string,
  afterSeq: number,
  said: ReadonlyArray<{ sender: 'shopper' | 'helper'; text: string }>,
  now: number,
): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values(
      said.map((m, i) => ({ id: randomUUID(), conversation_id: conversationId, seq: afterSeq + i + 1, sender: m.sender, text: m.text, at: now })),
    )
    .execute();
}

/** One row per site and email (lower-cased by the caller); subscribing again keeps the first row as it was. */
export async function insertNewsletterSubscription(db: Db, site: SiteCode, email: string, firstName: string | null, now: number): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ site, email, first_name: firstName, created_at: now })
    .onConflict((conflict) => conflict.columns(['site', 'email']).doNothing())
    .execute();
}

/** Units of one sku sold on a site: in the recent window, and in all its history. */
export interface SkuSales {
  readonly sku: string;
  readonly recentUnits: number;
  readonly units: number;
}

/**
 * Units sold per sku, from the lines of the site's orders (a cancelled order sold nothing): those since `since`
 * first, then all time, then by sku; at most `limit`.
 */
const SKU_SALES = `
  SELECT json_extract(line.value, '$.sku') AS sku,
         SUM(CASE WHEN o.created_at >= @since THEN json_extract(line.value, '$.quantity') ELSE 0 END) AS recentUnits,
         SUM(json_extract(line.value, '$.quantity')) AS units
  FROM orders o, json_each(o.lines) line
  WHERE o.site = @site AND o.status <> 'cancelled'
  GROUP BY 1
  ORDER BY recentUnits DESC, units DESC, sku
  LIMIT @limit`;

const skuSalesStatements = new WeakMap<OpenedDatabase, BetterSqlite3.Statement>();

/** The site's best-selling skus (one pass over the orders' lines, the statement prepared once per database). */
export function skuSales(database: OpenedDatabase, site: SiteCode, since: number, limit: number): SkuSales[] {
  let statement = skuSalesStatements.get(database);
  if (!statement) skuSalesStatements.set(database, (statement = database.sqlite.prepare(SKU_SALES)));
  return statement.all({ site, since, limit }) as SkuSales[];
}
