import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface LoadFigure {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly ofTrivial?: number;
}

export async function startServerProcess(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serve.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line).port));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

/** A private client address per shopper, sent as X-Forwarded-For to the bench server, which trusts it. */
export const shopperAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function getJson(port: number, path: string, headers: Record<string, string> = {}): Promise<any> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host: `jrau.localhost:${port}`, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve(JSON.parse(text)));
    })
      .on('error', reject)
      .end();
  });
}

function postJson(port: number, path: string, body: unknown, headers: Record<string, string> = {}): Promise<any> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host: `jrau.localhost:${port}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        let answer = '';
        res.on('data', (c) => (answer += c));
        res.on('end', () => resolve(JSON.parse(answer)));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Signed-in customers, each with a shopping list of ten products, for the lists cases. */
async function customersWithLists(port: number, skus: readonly string[], count: number): Promise<Array<{ token: string; listId: string }>> {
  const customers: Array<{ token: string; listId: string }> = [];
  for (let i = 0; i < count; i++) {
    const address = shopperAddress(1000 + i);
    const signedUp = await postJson(
      port,
      '/api/bff/account/customer',
      { email: `bench.${process.pid}.${i}@example.com`, password: 'Bench-Pass-2026', firstName: 'Bench', lastName: 'Maker', phone: '0400 111 222' },
      { 'x-forwarded-for': address },
    );
    const auth = { authorization: `Bearer ${signedUp.accessToken}`, 'x-forwarded-for': address };
    const list = await postJson(port, '/api/bff/lists/list', { name: 'Bench list', products: skus.slice(0, 10) }, auth);
    customers.push({ token: signedUp.accessToken, listId: list.id });
  }
  return customers;
}

type LoadCase = { path?: string; requests?: autocannon.Request[] };

async function load(port: number, name: string, { path = '/', requests }: LoadCase): Promise<LoadFigure> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    ...(requests && { requests }),
    connections: 10,
    duration: 5,
    // Every case sends what a browser sends: real shoppers always accept compressed answers.
    headers: { host: `jrau.localhost:${port}`, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

export async function serverFigures(): Promise<LoadFigure[]> {
  const server = await startServerProcess();
  try {
    const tokens: string[] = [];
    // 200 shoppers, each from an address of their own (new sessions are limited per address).
    for (let i = 0; i < 200; i++)
      tokens.push((await getJson(server.port, '/api/bff/auth/accessToken', { 'x-forwarded-for': shopperAddress(i) })).accessToken);
    const listing = await getJson(server.port, '/api/bff/products/list?pageSize=50');
    const skus: string[] = listing.products.filter((p: { inStock: boolean }) => p.inStock).map((p: { sku: string }) => p.sku);
    let n = 0;
    const customers = await customersWithLists(server.port, skus, 10);
    const project = (await getJson(server.port, '/api/bff/projects/list?kind=project&pageSize=1')).projects[0];
    const asCustomer = (
      build: (customer: { token: string; listId: string }) => { method: autocannon.Request['method']; path: string; body?: string },
    ): LoadCase => ({
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            n += 1;
            const customer = customers[n % customers.length]!;
            return {
              ...req,
              ...build(customer),
              headers: {
                ...req.headers,
                authorization: `Bearer ${customer.token}`,
                'x-forwarded-for': shopperAddress(1000 + (n % customers.length)),
              },
            };
          },
        },
      ],
    });
    // Typos of the words of product names, more than the answer caches hold, so each search is worked out afresh.
    const titles: string[] = [];
    for (let page = 1; page <= 60; page++)
      titles.push(
        ...(await getJson(server.port, `/api/bff/products/list?page=${page}&pageSize=48&sort=name`)).products.map((p: { title: string }) => p.title),
      );
    const words = [...new Set(titles.flatMap((title) => title.toLowerCase().match(/\b[a-z]{5,12}\b/g) ?? []))];
    // Each word with two letters swapped, one dropped or one doubled, at every place but the first letter.
    const typosOf = (word: string) =>
      Array.from({ length: word.length - 2 }, (_, i) => [
        word.slice(0, i + 1) + word.slice(i + 2, i + 3) + word.slice(i + 1, i + 2) + word.slice(i + 3),
        word.slice(0, i + 1) + word.slice(i + 2),
        word.slice(0, i + 2) + word.slice(i + 1),
      ]).flat();
    const typos = [...new Set(words.flatMap(typosOf))].slice(0, 5000);
    const cycling = (paths: readonly string[]): LoadCase => ({
      requests: [{ setupRequest: (req: autocannon.Request) => ((n += 1), { ...req, path: paths[n % paths.length]! }) }],
    });
    const figures: LoadFigure[] = [];
    const trivial = await load(server.port, 'trivial route (GET /api/health)', { path: '/api/health' });
    figures.push(trivial);
    const cases: Array<[string, LoadCase]> = [
      ['product list (a category page)', { path: '/api/bff/products/list?page=1&pageSize=24' }],
      ['search: one word ("multimeter")', { path: '/api/bff/products/search?q=multimeter' }],
      ['search: several words ("12v deep cycle battery")', { path: '/api/bff/products/search?q=12v%20deep%20cycle%20battery' }],
      ['search: a typo ("arudino")', { path: '/api/bff/products/search?q=arudino' }],
      ['search: a prefix ("solde")', { path: '/api/bff/products/search?q=solde' }],
      ['search: matches most products ("warranty")', { path: '/api/bff/products/search?q=warranty' }],
      [
        `search: ${typos.length.toLocaleString('en-AU')} different typos, none cached`,
        cycling(typos.map((q) => `/api/bff/products/search?q=${encodeURIComponent(q)}`)),
      ],
      ['suggestions as typed ("multim")', { path: '/api/bff/products/suggest?q=multim' }],
      ['product list narrowed by a spec', { path: '/api/bff/products/list?category=batteries&spec=Voltage%3A12%20V&page=1&pageSize=24' }],
      ['search narrowed by a spec ("battery", 12 V)', { path: '/api/bff/products/search?q=battery&spec=Voltage%3A12%20V' }],
      ['nearest store', { path: '/api/bff/stores?sortBy=closest&limit=1&latitude=-33.87&longitude=151.21' }],
      // Pages rendered on the server (the built client must be there: `npm run bench` builds it first).
      ['page: home, server-rendered', { path: '/' }],
      ['page: a category, server-rendered', { path: '/c/power-and-batteries' }],
      ['page: a product, server-rendered', { path: `/p/${listing.products[0]?.slug ?? ''}` }],
      ['page: search results, server-rendered', { path: '/search?q=battery' }],
      [
        'cart add',
        {
          requests: [
            {
              method: 'POST',
              path: '/api/bff/cart/add',
              setupRequest: (req: autocannon.Request) => {
                n += 1;
                return {
                  ...req,
                  headers: { ...req.headers, authorization: `Bearer ${tokens[n % tokens.length]}` },
                  body: JSON.stringify({ sku: skus[n % skus.length], quantity: 1, itemContainer: 'bench' }),
                };
              },
            },
          ],
        },
      ],
      [
        "a customer's lists (which hold a product)",
        asCustomer(() => ({ method: 'GET', path: `/api/bff/lists/list?productIds=${skus[n % skus.length]}` })),
      ],
      ['a list with its products', asCustomer((c) => ({ method: 'GET', path: `/api/bff/lists/list/${c.listId}/details` }))],
      [
        'add a product to a list',
        asCustomer((c) => ({
          method: 'POST',
          path: `/api/bff/lists/list/${c.listId}`,
          body: JSON.stringify({ productIds: [skus[n % skus.length]] }),
        })),
      ],
      [
        "a project's parts into the cart",
        {
          requests: [
            {
              method: 'POST',
              path: `/api/bff/projects/${project.id}/add-to-cart`,
              setupRequest: (req: autocannon.Request) => {
                n += 1;
                return { ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[n % tokens.length]}` } };
              },
            },
          ],
        },
      ],
      ['workshops with places left', { path: '/api/bff/makerhub/workshops' }],
    ];
    for (const [name, options] of cases) {
      const figure = await load(server.port, name, options);
      figures.push({ ...figure, ofTrivial: figure.requestsPerSecond / trivial.requestsPerSecond });
    }
    return figures;
  } finally {
    server.stop();
  }
}

export function printLoadFigures(figures: readonly LoadFigure[]): void {
  console.log('\nServer under load (autocannon, 10 connections, 5 s each, server in its own process)');
  console.log(
    `${'case'.padEnd(44)} ${'req/s'.padStart(8)} ${'of trivial'.padStart(11)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}`,
  );
  for (const f of figures) {
    const share = f.ofTrivial === undefined ? '—' : `${Math.round(f.ofTrivial * 100)} %`;
    console.log(
      `${f.name.padEnd(44)} ${String(f.requestsPerSecond).padStart(8)} ${share.padStart(11)} ${String(f.p50Ms).padStart(7)} ${String(f.p99Ms).padStart(7)} ${String(f.non2xx).padStart(8)}`,
    );
  }
}
