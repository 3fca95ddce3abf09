import { randomUUID } from 'node:crypto';
import { CHAT_MAX_SHOPPER_MESSAGES, type ChatConversation } from '../../../contract/chat';
import { formatMoney } from '../../../src/domain/money';
import type { Site } from '../../../src/domain/site';
import { type Db, transact } from '../../db/unit-of-work';
import { FREE_STANDARD_FROM_CENTS } from '../delivery/rules';
import { COLLECTION_HOLD_DAYS } from '../mail/order-mail';
import {
  chatMessages,
  conversationCounts,
  hasConversation,
  insertChatMessages,
  insertConversation,
  siteStoreHours,
  touchConversation,
} from './repository';

/**
 * The help chat (spec §1 "Open a help chat widget"): a canned help flow of our own. Every answer is
 * short and points at the one place that settles the question. The contact page is the way to a person.
 */
const CONTACT = 'our contact page (/contact-us)';
const MENU = 'order status, delivery, returns, store hours, click and collect or gift cards';
export const GREETING = `Hi, thanks for getting in touch! Ask me about ${MENU}.`;

interface StoreHours {
  readonly name: string;
  readonly suburb: string;
  readonly opening_hours: string;
}

type Day = { day: string; opens: string; closes: string };

/** "Mon–Wed 09:00–17:30, Thu 09:00–21:00 …": consecutive days with the same hours are one range. */
export function hoursSummary(days: readonly Day[]): string {
  const groups: Array<{ from: string; to: string; hours: string }> = [];
  for (const day of days) {
    const hours = `${day.opens}–${day.closes}`;
    const short = day.day.slice(0, 3);
    const last = groups[groups.length - 1];
    if (last && last.hours === hours) last.to = short;
    else groups.push({ from: short, to: short, hours });
  }
  return groups.map((g) => `${g.from === g.to ? g.from : `${g.from}–${g.to}`} ${g.hours}`).join(', ');
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9']+/g, ' ')} `;

/** The site's store the shopper named, longest name first so "Sydney CBD" wins over "Sydney". */
async function namedStore(db: Db, site: Site, text: string): Promise<StoreHours | undefined> {
  const stores = await siteStoreHours(db, site);
  const said = words(text);
  const byLength = [...stores].sort((a, b) => b.name.length - a.name.length);
  return byLength.find((s) => said.includes(words(s.name))) ?? byLength.find((s) => said.includes(words(s.suburb)));
}

async function storeHoursAnswer(db: Db, site: Site, text: string): Promise<string> {
  const store = await namedStore(db, site, text);
  if (!store) return 'Each store keeps its own hours. Find yours on the store finder (/store-finder), or tell me the store and I will look it up.';
  const days = JSON.parse(store.opening_hours) as Day[];
  return `Our ${store.name} store is open ${hoursSummary(days)}. Public holiday hours can differ; the store finder (/store-finder) has the latest.`;
}

const consumerLaw = (site: Site) => (site.country === 'NZ' ? 'the Consumer Guarantees Act' : 'the Australian Consumer Law');

/** The canned answers, checked in order: the more specific questions first ("track my click and collect order"). */
type Answer = (site: Site, db: Db, text: string) => string | Promise<string>;
const INTENTS: ReadonlyArray<{ readonly match: RegExp; readonly answer: Answer }> = [
  {
    match: /click\s*(and|&|n|'n')?\s*collect|pick\s*up|pickup|collect (it |my order )?(in|from) (the )?store/,
    answer: () =>
      `Choose Click and Collect at checkout and pick a store that has stock. We email you when your order is ready to collect; bring the email and photo ID. We hold orders for ${COLLECTION_HOLD_DAYS} days.`,
  },
  {
    match: /gift\s*cards?|voucher/,
    answer: () =>
      'Redeem a gift card in the payment step of checkout: enter its number and PIN (older cards have no PIN). You can check the balance there too. Gift cards cannot be exchanged for cash.',
  },
  {
    match: /\b(return|returns|returning|refund|refunds|exchange|faulty|broken|warranty)\b/,
    answer: (site) =>
      `Changed your mind? Return unused items in their packaging within 30 days with proof of purchase, at any store or from My Account → Orders. Faulty items are covered by ${consumerLaw(site)}.`,
  },
  {
    match: /\b(hours|open|opening|close|closing|closed|trading)\b|\bstores?\b/,
    answer: (site, db, text) => storeHoursAnswer(db, site, text),
  },
  {
    match: /\b(deliver|delivers|delivery|deliveries|shipping|ship|postage|freight|courier|express|same day)\b/,
    answer: (site) =>
      `Standard delivery is free on orders of ${formatMoney({ centAmount: FREE_STANDARD_FROM_CENTS, currencyCode: site.currency }, site.locale)} or more (bulky items excepted). Express and same-day options show at checkout for your postcode.`,
  },
  {
    match: /\b(order|orders|track|tracking|parcel|package|dispatched|shipped|arrive|arrived)\b|where'?s my/,
    answer: () =>
      "Signed in? My Account → Orders shows each order's status and tracking. Ordered as a guest? The dispatch email has your tracking link. Still stuck? Send your order number through " +
      `${CONTACT}.`,
  },
  {
    match: /^\s*(hi|hello|hey|hiya|g'?day|kia ora|good (morning|afternoon|evening))\b/,
    answer: () => `Hello! I can help with ${MENU}. What do you need?`,
  },
  {
    match: /\b(thanks|thank you|cheers|ta)\b/,
    answer: () => 'You are welcome! Anything else, just ask.',
  },
];

/** The helper's answer to one shopper message. */
export async function answerFor(db: Db, site: Site, text: string): Promise<string> {
  const lower = text.toLowerCase();
  const intent = INTENTS.find((candidate) => candidate.match.test(lower));
  if (intent) return intent.answer(site, db, text);
  return `Sorry, I can't help with that here. I can answer questions about ${MENU}; for anything else our team can help through ${CONTACT}.`;
}

export type ChatOutcome =
  { readonly type: 'ok'; readonly conversation: ChatConversation } | { readonly type: 'notFound' } | { readonly type: 'full' };

async function load(db: Db, site: Site, conversationId: string): Promise<ChatConversation | null> {
  if (!(await hasConversation(db, site.code, conversationId))) return null;
  const rows = await chatMessages(db, conversationId);
  return { conversationId, messages: rows.map((r) => ({ id: r.id, from: r.sender, text: r.text, at: new Date(r.at).toISOString() })) };
}

/** GET: a conversation of this site; another site's or an unknown id is not found. */
export const getConversation = (db: Db, site: Site, conversationId: string) => load(db, site, conversationId);

/**
 * POST: the shopper's message and the helper's answer are stored together, after the greeting when the
 * conversation is new. Kysely serialises SQLite transactions, so the sequence numbers cannot collide.
 */
export async function postMessage(db: Db, site: Site, input: { conversationId?: string; text: string }, now: number): Promise<ChatOutcome> {
  const answer = await answerFor(db, site, input.text);
  return transact(db, async (tx) => {
    const id = input.conversationId ?? randomUUID();
    let seq = 0;
    if (input.conversationId) {
      if (!(await hasConversation(tx, site.code, id))) return { type: 'notFound' } as const;
      const stats = await conversationCounts(tx, id);
      if (stats.asked >= CHAT_MAX_SHOPPER_MESSAGES) return { type: 'full' } as const;
      seq = stats.lastSeq;
      await touchConversation(tx, id, now);
    } else {
      await insertConversation(tx, id, site.code, now);
    }
    const said: Array<{ sender: 'shopper' | 'helper'; text: string }> = [
      ...(input.conversationId ? [] : [{ sender: 'helper' as const, text: GREETING }]),
      { sender: 'shopper', text: input.text },
      { sender: 'helper', text: answer },
    ];
    await insertChatMessages(tx, id, seq, said, now);
    const conversation = await load(tx, site, id);
    return { type: 'ok', conversation: conversation! } as const;
  });
}
