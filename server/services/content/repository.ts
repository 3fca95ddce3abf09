import { randomUUID } from 'node:crypto';
import type { BannerPlacement } from '../../../contract/banners';
import type { Site, SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/database';
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
export async function allContentPages(db: Db): Promise<ContentPageRow[]> {
  return db.selectFrom('content_pages').select(['site', 'path', 'page_type', 'title', 'body']).execute();
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
 * first, then all time, then by sku; at most `limit`. The lines are JSON text, read here and added up in one pass,
 * so the statement is the same on every database.
 */
export async function skuSales(db: Db, site: SiteCode, since: number, limit: number): Promise<SkuSales[]> {
  const orders = await db.selectFrom('orders').select(['created_at', 'lines']).where('site', '=', site).where('status', '<>', 'cancelled').execute();
  const sales = new Map<string, { recentUnits: number; units: number }>();
  for (const order of orders) {
    const recent = Number(order.created_at) >= since;
    for (const { sku, quantity } of orderLines(order.lines)) {
      const sold = sales.get(sku) ?? { recentUnits: 0, units: 0 };
      sold.units += quantity;
      if (recent) sold.recentUnits += quantity;
      sales.set(sku, sold);
    }
  }
  return [...sales]
    .map(([sku, sold]) => ({ sku, ...sold }))
    .sort((a, b) => b.recentUnits - a.recentUnits || b.units - a.units || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .slice(0, limit);
}

/** An order's lines as stored (JSON): the sku and quantity of each, skipping any that lacks either. */
function orderLines(text: string): Array<{ sku: string; quantity: number }> {
  let lines: unknown;
  try {
    lines = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line: unknown) => {
    if (!line || typeof line !== 'object') return [];
    const { sku, quantity } = line as { sku?: unknown; quantity?: unknown };
    return typeof sku === 'string' && typeof quantity === 'number' && Number.isFinite(quantity) ? [{ sku, quantity }] : [];
  });
}
