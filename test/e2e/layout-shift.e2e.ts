import { createServer, request as httpRequest } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { expect, type SiteCode, siteUrl, test } from './support';

/**
 * Content does not jump while a page loads: the banner, the header's store, postcode, account and cart,
 * the page below the header and the search results keep their place while their data arrives. The
 * shifts the browser reports (Layout Instability API, those not caused by the shopper's own input) add up
 * to less than 0.01 on a phone and a desktop screen, with the CPU slowed as on a mid-range phone.
 */

const SITES: readonly SiteCode[] = ['jrau', 'jrnz', 'rtau'];
const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
] as const;
const LIMIT = 0.01;

interface Shift {
  readonly value: number;
  readonly sources: readonly string[];
}

/** Records every layout shift without recent input from the first paint on, with what moved. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
  const describe = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`
      : String(node?.nodeName);
  type Rect = { x: number; y: number; width: number; height: number };
  type Entry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: Array<{ node: Node | null; previousRect: Rect; currentRect: Rect }>;
  };
  // Where each source was and went, so a failure says what grew or moved, not only what.
  const rect = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (!entry.hadRecentInput) {
        const sources = (entry.sources ?? []).map(
          (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)} at ${Math.round(entry.startTime)} ms`,
        );
        shifts.push({ value: entry.value, sources });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A category and a product of the site, as its home page links them. */
async function pathsOf(browser: Browser, site: SiteCode): Promise<{ category: string; product: string }> {
  const page = await browser.newPage();
  await page.goto(siteUrl(site, '/'));
  const category = await page.locator('main a[href^="/c/"]').first().getAttribute('href');
  const product = await page.locator('main a[href^="/p/"]').first().getAttribute('href');
  await page.close();
  expect(category && product, `${site} home links a category and a product`).toBeTruthy();
  return { category: category!, product: product! };
}

/** Opens the page fresh, waits until it has loaded and its data has arrived, and returns the shifts it saw. */
async function shiftsOn(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The last answers render after the network is quiet; let the (slowed) page paint them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
}

/**
 * Both screens on each brand's AU site; jrnz shares jrau's layout (its header only leaves the state out), so a
 * phone, where the header is tightest, covers it.
 */
const RUNS = SITES.flatMap((site) => SCREENS.filter((screen) => site !== 'jrnz' || screen.name === 'phone').map((screen) => ({ site, screen })));

for (const { site, screen } of RUNS) {
  test(`${site}: home, category, product and search do not shift while they load on a ${screen.name}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { category, product } = await pathsOf(browser, site);
    const context = await browser.newContext({ viewport: screen.viewport, isMobile: screen.isMobile });
    await context.addInitScript(recordShifts);
    const totals: Record<string, number> = {};
    const moved: Record<string, string[]> = {};
    for (const path of ['/', category, product, '/search?q=solder']) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const shifts = await shiftsOn(page, siteUrl(site, path));
      totals[path] = shifts.reduce((sum, shift) => sum + shift.value, 0);
      moved[path] = shifts.flatMap((shift) => shift.sources);
      await page.close();
    }
    await context.close();
    for (const [path, total] of Object.entries(totals)) {
      expect(total, `${site} ${screen.name} ${path} shifted: ${moved[path]?.join('; ')}`).toBeLessThan(LIMIT);
    }
  });
}

/**
 * A loopback proxy to the shop that hands the browser each page's HTML in two parts, the second `pauseMs`
 * later, cut just after the header's search box: what a busy phone or a slow network does to a page. Every
 * other answer passes through as it is.
 */
async function slowDocumentProxy(pauseMs: number): Promise<{ readonly port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(process.env.E2E_PORT),
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = String(answer.headers['content-type'] ?? '').startsWith('text/html');
        const headers = { ...answer.headers };
        if (html) delete headers['content-length'];
        response.writeHead(answer.statusCode ?? 502, headers);
        if (!html) return void answer.pipe(response);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks).toString('utf8');
          const cut = page.indexOf('</form>') + '</form>'.length;
          response.write(page.slice(0, cut));
          setTimeout(() => response.end(page.slice(cut)), pauseMs);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

test('rtau: a page whose HTML arrives in parts paints once it is whole, so the header never jumps', async ({ browser }) => {
  const proxy = await slowDocumentProxy(1_500);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordShifts);
    const page = await context.newPage();
    const shifts = await shiftsOn(page, `http://rtau.localhost:${proxy.port}/search?q=solder`);
    await context.close();
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `shifted: ${shifts.flatMap((shift) => shift.sources).join('; ')}`).toBeLessThan(LIMIT);
  } finally {
    await proxy.close();
  }
});
