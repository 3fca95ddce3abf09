import {
  Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresAdapter,
  PostgresDialect,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  sql,
} from 'kysely';
import pg from 'pg';
import { latestMigration, migrateToLatest } from './migrations';
import type { Database } from './schema';
import { readinessOf } from './storage-guard';

/** Every instance listens here; a statement trigger on the catalog and stock tables notifies it (postgres-schema.ts). */
export const WRITES_CHANNEL = 'storefront_writes';

/** Connections each instance keeps open at most; PostgreSQL's max_connections bounds the sum over instances. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** How long a request waits for a connection (the database down or every connection busy) before it is a storage fault. */
const CONNECT_TIMEOUT_MS = 10_000;
/** How long a statement may run: a lock held by a stalled instance never holds a shopper's request for ever. */
const STATEMENT_TIMEOUT_MS = 15_000;
const LISTEN_RETRY_MS = 1000;
/** The tables each instance reads into its catalogue and search index (server/services/catalog/store.ts). */
const CATALOG_TABLES: ReadonlySet<string> = new Set(['categories', 'products', 'product_prices']);

/**
 * int8 (BIGINT, count(*)) and numeric (sum of BIGINT) are read as JS numbers, as SQLite gives them: money is
 * integer cents and times are epoch milliseconds, both far inside 2^53.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Whether this handle (or a transaction of it) talks to PostgreSQL. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Counts this instance's statements that changed rows, the way SQLite's total_changes counts a connection's. */
class WriteCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // pg reports a row count for INSERT, UPDATE, DELETE and MERGE only, whether built or raw.
    if ((args.result.numAffectedRows ?? 0n) > 0n) this.count += 1;
    return args.result;
  }
}

export interface PostgresHandle {
  readonly db: Kysely<Database>;
  writeMark(): string;
  catalogMark(): string;
  readiness(): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Opens a pool on the PostgreSQL database at `url`, brings its schema up to date (Kysely's migrator takes a lock,
 * so instances starting together migrate once) and listens for other instances' writes.
 */
export async function openPostgres(url: string): Promise<PostgresHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    types,
  });
  // A connection the server drops (a restart, an outage) is an error of the statement that used it, or of nobody:
  // never an 'error' event without a listener, which would end the process. The pool listens for idle connections,
  // each connection for itself while it is checked out (a transaction waiting between statements).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => void client.on('error', () => undefined));
  const counter = new WriteCounter();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [counter] });
  await migrateToLatest(db, 'postgres');
  const listener = new WriteListener(url);
  await listener.start();
  return {
    db,
    writeMark: () => `${counter.count}/${listener.mark()}`,
    catalogMark: () => listener.catalogMark(),
    readiness: () =>
      readinessOf(async () => {
        const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration WHERE name = ${latestMigration('postgres')}`.execute(db);
        return applied.rows.length === 0 ? 'the database schema is not up to date' : null;
      }),
    async close() {
      await listener.stop();
      await db.destroy();
    },
  };
}

/**
 * One connection LISTENing on WRITES_CHANNEL: each notification moves the mark. While it is down (the database
 * restarting), the mark moves on every read, so snapshots are rebuilt at their own pace rather than trusted.
 */
class WriteListener {
  private client: pg.Client | null = null;
  private notifications = 0;
  private catalogNotifications = 0;
  private listenedBefore = false;
  private down = 0;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {}

  mark(): string {
    if (!this.client) this.down += 1;
    return `${this.notifications}${this.client ? '' : `~${this.down}`}`;
  }

  /** Moves with writes to the catalogue's tables (this process's too: a notification reaches every listener). */
  catalogMark(): string {
    return String(this.catalogNotifications);
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      this.later();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      this.notifications += 1;
      if (message.payload !== undefined && CATALOG_TABLES.has(message.payload)) this.catalogNotifications += 1;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${WRITES_CHANNEL}`);
      this.client = client;
      // What was written while nobody listened is unknown: the marks move.
      this.notifications += 1;
      if (this.listenedBefore) this.catalogNotifications += 1;
      this.listenedBefore = true;
    } catch {
      client.end().catch(() => undefined);
      this.later();
    }
  }

  private later(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.start();
    }, LISTEN_RETRY_MS);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
