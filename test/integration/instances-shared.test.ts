import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import type { PaymentResponse } from '../../contract/checkout';
import { BOT_CHECK_DIFFICULTY } from '../../server/services/limits/bot-check';
import { CONTACT, freshProduct, stockOf } from './checkout-support';
import {
  type ApiResponse,
  freePort,
  numberOf,
  type RequestOptions,
  requestTo,
  type TestServer,
  type TwoInstances,
  startTwoInstances,
} from './harness';
import { testDatabaseKind } from '../support/test-database';
import { card } from './sandbox-harness';
import { AU_CUSTOMER, registerCard, signInAs } from './wallet-support';

/**
 * Issue 24 "Done when": two instances of the shop over one database, as behind a load balancer that sends each
 * request of a shopper wherever it likes. Whatever one instance was told (a session, a cart, failed sign-ins, a
 * saved card) the other knows; and an instance killed with kill -9 in the middle of a checkout loses nothing:
 * the shopper asks the other for the order and gets it, once.
 */
const root = join(import.meta.dirname, '..', '..');
let instances: TwoInstances | undefined;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
});

afterAll(() => instances?.close());

const setCookiesOf = (res: ApiResponse) => {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
};

/** A browser on jrau whose requests the load balancer sends to whichever instance the test names: one cookie jar for both. */
function browser() {
  const cookies = new Map<string, string>();
  return async (server: TestServer, method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.request(method, path, { ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
    for (const line of setCookiesOf(res)) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
}

let customers = 0;
/** A new customer, signed up on the first instance. */
async function newCustomer() {
  customers += 1;
  const body = { email: `instances${customers}.${process.pid}@example.com`, password: 'multimeter-42', firstName: 'Radia', lastName: 'Perlman' };
  const res = await a.request('POST', '/api/bff/account/customer', { body });
  expect(res.status, res.text).toBe(201);
  return body;
}

const linesOf = (cart: ApiResponse) =>
  (cart.body.lineItems as Array<{ variant: { sku: string }; quantity: number }>).map((l) => [l.variant.sku, l.quantity]);

describe("a shopper's session, cart, sign-in lockout and saved card are seen alike by both instances", () => {
  it('takes an anonymous token minted on one on the other, with the cart: added on one, changed on the other, seen back on the first', async () => {
    const product = await freshProduct(a, 'jrau');
    const token = await a.anonymousToken('jrau');
    const added = await a.request('POST', '/api/bff/cart/add', { token, body: { sku: product.sku, quantity: 1 } });
    expect(added.status, added.text).toBe(200);

    const seen = await b.request('GET', '/api/bff/cart/details', { token });
    expect(seen.status, seen.text).toBe(200);
    expect(linesOf(seen)).toEqual([[product.sku, 1]]);
    const line = seen.body.lineItems[0].id as string;
    const changed = await b.request('PATCH', '/api/bff/cart/update', { token, body: [{ lineItemId: line, quantity: 3, sku: product.sku }] });
    expect(changed.status, changed.text).toBe(200);

    expect(linesOf(await a.request('GET', '/api/bff/cart/details', { token }))).toEqual([[product.sku, 3]]);
  });

  it('keeps a customer signed in on one signed in on the other, and a sign-out on the other ends the session on the first', async () => {
    const shopper = await newCustomer();
    const on = browser();
    const csrfToken = (await on(a, 'GET', '/api/auth/csrf')).body.csrfToken as string;
    const signedIn = await on(a, 'POST', '/api/auth/callback/credentials', {
      form: { csrfToken, callbackUrl: '/account', json: 'true', email: shopper.email, password: shopper.password },
    });
    expect(signedIn.body).toEqual({ url: '/account' });

    const session = await on(b, 'GET', '/api/auth/session');
    expect(session.body).toMatchObject({ status: 'authenticated' });
    const { accessToken, refreshToken } = session.body.data as { accessToken: string; refreshToken: string };
    const details = await b.request('GET', '/api/bff/account/details', { token: accessToken });
    expect(details.status, details.text).toBe(200);
    expect(details.body).toMatchObject({ email: shopper.email, firstName: 'Radia' });

    // The CSRF token fetched from A is good on B: the instances sign it with one key, kept in the database.
    const signedOut = await on(b, 'POST', '/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' } });
    expect(signedOut.body).toEqual({ url: '/' });

    expect((await on(a, 'GET', '/api/auth/session')).body.status).toBe('unauthenticated');
    expect((await a.request('GET', '/api/bff/account/details', { token: accessToken })).status).toBe(401);
    expect((await a.request('POST', `/api/bff/auth/refreshToken/${refreshToken}`)).status).toBe(401);
  });

  it('locks on the other the account and address pair that failed 5 times on one', async () => {
    const shopper = await newCustomer();
    const other = await newCustomer();
    // The shop trusts no proxy here: each client address is the request's own loopback source address.
    const attacker = { localAddress: '127.0.0.24' };
    for (let i = 0; i < 5; i += 1) {
      const failed = await a.request('POST', '/api/bff/auth/signin', {
        ...attacker,
        body: { email: shopper.email, password: `wrong-password-${i}` },
      });
      expect(failed.status, failed.text).toBe(401);
    }

    const locked = await b.request('POST', '/api/bff/auth/signin', { ...attacker, body: { email: shopper.email, password: shopper.password } });
    expect(locked.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts });
    // The pair is locked, not the address: another account signs in from it on either instance.
    expect((await b.request('POST', '/api/bff/auth/signin', { ...attacker, body: { email: other.email, password: other.password } })).status).toBe(
      200,
    );
    // From elsewhere the account's 5 failures ask for the bot check on the other instance too.
    const elsewhere = await b.request('POST', '/api/bff/auth/signin', {
      localAddress: '127.0.0.25',
      body: { email: shopper.email, password: shopper.password },
    });
    expect(elsewhere.body).toEqual({ statusCode: 428, message: AUTH_MESSAGES.botCheckRequired, botCheckDifficulty: BOT_CHECK_DIFFICULTY });
  });

  it('lists on the other a card saved through the sandbox on one', async () => {
    const token = await signInAs(a, 'jrau', AU_CUSTOMER);
    expect((await registerCard(a, 'jrau', token, '4111 1111 1111 1111', 'Workshop card')).status).toBe(200);

    const listed = await b.request('GET', '/api/bff/account/payment-methods', { token });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.paymentMethods).toEqual([expect.objectContaining({ brand: 'visa', isDefault: true, nickname: 'Workshop card' })]);
  });
});

describe('an instance killed with kill -9 mid-checkout', () => {
  /** The instance that dies: the shop as `npm start` runs it, in a process of its own, over the same database. */
  let shop: ChildProcess | undefined;
  let shopPort = 0;
  let shopOutput = '';
  let shopDataDir = '';
  let exited: Promise<unknown> = Promise.resolve();
  const postgres = testDatabaseKind() === 'postgres';
  const onShop = <T = any>(method: string, path: string, options: RequestOptions = {}) => requestTo<T>(shopPort, method, path, options);

  beforeAll(async () => {
    // On SQLite the shop finds the database file as storefront.sqlite in its DATA_DIR: the folder of the other's.
    shopDataDir = postgres ? mkdtempSync(join(tmpdir(), 'instances-shared-shop-')) : dirname(b.databaseTarget);
    shopPort = await freePort();
    const { DEV_MAILBOX: _mailbox, TRUST_PROXY: _proxy, NODE_ENV: _nodeEnv, DATABASE_URL: _url, ...inherited } = process.env;
    shop = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
      cwd: root,
      env: {
        ...inherited,
        SUPERVISE: '0',
        PORT: String(shopPort),
        HOST: '127.0.0.1',
        LOG: 'off',
        DATA_DIR: shopDataDir,
        ...(postgres ? { DATABASE_URL: b.databaseTarget } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [shop.stdout, shop.stderr]) stream?.on('data', (chunk: Buffer) => void (shopOutput += chunk.toString('utf8')));
    exited = new Promise((resolve) => shop!.once('exit', resolve));
    const deadline = Date.now() + 90_000;
    while ((await onShop('GET', '/health/ready').catch(() => null))?.status !== 200) {
      if (shop.exitCode !== null || Date.now() > deadline) throw new Error(`The shop did not start:\n${shopOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  /**
   * PostgreSQL only: the stock rows of a sku locked by a transaction of the test's, until `release`. `waitedOn`
   * resolves once another connection (the killed instance's) waits for them, with a transaction of its own open.
   */
  async function holdStockRows(sku: string) {
    let taken!: () => void;
    let release!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = b.database.db.transaction().execute(async (trx) => {
      await sql`SELECT quantity FROM stock WHERE sku = ${sku} FOR UPDATE`.execute(trx);
      taken();
      await released;
    });
    await Promise.race([lockTaken, holder]);
    const waiting = () =>
      numberOf(
        b,
        sql`SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND state = 'active'`,
      );
    return {
      async waitedOn() {
        const deadline = Date.now() + 20_000;
        while ((await waiting()) !== 1) {
          if (Date.now() > deadline) throw new Error('The shop never reached the stock it holds for the order');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
      async release() {
        release();
        await holder;
      },
    };
  }

  afterAll(async () => {
    if (shop && shop.exitCode === null && shop.signalCode === null) {
      shop.kill('SIGKILL');
      await exited;
    }
    if (shopDataDir && shopDataDir !== instances?.dataDir) rmSync(shopDataDir, { recursive: true, force: true });
  });

  it('signs CSRF tokens with the key the other uses: a token fetched from this process is good for a post to the other', async () => {
    const fetched = await onShop('GET', '/api/auth/csrf');
    const cookie = setCookiesOf(fetched)
      .map((line) => line.split(';')[0])
      .join('; ');
    const signedOut = await b.request('POST', '/api/auth/signout', {
      form: { csrfToken: fetched.body.csrfToken as string, callbackUrl: '/', json: 'true' },
      headers: { cookie },
    });
    expect(signedOut.status, signedOut.text).toBe(200);
    expect(signedOut.body).toEqual({ url: '/' });
  });

  it('leaves the order to the other, which answers it once: no order lost or doubled, the stock taken once', async () => {
    const product = await freshProduct(b, 'jrau', { units: 20 });
    const token = (await onShop('GET', '/api/bff/auth/accessToken')).body.accessToken as string;
    expect((await onShop('POST', '/api/bff/cart/add', { token, body: { sku: product.sku, quantity: 2 } })).status).toBe(200);
    expect((await onShop('POST', '/api/bff/checkout/contact-details', { token, body: CONTACT.AU })).status).toBe(200);
    const payment = await onShop<PaymentResponse>('POST', '/api/bff/checkout/payment?deliveryCode=JAU_STD&forterToken=ftr_instances3device', {
      token,
      body: {},
    });
    expect(payment.status, payment.text).toBe(200);
    const session = JSON.parse(payment.body.paymentSession) as { reference: string; id: string };
    const paid = await onShop('POST', `/sandbox/adyen/sessions/${session.id}/payments`, {
      body: { sessionData: payment.body.sessionData, paymentMethod: { type: 'scheme', ...card('4111111111111111') } },
    });
    expect(paid.body).toEqual({ resultCode: 'Authorised', merchantReference: session.reference });

    // The order lookup places the order. On PostgreSQL the test holds the product's stock rows, so the shop's
    // placing transaction stops at taking the stock, with its reads done, and is seen waiting there: the shop is
    // killed inside that transaction. SQLite shows no other process what a transaction is waiting on, so there the
    // shop is killed as soon as the request has left the client, before any answer: whether it had read it yet is
    // the scheduler's choice. Either way the shopper's lookup is in flight, unanswered, when the instance dies.
    const held = postgres ? await holdStockRows(product.sku) : undefined;
    try {
      const lookup = new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: shopPort,
            method: 'GET',
            path: `/api/bff/checkout/order/${session.reference}`,
            headers: { host: `jrau.localhost:${shopPort}`, authorization: `Bearer ${token}` },
          },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', reject);
        if (!held) req.on('finish', () => shop!.kill('SIGKILL'));
        req.end();
      });
      if (held) {
        await held.waitedOn();
        shop!.kill('SIGKILL');
      }
      await expect(lookup).rejects.toThrow(/socket hang up|ECONNRESET/);
      await exited;
      expect(shop!.signalCode).toBe('SIGKILL');
    } finally {
      await held?.release();
    }

    // The shopper's client asks again; the load balancer sends it to the instance left.
    const order = await b.request('GET', `/api/bff/checkout/order/${session.reference}`, { token });
    expect(order.status, order.text).toBe(200);
    expect(order.body.orderNumber).toMatch(/^JAU/);
    const again = await b.request('GET', `/api/bff/checkout/order/${session.reference}`, { token });
    expect(again.body).toEqual({ orderNumber: order.body.orderNumber });

    const orders = await b.database.db.selectFrom('orders').select('order_number').where('payment_reference', '=', session.reference).execute();
    expect(orders).toEqual([{ order_number: order.body.orderNumber }]);
    expect(await stockOf(b, product.sku)).toEqual({ quantity: 18, reserved: 0 });
  });
});
