import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { shopperAddress, startServerProcess } from './server.bench';

/**
 * Whole checkouts against the real server and its sandbox providers, as browsers would make them: a
 * token, add to cart, contact details, a payment session, the card paid in the drop-in's sandbox, then
 * the order lookup. Several shoppers at once; the figure is orders placed per second and the time one
 * checkout takes. Every order takes stock inside a transaction, so this is the write path's ceiling.
 */

export interface CheckoutFigure {
  readonly shoppers: number;
  readonly seconds: number;
  readonly orders: number;
  readonly refused: number;
  readonly ordersPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Mean ms of each call of a checkout. */
  readonly steps: Readonly<Record<string, number>>;
}

export const CONTACT = {
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Shopper',
  phone: '0400 000 000',
  address: { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' },
};
export const CARD = { type: 'scheme', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', holderName: 'Bench Shopper' };

export interface Answer {
  readonly status: number;
  readonly body: any;
}

/** One call to the shop on `jrau`; `localAddress` sends it from another loopback address (another client to a shop trusting no proxy). */
export function call(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; address?: string; localAddress?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        ...(options.localAddress && { localAddress: options.localAddress }),
        headers: {
          host: `jrau.localhost:${port}`,
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.address && { 'x-forwarded-for': options.address }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Each checkout is a new shopper, from an address of their own: new sessions are limited per address. */
let shoppersSoFar = 0;

async function oneCheckout(port: number, agent: Agent, sku: string, steps: Map<string, number[]>): Promise<boolean> {
  const address = shopperAddress((shoppersSoFar += 1));
  const timed = async (name: string, run: () => Promise<Answer>): Promise<Answer> => {
    const t0 = performance.now();
    const answer = await run();
    const list = steps.get(name) ?? [];
    list.push(performance.now() - t0);
    steps.set(name, list);
    return answer;
  };
  const token = (await timed('token', () => call(port, agent, 'GET', '/api/bff/auth/accessToken', { address }))).body.accessToken as string;
  if ((await timed('cart add', () => call(port, agent, 'POST', '/api/bff/cart/add', { token, body: { sku, quantity: 1 } }))).status !== 200)
    return false;
  if ((await timed('contact details', () => call(port, agent, 'POST', '/api/bff/checkout/contact-details', { token, body: CONTACT }))).status !== 200)
    return false;
  const payment = await timed('payment session', () =>
    call(port, agent, 'POST', '/api/bff/checkout/payment?deliveryCode=JAU_STD&forterToken=ftr_bench', { token, body: {} }),
  );
  if (payment.status !== 200) return false;
  const session = JSON.parse(payment.body.paymentSession) as { reference: string; id: string };
  const paid = await timed('card paid (sandbox)', () =>
    call(port, agent, 'POST', `/sandbox/adyen/sessions/${session.id}/payments`, {
      body: { sessionData: payment.body.sessionData, paymentMethod: CARD },
    }),
  );
  if (paid.body?.resultCode !== 'Authorised') return false;
  const order = await timed('order lookup', () => call(port, agent, 'GET', `/api/bff/checkout/order/${session.reference}`, { token }));
  return order.status === 200 && typeof order.body.orderNumber === 'string';
}

export async function checkoutFigures({ shoppers = 8, seconds = 8 } = {}): Promise<CheckoutFigure> {
  const server = await startServerProcess();
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers * 2 });
  try {
    const listing = await call(server.port, agent, 'GET', '/api/bff/products/list?pageSize=100');
    const skus: string[] = listing.body.products.filter((p: { inStock: boolean }) => p.inStock).map((p: { sku: string }) => p.sku);
    const steps = new Map<string, number[]>();
    const durations: number[] = [];
    let orders = 0;
    let refused = 0;
    let n = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: shoppers }, async () => {
        while (performance.now() < until) {
          const sku = skus[n++ % skus.length] as string;
          const t0 = performance.now();
          // A refusal (the sku's stock ran out under the bench) still costs its calls; it is counted apart.
          if (await oneCheckout(server.port, agent, sku, steps)) {
            orders += 1;
            durations.push(performance.now() - t0);
          } else refused += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    durations.sort((a, b) => a - b);
    const at = (q: number) => Math.round(durations[Math.min(durations.length - 1, Math.floor(durations.length * q))] ?? 0);
    const mean = (list: readonly number[]) => Math.round((list.reduce((s, v) => s + v, 0) / Math.max(1, list.length)) * 10) / 10;
    return {
      shoppers,
      seconds,
      orders,
      refused,
      ordersPerSecond: Math.round((orders / elapsed) * 10) / 10,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      steps: Object.fromEntries([...steps].map(([name, list]) => [name, mean(list)])),
    };
  } finally {
    agent.destroy();
    server.stop();
  }
}

export function printCheckoutFigures(f: CheckoutFigure): void {
  console.log(`\nWhole checkouts (${f.shoppers} shoppers at once for ${f.seconds} s, card through the sandbox drop-in, server in its own process)`);
  console.log(`orders placed ${f.orders} (${f.ordersPerSecond}/s), refused ${f.refused}; one checkout p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms`);
  console.log(
    `mean per call (ms): ${Object.entries(f.steps)
      .map(([name, ms]) => `${name} ${ms}`)
      .join(', ')}`,
  );
}
