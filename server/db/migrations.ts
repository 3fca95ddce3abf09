import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { POSTGRES_BASELINE } from './postgres-schema';
import type { Database } from './schema';

/**
 * Versioned migrations, applied in order and recorded by Kysely's migrator. Never edit one that has
 * shipped: add the next.
 */
const migrations: Record<string, Migration> = {
  '001-initial': {
    async up(db: Kysely<unknown>) {
      const statements = [
        `CREATE TABLE categories (
          id TEXT PRIMARY KEY, parent_id TEXT REFERENCES categories(id), name TEXT NOT NULL,
          slug TEXT NOT NULL UNIQUE, level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3), position INTEGER NOT NULL)`,
        `CREATE TABLE products (
          sku TEXT PRIMARY KEY, product_code TEXT NOT NULL UNIQUE, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
          brand TEXT NOT NULL, description TEXT NOT NULL, category_id TEXT NOT NULL REFERENCES categories(id),
          specs TEXT NOT NULL, tags TEXT NOT NULL, order_limit INTEGER CHECK (order_limit IS NULL OR order_limit > 0),
          rank INTEGER NOT NULL, content_type TEXT NOT NULL, created_at TEXT NOT NULL)`,
        `CREATE INDEX products_category ON products(category_id, rank)`,
        `CREATE INDEX products_rank ON products(rank)`,
        `CREATE TABLE product_prices (
          sku TEXT NOT NULL REFERENCES products(sku), site TEXT NOT NULL,
          regular_cents INTEGER NOT NULL CHECK (regular_cents >= 0), final_cents INTEGER NOT NULL CHECK (final_cents >= 0),
          PRIMARY KEY (site, sku))`,
        `CREATE VIRTUAL TABLE product_search USING fts5(
          sku UNINDEXED, title, brand, category, specs, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')`,
        `CREATE TABLE stores (
          store_key TEXT PRIMARY KEY, supply_channel_id TEXT NOT NULL UNIQUE, brand TEXT NOT NULL, country TEXT NOT NULL,
          name TEXT NOT NULL, address TEXT NOT NULL, suburb TEXT NOT NULL, state TEXT NOT NULL, postcode TEXT NOT NULL,
          latitude REAL NOT NULL, longitude REAL NOT NULL, phone TEXT NOT NULL,
          can_click_and_collect INTEGER NOT NULL, opening_hours TEXT NOT NULL)`,
        `CREATE INDEX stores_brand_country ON stores(brand, country)`,
        `CREATE TABLE warehouses (
          warehouse_key TEXT PRIMARY KEY, country TEXT NOT NULL, name TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL)`,
        `CREATE TABLE stock (
          sku TEXT NOT NULL REFERENCES products(sku), location_key TEXT NOT NULL,
          quantity INTEGER NOT NULL CHECK (quantity >= 0), reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= quantity),
          PRIMARY KEY (sku, location_key))`,
        `CREATE INDEX stock_location ON stock(location_key)`,
        `CREATE TABLE places (
          id INTEGER PRIMARY KEY AUTOINCREMENT, country TEXT NOT NULL, postcode TEXT NOT NULL, locality TEXT NOT NULL,
          state TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL)`,
        `CREATE INDEX places_postcode ON places(country, postcode)`,
        `CREATE INDEX places_locality ON places(country, locality)`,
        `CREATE TABLE customers (
          id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
          first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL, country TEXT NOT NULL,
          preferred_store_key TEXT, disabled INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL)`,
        `CREATE TABLE access_tokens (
          token TEXT PRIMARY KEY, customer_id TEXT REFERENCES customers(id), anonymous_id TEXT NOT NULL, expires_at INTEGER NOT NULL)`,
        `CREATE TABLE refresh_tokens (
          token TEXT PRIMARY KEY, customer_id TEXT REFERENCES customers(id), anonymous_id TEXT NOT NULL, family TEXT NOT NULL,
          expires_at INTEGER NOT NULL, used_at INTEGER, revoked_at INTEGER)`,
        `CREATE INDEX refresh_tokens_family ON refresh_tokens(family)`,
        `CREATE TABLE auth_sessions (id TEXT PRIMARY KEY, brand TEXT NOT NULL, data TEXT NOT NULL, expires_at INTEGER NOT NULL)`,
        `CREATE TABLE password_resets (
          token TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers(id), expires_at INTEGER NOT NULL, used_at INTEGER)`,
        `CREATE TABLE sign_in_attempts (key TEXT PRIMARY KEY, window_start INTEGER NOT NULL, failures INTEGER NOT NULL)`,
        `CREATE TABLE carts (
          id TEXT PRIMARY KEY, site TEXT NOT NULL, owner TEXT NOT NULL, frozen INTEGER NOT NULL DEFAULT 0,
          discount_code TEXT, updated_at INTEGER NOT NULL, UNIQUE (site, owner))`,
        `CREATE TABLE cart_lines (
          id TEXT PRIMARY KEY, cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE, sku TEXT NOT NULL REFERENCES products(sku),
          quantity INTEGER NOT NULL CHECK (quantity > 0), item_container TEXT NOT NULL, added_at INTEGER NOT NULL,
          UNIQUE (cart_id, sku))`,
        `CREATE TABLE discount_codes (
          code TEXT NOT NULL COLLATE NOCASE, site TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('percent', 'amount')),
          value INTEGER NOT NULL CHECK (value > 0), min_spend_cents INTEGER NOT NULL DEFAULT 0, active INTEGER NOT NULL DEFAULT 1,
          PRIMARY KEY (site, code))`,
        `CREATE TABLE stock_subscriptions (
          id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, product_code TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE,
          created_at TEXT NOT NULL, UNIQUE (site, product_code, email))`,
        `CREATE TABLE content_pages (
          site TEXT NOT NULL, path TEXT NOT NULL, page_type TEXT NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL,
          PRIMARY KEY (site, path))`,
        `CREATE TABLE projects (
          id TEXT PRIMARY KEY, site TEXT NOT NULL, slug TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
          kind TEXT NOT NULL, difficulty TEXT NOT NULL, skus TEXT NOT NULL, published_at TEXT NOT NULL, UNIQUE (site, slug))`,
        `CREATE TABLE client_logs (
          id INTEGER PRIMARY KEY AUTOINCREMENT, level TEXT NOT NULL, message TEXT NOT NULL, url TEXT, at TEXT NOT NULL)`,
        `CREATE TABLE seed_runs (name TEXT PRIMARY KEY, version INTEGER NOT NULL, finished_at TEXT NOT NULL)`,
      ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  '002-cart-reservations': {
    async up(db: Kysely<unknown>) {
      // Kysely runs SQLite migrations outside a transaction; the table and its backfill land together or not at all.
      await db.transaction().execute(async (tx) => {
        // Which location holds which units of a frozen cart, so unFreeze gives back exactly those (spec §4 Cart).
        await sql
          .raw(
            `CREATE TABLE cart_reservations (
              cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE, sku TEXT NOT NULL, location_key TEXT NOT NULL,
              quantity INTEGER NOT NULL CHECK (quantity > 0), PRIMARY KEY (cart_id, sku, location_key))`,
          )
          .execute(tx);
        await backfillReservations(tx);
      });
    },
  },
  '003-insights-and-chat': {
    async up(db: Kysely<unknown>) {
      await db.transaction().execute(async (tx) => {
        const statements = [
          // Spec §6, §9 Search insights: one row per recorded event; object ids, positions and filters as JSON arrays.
          `CREATE TABLE insight_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, index_name TEXT NOT NULL,
            event_type TEXT NOT NULL CHECK (event_type IN ('view', 'click', 'conversion')), event_name TEXT NOT NULL,
            user_token TEXT NOT NULL, query_id TEXT, object_ids TEXT, positions TEXT, filters TEXT, received_at INTEGER NOT NULL)`,
          `CREATE INDEX insight_events_index_type ON insight_events(index_name, event_type)`,
          // The help chat (spec §1): a conversation per site, and its messages in order.
          `CREATE TABLE chat_conversations (id TEXT PRIMARY KEY, site TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`,
          `CREATE TABLE chat_messages (
            id TEXT PRIMARY KEY, conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL, sender TEXT NOT NULL CHECK (sender IN ('shopper', 'helper')), text TEXT NOT NULL, at INTEGER NOT NULL,
            UNIQUE (conversation_id, seq))`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(tx);
      });
    },
  },
  '004-newsletter-and-banners': {
    async up(db: Kysely<unknown>) {
      await db.transaction().execute(async (tx) => {
        const statements = [
          // The invisible bot check (spec §1): a proof-of-work challenge, single use, gone once used or expired.
          `CREATE TABLE bot_challenges (
            id TEXT PRIMARY KEY, site TEXT NOT NULL, salt TEXT NOT NULL, difficulty INTEGER NOT NULL CHECK (difficulty > 0),
            expires_at INTEGER NOT NULL)`,
          `CREATE INDEX bot_challenges_expiry ON bot_challenges(expires_at)`,
          // Spec §1 "Subscribe to a newsletter": one row per site and email, the email compared without case.
          `CREATE TABLE newsletter_subscriptions (
            id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, email TEXT NOT NULL COLLATE NOCASE, first_name TEXT,
            created_at INTEGER NOT NULL, UNIQUE (site, email))`,
          // Spec §1: the marketing banners of each site, each shown in one placement during its window.
          `CREATE TABLE banners (
            id TEXT PRIMARY KEY, site TEXT NOT NULL, placement TEXT NOT NULL CHECK (placement IN ('home', 'header', 'category')),
            title TEXT NOT NULL, body TEXT NOT NULL, href TEXT, tone TEXT NOT NULL CHECK (tone IN ('info', 'promo', 'notice')),
            starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, position INTEGER NOT NULL, CHECK (ends_at > starts_at))`,
          `CREATE INDEX banners_site_placement ON banners(site, placement, position)`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(tx);
      });
    },
  },
  '005-checkout-and-orders': {
    async up(db: Kysely<unknown>) {
      await db.transaction().execute(async (tx) => {
        // A cart whose order was placed keeps its row (reservations cascade on cart delete): it is marked and renamed.
        // Guarded, like the IF NOT EXISTS below, so a database taken back to an earlier migration can come forward again.
        const columns = await sql<{ name: string }>`PRAGMA table_info(carts)`.execute(tx);
        if (!columns.rows.some((column) => column.name === 'ordered_at')) await sql`ALTER TABLE carts ADD COLUMN ordered_at INTEGER`.execute(tx);
        const statements = [
          // Spec §3 Checkout: what the shopper chose, per cart; JSON for the contact details and the billing address.
          `CREATE TABLE IF NOT EXISTS checkouts (
            cart_id TEXT PRIMARY KEY REFERENCES carts(id) ON DELETE CASCADE, contact_details TEXT, billing_address TEXT,
            delivery_type TEXT NOT NULL DEFAULT 'deliveryStore' CHECK (delivery_type IN ('deliveryStore', 'clickCollect', 'deliveryWarehouse')),
            shipping_code TEXT, store_key TEXT, purchase_order_number TEXT, insurance INTEGER NOT NULL DEFAULT 0,
            coupon_id TEXT, credit_cents INTEGER NOT NULL DEFAULT 0 CHECK (credit_cents >= 0), frozen_at INTEGER,
            order_number TEXT, updated_at INTEGER NOT NULL)`,
          // Gift cards: the number only as a sha256 hash and its last four digits; the PIN hashed; legacy cards have none.
          `CREATE TABLE IF NOT EXISTS gift_cards (
            id TEXT PRIMARY KEY, number_hash TEXT NOT NULL UNIQUE, last4 TEXT NOT NULL, pin_hash TEXT, legacy INTEGER NOT NULL DEFAULT 0,
            balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0), currency TEXT NOT NULL CHECK (currency IN ('AUD', 'NZD')))`,
          `CREATE TABLE IF NOT EXISTS checkout_gift_cards (
            cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE, gift_card_id TEXT NOT NULL REFERENCES gift_cards(id),
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), PRIMARY KEY (cart_id, gift_card_id))`,
          `CREATE TABLE IF NOT EXISTS customer_credit (
            customer_id TEXT PRIMARY KEY REFERENCES customers(id), balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
            currency TEXT NOT NULL CHECK (currency IN ('AUD', 'NZD')))`,
          `CREATE TABLE IF NOT EXISTS coupons (
            id TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers(id), amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
            currency TEXT NOT NULL CHECK (currency IN ('AUD', 'NZD')), used_order_number TEXT, used_at INTEGER)`,
          `CREATE INDEX IF NOT EXISTS coupons_customer ON coupons(customer_id)`,
          // One row per POST /bff/checkout/payment (or gift card / credit placement); the reference is the order's idempotency key.
          // No foreign key to carts: signing in deletes the guest's cart (cart-merge), and its attempts stay as a record.
          `CREATE TABLE IF NOT EXISTS payment_attempts (
            reference TEXT PRIMARY KEY, cart_id TEXT NOT NULL, site TEXT NOT NULL, owner TEXT NOT NULL,
            customer_id TEXT, anonymous_id TEXT NOT NULL, amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0), currency TEXT NOT NULL,
            fraud_token TEXT, session_id TEXT, draft TEXT NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('open', 'superseded', 'refused', 'failed', 'ordered')), created_at INTEGER NOT NULL)`,
          `CREATE INDEX IF NOT EXISTS payment_attempts_cart ON payment_attempts(cart_id, state)`,
          `CREATE TABLE IF NOT EXISTS order_numbers (site TEXT PRIMARY KEY, last INTEGER NOT NULL)`,
          `CREATE TABLE IF NOT EXISTS orders (
            order_number TEXT PRIMARY KEY, payment_reference TEXT NOT NULL UNIQUE REFERENCES payment_attempts(reference),
            site TEXT NOT NULL, owner TEXT NOT NULL, customer_id TEXT, anonymous_id TEXT NOT NULL, status TEXT NOT NULL,
            fulfilment TEXT NOT NULL CHECK (fulfilment IN ('homeDelivery', 'clickAndCollect')), delivery_type TEXT NOT NULL,
            shipping_code TEXT, shipping_name TEXT, store TEXT, contact TEXT NOT NULL, billing_address TEXT, lines TEXT NOT NULL,
            subtotal_cents INTEGER NOT NULL, discount_cents INTEGER NOT NULL, discount_code TEXT, coupon_cents INTEGER NOT NULL,
            shipping_cents INTEGER NOT NULL, insurance_cents INTEGER NOT NULL, gift_card_cents INTEGER NOT NULL, credit_cents INTEGER NOT NULL,
            total_cents INTEGER NOT NULL CHECK (total_cents >= 0), tax_cents INTEGER NOT NULL, currency TEXT NOT NULL,
            payment_method TEXT NOT NULL, card_brand TEXT, card_last4 TEXT, psp_reference TEXT, fraud_token TEXT,
            purchase_order_number TEXT, created_at INTEGER NOT NULL)`,
          `CREATE INDEX IF NOT EXISTS orders_owner ON orders(owner, created_at)`,
          `CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, created_at)`,
          `CREATE TABLE IF NOT EXISTS order_status_history (
            id INTEGER PRIMARY KEY AUTOINCREMENT, order_number TEXT NOT NULL REFERENCES orders(order_number), status TEXT NOT NULL,
            note TEXT, at INTEGER NOT NULL)`,
          `CREATE INDEX IF NOT EXISTS order_status_history_order ON order_status_history(order_number, id)`,
          `CREATE TABLE IF NOT EXISTS order_returns (
            id INTEGER PRIMARY KEY AUTOINCREMENT, order_number TEXT NOT NULL REFERENCES orders(order_number), items TEXT NOT NULL,
            created_at INTEGER NOT NULL)`,
          `CREATE TABLE IF NOT EXISTS gift_card_debits (
            gift_card_id TEXT NOT NULL REFERENCES gift_cards(id), order_number TEXT NOT NULL REFERENCES orders(order_number),
            amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), PRIMARY KEY (gift_card_id, order_number))`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(tx);
      });
    },
  },
  '006-payment-refunds': {
    async up(db: Kysely<unknown>) {
      // An authorised payment the shop will not turn into an order is refunded once (spec §7 Orders): the claim
      // ('refunding', then 'refunded') and the refusal it answers, so a replayed lookup answers the same.
      const columns = await sql<{ name: string }>`PRAGMA table_info(payment_attempts)`.execute(db);
      if (columns.rows.some((column) => column.name === 'refund_state')) return;
      await sql`ALTER TABLE payment_attempts ADD COLUMN refund_state TEXT CHECK (refund_state IN ('refunding', 'refunded'))`.execute(db);
      await sql`ALTER TABLE payment_attempts ADD COLUMN refusal TEXT`.execute(db);
      await sql`ALTER TABLE payment_attempts ADD COLUMN refund_claimed_at INTEGER`.execute(db);
    },
  },
  '007-security-limits': {
    async up(db: Kysely<unknown>) {
      await db.transaction().execute(async (tx) => {
        // Counters of every guessable secret share sign_in_attempts: a lock outlives its window (locked_until), and
        // expires_at says when a row counts for nothing and may be purged. Rows of before take the 15-minute window.
        const columns = await sql<{ name: string }>`PRAGMA table_info(sign_in_attempts)`.execute(tx);
        if (!columns.rows.some((column) => column.name === 'locked_until')) {
          await sql`ALTER TABLE sign_in_attempts ADD COLUMN locked_until INTEGER`.execute(tx);
          await sql`ALTER TABLE sign_in_attempts ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0`.execute(tx);
          await sql`UPDATE sign_in_attempts SET expires_at = window_start + 900000,
            locked_until = CASE WHEN failures >= 5 THEN window_start + 900000 END`.execute(tx);
        }
        const statements = [
          `CREATE INDEX IF NOT EXISTS sign_in_attempts_expires ON sign_in_attempts(expires_at)`,
          // The scheduled purge of expired tokens, resets and sessions, and revoking an anonymous shopper's tokens at sign-in.
          `CREATE INDEX IF NOT EXISTS access_tokens_expires ON access_tokens(expires_at)`,
          `CREATE INDEX IF NOT EXISTS access_tokens_anonymous ON access_tokens(anonymous_id)`,
          `CREATE INDEX IF NOT EXISTS refresh_tokens_expires ON refresh_tokens(expires_at)`,
          `CREATE INDEX IF NOT EXISTS refresh_tokens_anonymous ON refresh_tokens(anonymous_id)`,
          `CREATE INDEX IF NOT EXISTS password_resets_expires ON password_resets(expires_at)`,
          `CREATE INDEX IF NOT EXISTS auth_sessions_expires ON auth_sessions(expires_at)`,
          `CREATE INDEX IF NOT EXISTS carts_updated ON carts(updated_at)`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(tx);
      });
    },
  },
  '008-customer-account': {
    async up(db: Kysely<unknown>) {
      await db.transaction().execute(async (tx) => {
        const customerColumns = await sql<{ name: string }>`PRAGMA table_info(customers)`.execute(tx);
        if (!customerColumns.rows.some((column) => column.name === 'contact_by_email')) {
          await sql`ALTER TABLE customers ADD COLUMN contact_by_email INTEGER NOT NULL DEFAULT 1`.execute(tx);
          await sql`ALTER TABLE customers ADD COLUMN contact_by_sms INTEGER NOT NULL DEFAULT 0`.execute(tx);
          await sql`ALTER TABLE customers ADD COLUMN delivery_preview_postcode TEXT`.execute(tx);
          await sql`ALTER TABLE customers ADD COLUMN delivery_preview_city TEXT`.execute(tx);
        }
        const orderColumns = await sql<{ name: string }>`PRAGMA table_info(orders)`.execute(tx);
        if (!orderColumns.rows.some((column) => column.name === 'origin')) {
          await sql`ALTER TABLE orders ADD COLUMN origin TEXT NOT NULL DEFAULT 'online'`.execute(tx);
        }
        const statements = [
          `CREATE TABLE IF NOT EXISTS customer_addresses (
            id TEXT PRIMARY KEY, customer_id TEXT NOT NULL REFERENCES customers(id),
            first_name TEXT NOT NULL, last_name TEXT NOT NULL, address_line1 TEXT NOT NULL, additional_info TEXT,
            city TEXT NOT NULL, postal_code TEXT NOT NULL, state TEXT, country TEXT NOT NULL, phone TEXT,
            is_default INTEGER NOT NULL DEFAULT 0, is_default_billing INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)`,
          `CREATE INDEX IF NOT EXISTS customer_addresses_customer ON customer_addresses(customer_id)`,
          `CREATE TABLE IF NOT EXISTS customer_subscriptions (
            customer_id TEXT NOT NULL REFERENCES customers(id), subscription TEXT NOT NULL, subscribed INTEGER NOT NULL,
            PRIMARY KEY (customer_id, subscription))`,
          `CREATE TABLE IF NOT EXISTS loyalty_entries (
            id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id TEXT NOT NULL, site TEXT NOT NULL, order_number TEXT,
            kind TEXT NOT NULL, points INTEGER NOT NULL, description TEXT NOT NULL, at INTEGER NOT NULL)`,
          `CREATE INDEX IF NOT EXISTS loyalty_entries_customer ON loyalty_entries(customer_id, at)`,
          `CREATE UNIQUE INDEX IF NOT EXISTS loyalty_entries_earned_once ON loyalty_entries(order_number) WHERE kind = 'earned'`,
          `CREATE TABLE IF NOT EXISTS mailbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL,
            body TEXT NOT NULL, link TEXT, sent_at INTEGER NOT NULL)`,
          `CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer_id, site, created_at)`,
        ];
        for (const statement of statements) await sql.raw(statement).execute(tx);
      });
    },
  },
  '010-customer-wallet': {
    async up(db: Kysely<unknown>) {
      // The shop's side of a customer's saved cards: only what the provider does not keep (a nickname), by the
      // provider's card id. Gift cards on the account are links to gift_cards: never a number or a PIN.
      await sql`CREATE TABLE IF NOT EXISTS customer_payment_methods (
        customer_id TEXT NOT NULL, provider TEXT NOT NULL, ref_id TEXT NOT NULL, nickname TEXT NOT NULL,
        PRIMARY KEY (customer_id, provider, ref_id))`.execute(db);
      await sql`CREATE TABLE IF NOT EXISTS customer_gift_cards (
        id TEXT PRIMARY KEY, customer_id TEXT NOT NULL, gift_card_id TEXT NOT NULL, created_at INTEGER NOT NULL,
        UNIQUE (customer_id, gift_card_id))`.execute(db);
    },
  },
  '011-customer-lists': {
    async up(db: Kysely<unknown>) {
      // Spec §7 Lists: a customer's named lists per site (names unique without case), their products with a
      // count, and project bookmarks. Lines go with their list.
      await sql`CREATE TABLE IF NOT EXISTS customer_lists (
        id TEXT PRIMARY KEY, customer_id TEXT NOT NULL, site TEXT NOT NULL, type TEXT NOT NULL CHECK (type IN ('shopping-list', 'project-list')),
        name TEXT NOT NULL, name_key TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
        UNIQUE (customer_id, site, name_key))`.execute(db);
      await sql`CREATE TABLE IF NOT EXISTS customer_list_lines (
        list_id TEXT NOT NULL REFERENCES customer_lists(id) ON DELETE CASCADE, sku TEXT NOT NULL,
        count INTEGER NOT NULL CHECK (count BETWEEN 1 AND 99), position INTEGER NOT NULL, PRIMARY KEY (list_id, sku))`.execute(db);
      await sql`CREATE TABLE IF NOT EXISTS project_bookmarks (
        customer_id TEXT NOT NULL, site TEXT NOT NULL, project_id TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL,
        updated_at INTEGER NOT NULL, PRIMARY KEY (customer_id, site, project_id))`.execute(db);
    },
  },
  '012-makerhub-community': {
    async up(db: Kysely<unknown>) {
      // Sessions and competitions are seeded; bookings and entries are the customers'. Places left are not
      // kept: they are the session's places less its bookings, counted in the booking's transaction.
      // Bookings and entries name sessions and competitions by their stable seeded ids (no foreign key), so a
      // reseed can replace the seeded rows without touching what customers did.
      await sql`CREATE TABLE IF NOT EXISTS workshop_sessions (
        id TEXT PRIMARY KEY, site TEXT NOT NULL, workshop_slug TEXT NOT NULL, store_key TEXT NOT NULL,
        starts_at INTEGER NOT NULL, duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
        places INTEGER NOT NULL CHECK (places > 0), time_zone TEXT NOT NULL)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS workshop_sessions_site ON workshop_sessions(site, workshop_slug, starts_at)`.execute(db);
      await sql`CREATE TABLE IF NOT EXISTS workshop_bookings (
        id TEXT PRIMARY KEY, session_id TEXT NOT NULL, customer_id TEXT NOT NULL, created_at INTEGER NOT NULL,
        UNIQUE (session_id, customer_id))`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS workshop_bookings_customer ON workshop_bookings(customer_id)`.execute(db);
      await sql`CREATE TABLE IF NOT EXISTS competitions (
        id TEXT PRIMARY KEY, site TEXT NOT NULL, slug TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
        prize TEXT NOT NULL, closes_at INTEGER NOT NULL, UNIQUE (site, slug))`.execute(db);
      await sql`CREATE TABLE IF NOT EXISTS competition_entries (
        id TEXT PRIMARY KEY, competition_id TEXT NOT NULL, customer_id TEXT, author_name TEXT NOT NULL,
        text TEXT NOT NULL, photo_file TEXT, winner_rank INTEGER, created_at INTEGER NOT NULL)`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS competition_entries_one_each
        ON competition_entries(competition_id, customer_id) WHERE customer_id IS NOT NULL`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS competition_entries_newest ON competition_entries(created_at)`.execute(db);
    },
  },
  '013-project-content': {
    async up(db: Kysely<unknown>) {
      // A Makerhub project's build time, its steps (an article's sections) and its parts with quantities.
      // The seed writes them; the older skus column stays as the project's products in listing order.
      // Like the others, it may run again over a database that has them (a rerun after a rollback).
      const columns = await sql<{ name: string }>`PRAGMA table_info(projects)`.execute(db);
      const has = new Set(columns.rows.map((column) => column.name));
      if (!has.has('time_required')) await sql`ALTER TABLE projects ADD COLUMN time_required TEXT NOT NULL DEFAULT ''`.execute(db);
      if (!has.has('steps')) await sql`ALTER TABLE projects ADD COLUMN steps TEXT NOT NULL DEFAULT '[]'`.execute(db);
      if (!has.has('parts')) await sql`ALTER TABLE projects ADD COLUMN parts TEXT NOT NULL DEFAULT '[]'`.execute(db);
    },
  },
  '014-search-in-memory': {
    async up(db: Kysely<unknown>) {
      // Products are searched in memory (server/services/search/engine.ts): the FTS5 copy of their text goes.
      await sql`DROP TABLE IF EXISTS product_search`.execute(db);
    },
  },
  '015-mail-outbox': {
    async up(db: Kysely<unknown>) {
      // The shop's mail, written in the transaction of the change it tells of and sent after commit
      // (server/services/mail/sender.ts). uid makes the Message-ID, the same on every try; dedupe_key keeps a
      // replayed change from queueing its mail twice; a claim (token and lease) keeps two processes off one row.
      await sql`CREATE TABLE IF NOT EXISTS mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT, uid TEXT NOT NULL UNIQUE, site TEXT NOT NULL, kind TEXT NOT NULL,
        recipient TEXT NOT NULL, payload TEXT NOT NULL, dedupe_key TEXT UNIQUE,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'dropped')),
        created_at INTEGER NOT NULL, due_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        claim_token TEXT, claimed_until INTEGER, finished_at INTEGER, last_error TEXT)`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox(due_at) WHERE state = 'pending'`.execute(db);
    },
  },
  '016-refusal-kinds': {
    async up(db: Kysely<unknown>) {
      // A refunded payment's recorded refusal says its kind, not a status (server/services/refusal.ts): only an
      // order refused as invalid (400) or in conflict (409) was ever refunded.
      await sql`UPDATE payment_attempts SET refusal = json_object(
        'kind', CASE json_extract(refusal, '$.statusCode') WHEN 409 THEN 'conflict' ELSE 'invalid' END,
        'message', json_extract(refusal, '$.message'))
        WHERE refusal IS NOT NULL AND json_extract(refusal, '$.kind') IS NULL`.execute(db);
    },
  },
  '017-marketing-events': {
    async up(db: Kysely<unknown>) {
      // Spec §9: the marketing-messaging service's cart events, kept per shopper (server/services/marketing).
      // A batch may arrive twice (a beacon as the page hid, then the next page): the client's event id, per
      // anonymous shopper, keeps it once.
      await sql`CREATE TABLE IF NOT EXISTS marketing_events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, event_id TEXT NOT NULL, site TEXT NOT NULL, customer_id TEXT,
        anonymous_id TEXT NOT NULL, name TEXT NOT NULL, sku TEXT NOT NULL, product_name TEXT NOT NULL,
        quantity INTEGER NOT NULL, price_cents INTEGER NOT NULL, currency TEXT NOT NULL, happened_at INTEGER NOT NULL,
        received_at INTEGER NOT NULL, UNIQUE (anonymous_id, event_id))`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS marketing_events_customer ON marketing_events(customer_id) WHERE customer_id IS NOT NULL`.execute(db);
    },
  },
  '018-sandbox-state': {
    async up(db: Kysely<unknown>) {
      // The payment providers' sandboxes keep their state here (server/sandbox/records.ts), so every instance behind
      // the load balancer sees the same session, payment, refund and saved card, and a restart forgets none of them.
      // One table of JSON records rather than a table per kind: each sandbox kept its state as maps from an id to a
      // record, and each map is now a `kind`. Every rule then has the same two ways to decide once, whatever the
      // record: insert a new id once (the primary key refuses a second), or replace a record only at the version it
      // was read at; and a new kind of record needs no migration. expires_at (null: kept, as a saved card is) is
      // what the purge deletes by (server/services/housekeeping).
      await db.transaction().execute(async (tx) => {
        await sql`CREATE TABLE IF NOT EXISTS sandbox_records (
          provider TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,
          version INTEGER NOT NULL DEFAULT 1, created_at INTEGER NOT NULL, expires_at INTEGER,
          PRIMARY KEY (provider, kind, id))`.execute(tx);
        await sql`CREATE INDEX IF NOT EXISTS sandbox_records_expires ON sandbox_records(expires_at) WHERE expires_at IS NOT NULL`.execute(tx);
      });
    },
  },
  '019-server-secrets': {
    async up(db: Kysely<unknown>) {
      // Keys every instance must sign and check with alike (the session service's CSRF key): made once by whichever
      // instance starts first, read by the others (server/services/auth/repository.ts sharedSecret).
      await sql`CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at INTEGER NOT NULL)`.execute(db);
    },
  },
  '020-analytics-events': {
    async up(db: Kysely<unknown>) {
      // Spec §9: the shop's own analytics events, from any visitor, kept per site (server/services/analytics). A batch
      // may arrive twice (a beacon as the page hid, then the next page): the client's event id, per site, keeps it
      // once. The operator lists a site's newest events, of one type or all, by seq.
      await db.transaction().execute(async (tx) => {
        await sql`CREATE TABLE IF NOT EXISTS analytics_events (
          seq INTEGER PRIMARY KEY AUTOINCREMENT, site TEXT NOT NULL, event_id TEXT NOT NULL, event_type TEXT NOT NULL,
          user_status TEXT NOT NULL, happened_at INTEGER NOT NULL, received_at INTEGER NOT NULL, data TEXT NOT NULL,
          UNIQUE (site, event_id))`.execute(tx);
        await sql`CREATE INDEX IF NOT EXISTS analytics_events_type ON analytics_events(site, event_type, seq)`.execute(tx);
      });
    },
  },
  '021-client-log-events': {
    async up(db: Kysely<unknown>) {
      // Spec §7 _log: a report may carry the tab's last events (their types, times and a few facts), as JSON. SQLite
      // has no ADD COLUMN IF NOT EXISTS: a database that has the column (a migration run again) is left as it is.
      const columns = await sql<{ name: string }>`PRAGMA table_info(client_logs)`.execute(db);
      if (!columns.rows.some((column) => column.name === 'events')) await sql`ALTER TABLE client_logs ADD COLUMN events TEXT`.execute(db);
    },
  },
};

/**
 * Carts frozen before 002 held stock without saying where. Their holds are attributed to the locations
 * that hold reserved units, in the order a freeze takes them (the country's warehouses, then the brand's
 * stores), never more than a location holds, so each location's rows sum to at most its `reserved`.
 * Written against the tables as 001 left them, so later code changes cannot change what it does.
 */
async function backfillReservations(db: Kysely<unknown>): Promise<void> {
  const lines = await sql<{ cart_id: string; site: string; sku: string; quantity: number }>`
    SELECT c.id AS cart_id, c.site, l.sku, l.quantity FROM carts c JOIN cart_lines l ON l.cart_id = c.id
    WHERE c.frozen = 1 ORDER BY c.updated_at, c.id, l.sku`.execute(db);
  if (lines.rows.length === 0) return;
  const held = await sql<{ sku: string; location_key: string; reserved: number }>`
    SELECT sku, location_key, reserved FROM stock WHERE reserved > 0`.execute(db);
  const unclaimed = new Map(held.rows.map((row) => [`${row.sku}|${row.location_key}`, row.reserved]));
  // The sites as they stood at 002: code → brand and country.
  const sites: Record<string, { brand: string; country: string }> = {
    jrau: { brand: 'jc', country: 'AU' },
    jrnz: { brand: 'jc', country: 'NZ' },
    rtau: { brand: 'rtm', country: 'AU' },
  };
  for (const line of lines.rows) {
    const site = sites[line.site];
    if (!site) continue;
    const order = await sql<{ key: string }>`
      SELECT key FROM (
        SELECT warehouse_key AS key, 0 AS rank FROM warehouses WHERE country = ${site.country}
        UNION ALL SELECT store_key AS key, 1 AS rank FROM stores WHERE brand = ${site.brand} AND country = ${site.country})
      ORDER BY rank, key`.execute(db);
    let remaining = line.quantity;
    for (const { key } of order.rows) {
      const take = Math.min(unclaimed.get(`${line.sku}|${key}`) ?? 0, remaining);
      if (take <= 0) continue;
      unclaimed.set(`${line.sku}|${key}`, (unclaimed.get(`${line.sku}|${key}`) ?? 0) - take);
      await sql`INSERT INTO cart_reservations (cart_id, sku, location_key, quantity) VALUES (${line.cart_id}, ${line.sku}, ${key}, ${take})`.execute(
        db,
      );
      remaining -= take;
      if (remaining === 0) break;
    }
  }
}

/**
 * PostgreSQL starts from the schema SQLite's 001 to 017 make (postgres-schema.ts). A migration added after 017
 * goes into `migrations` above for SQLite and, written for PostgreSQL where its SQL differs, into this list too
 * under the same name.
 */
const postgresMigrations: Record<string, Migration> = {
  '017-postgres-baseline': {
    async up(db: Kysely<unknown>) {
      // Kysely runs each PostgreSQL migration in a transaction of its own: the baseline lands whole or not at all.
      for (const statement of POSTGRES_BASELINE) await sql.raw(statement).execute(db);
    },
  },
  '018-sandbox-state': {
    async up(db: Kysely<unknown>) {
      // As SQLite's 018, with BIGINT for INTEGER; Kysely runs it in a transaction of its own.
      await sql`CREATE TABLE IF NOT EXISTS sandbox_records (
        provider TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,
        version BIGINT NOT NULL DEFAULT 1, created_at BIGINT NOT NULL, expires_at BIGINT,
        PRIMARY KEY (provider, kind, id))`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS sandbox_records_expires ON sandbox_records(expires_at) WHERE expires_at IS NOT NULL`.execute(db);
    },
  },
  '019-server-secrets': {
    async up(db: Kysely<unknown>) {
      await sql`CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at BIGINT NOT NULL)`.execute(db);
    },
  },
  '020-analytics-events': {
    async up(db: Kysely<unknown>) {
      // As SQLite's 020, with BIGINT for INTEGER and an identity for AUTOINCREMENT; Kysely runs it in a transaction of its own.
      await sql`CREATE TABLE IF NOT EXISTS analytics_events (
        seq BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, site TEXT NOT NULL, event_id TEXT NOT NULL, event_type TEXT NOT NULL,
        user_status TEXT NOT NULL, happened_at BIGINT NOT NULL, received_at BIGINT NOT NULL, data TEXT NOT NULL,
        UNIQUE (site, event_id))`.execute(db);
      await sql`CREATE INDEX IF NOT EXISTS analytics_events_type ON analytics_events(site, event_type, seq)`.execute(db);
    },
  },
  '021-client-log-events': {
    async up(db: Kysely<unknown>) {
      // As SQLite's 021.
      await sql`ALTER TABLE client_logs ADD COLUMN IF NOT EXISTS events TEXT`.execute(db);
    },
  },
};

export type Dialect = 'sqlite' | 'postgres';

const migrationsOf = (dialect: Dialect) => (dialect === 'postgres' ? postgresMigrations : migrations);

/** The name of the newest migration of the dialect: readiness checks it was applied. */
export function latestMigration(dialect: Dialect): string {
  return Object.keys(migrationsOf(dialect)).sort().at(-1) ?? '';
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect = 'sqlite'): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsOf(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
