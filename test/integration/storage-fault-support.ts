import type BetterSqlite3 from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from '../../server/db/schema';
import { CONTACT, freshProduct } from './checkout-support';
import { type ApiResponse, numberOf, type OnDatabase, type RequestOptions, requestTo, row } from './harness';

/**
 * What the storage fault tests need from the machine: root, to mount a small tmpfs and fill it, and to make
 * files immutable. CI runs as root on the same kind of machine; elsewhere the tests say why they skip.
 */
export function whyNoFaults(): string | null {
  if (process.getuid?.() !== 0) return 'not running as root (a tmpfs mount and chattr need it)';
  const probe = mkdtempSync(join(tmpdir(), 'storefront-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `cannot mount a tmpfs here: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const MiB = 1024 * 1024;

/** A tmpfs of its own, filled and emptied at will, as a disk that runs full. */
export class SmallDisk {
  private fillers = 0;
  private constructor(readonly dir: string) {}

  static mount(bytes: number): SmallDisk {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-small-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${Math.ceil(bytes / MiB)}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return new SmallDisk(dir);
  }

  freeBytes(): number {
    const { bavail, bsize } = statfsSync(this.dir);
    return bavail * bsize;
  }

  /** Takes space until only `left` bytes are free (none: the disk is full to the last page). */
  fillTo(left: number): void {
    const take = this.freeBytes() - left;
    if (take <= 0) return;
    this.fillers += 1;
    execFileSync('fallocate', ['-l', String(take), join(this.dir, `filler-${this.fillers}`)], { stdio: 'pipe' });
  }

  /** The space taken by fillTo given back. */
  empty(): void {
    for (let i = 1; i <= this.fillers; i += 1) rmSync(join(this.dir, `filler-${i}`), { force: true });
  }

  unmount(): void {
    // Lazily: a server still holding its files open must not keep the mount (or the test run) alive.
    execFileSync('umount', ['-l', this.dir], { stdio: 'pipe' });
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export type Answer = ApiResponse;

/** One call to the shop on the port, as the harness makes them, for a server in this process or in a child. */
export const call = (port: number, method: string, path: string, options: RequestOptions = {}): Promise<Answer> =>
  requestTo(port, method, path, options);

export interface Shopper {
  readonly token: string;
  readonly sku: string;
  readonly units: number;
}

/** A guest on jrau with one unit of a product of their own in the cart (five on hand) and contact details saved. */
export async function shopper(port: number, on: OnDatabase): Promise<Shopper> {
  const units = 5;
  const { sku } = await freshProduct(on, 'jrau', { units });
  const token = (await call(port, 'GET', '/api/bff/auth/accessToken')).body.accessToken as string;
  const added = await call(port, 'POST', '/api/bff/cart/add', { token, body: { sku, quantity: 1 } });
  const saved = await call(port, 'POST', '/api/bff/checkout/contact-details', { token, body: CONTACT.AU });
  if (added.status !== 200 || saved.status !== 200) throw new Error(`shopper not ready: ${added.status} ${saved.status}`);
  return { token, sku, units };
}

export interface Attempt {
  readonly shopper: Shopper;
  /** Every answer the shop gave on the way, in order. */
  readonly answers: Answer[];
  reference?: string;
  orderNumber?: string;
}

/** Pays (the provider authorises at once) and asks for the order, as the checkout page does; stops at the first refusal. */
export async function placeOrder(
  port: number,
  who: Shopper,
  authorise: (reference: string) => Promise<void> | void,
  attempt?: Attempt,
): Promise<Attempt> {
  const result: Attempt = attempt ?? { shopper: who, answers: [] };
  if (!result.reference) {
    const payment = await call(port, 'POST', '/api/bff/checkout/payment?deliveryCode=JAU_STD', { token: who.token, body: {} });
    result.answers.push(payment);
    if (payment.status !== 200) return result;
    result.reference = (JSON.parse(payment.body.paymentSession) as { reference: string }).reference;
    await authorise(result.reference);
  }
  const order = await call(port, 'GET', `/api/bff/checkout/order/${encodeURIComponent(result.reference)}`, { token: who.token });
  result.answers.push(order);
  if (order.status === 200) result.orderNumber = order.body.orderNumber;
  return result;
}

/**
 * What the database holds of an attempt, each part written by the one transaction that places an order:
 * the order, its first status, the payment marked ordered, the cart retired, the unit taken from stock.
 */
export async function traceOf(on: OnDatabase, attempt: Attempt) {
  const reference = attempt.reference ?? '';
  const order = await row(on, sql`SELECT order_number, lines FROM orders WHERE payment_reference = ${reference}`);
  return {
    order: order?.order_number ?? null,
    linesNameSku: order ? String(order.lines).includes(attempt.shopper.sku) : false,
    history: order ? ((await numberOf(on, sql`SELECT COUNT(*) AS n FROM order_status_history WHERE order_number = ${order.order_number}`)) ?? 0) : 0,
    paymentOrdered: (await row(on, sql`SELECT state FROM payment_attempts WHERE reference = ${reference}`))?.state === 'ordered',
    cartOrdered:
      (await row(on, sql`SELECT c.ordered_at FROM carts c JOIN payment_attempts a ON a.cart_id = c.id WHERE a.reference = ${reference}`))
        ?.ordered_at != null,
    onHand: (await numberOf(on, sql`SELECT SUM(quantity) AS q FROM stock WHERE sku = ${attempt.shopper.sku}`)) as number,
  };
}

/** Kysely over a raw connection to the database file, held by the test beside a shop in another process. */
export const overFile = (sqlite: BetterSqlite3.Database): OnDatabase => new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });

/** The trace of an order placed whole, or of none at all. */
export const whole = (attempt: Attempt) => ({
  order: attempt.orderNumber,
  linesNameSku: true,
  history: 1,
  paymentOrdered: true,
  cartOrdered: true,
  onHand: attempt.shopper.units - 1,
});
export const untouched = (attempt: Attempt) => ({
  order: null,
  linesNameSku: false,
  history: 0,
  paymentOrdered: false,
  cartOrdered: false,
  onHand: attempt.shopper.units,
});
