import type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * Interaction to Next Paint, read from the browser's Event Timing entries as web-vitals does: every entry
 * of an interaction (pointerdown, pointerup, click, keydown…) carries its interactionId, and the
 * interaction's latency is the longest of its entries' durations (input delay + processing + the time to
 * the next paint, rounded by the browser to 8 ms). Entries under 16 ms are not reported at all, so an
 * interaction faster than that reads as 0 here.
 */

/** A phone such as the Moto G Power Lighthouse emulates: 4× slower CPU, 390×844 viewport. */
export const MID_RANGE_PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;
export const CPU_SLOWDOWN = 4;

interface InteractionEntry {
  readonly id: number;
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
}

declare global {
  interface Window {
    __interactions?: Map<number, InteractionEntry>;
  }
}

/** Records every interaction of every page the context opens, from the very start of the page. */
export async function watchInteractions(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = new Map<number, { id: number; name: string; startTime: number; duration: number }>();
    window.__interactions = seen;
    new PerformanceObserver((list) => {
      // TypeScript's DOM library does not know interactionId yet.
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
        if (!entry.interactionId) continue;
        const known = seen.get(entry.interactionId);
        if (!known || entry.duration > known.duration)
          seen.set(entry.interactionId, { id: entry.interactionId, name: entry.name, startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** Slows the page's CPU as a mid-range phone's would be (Chrome DevTools' "4× slowdown"). */
export async function throttleCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Two frames and a moment after them: Event Timing reports an interaction only once its next paint is done. */
const afterNextPaint = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

export interface InteractionLatency {
  /** The longest interaction the action caused, in ms (0: every entry was under 16 ms). */
  readonly inp: number;
  /** The event type of that interaction's longest entry. */
  readonly event: string;
}

/**
 * Performs `act`, waits for `settled` (what the shopper sees happen), then gives the latency of the slowest
 * interaction that started meanwhile.
 */
export async function latencyOf(page: Page, act: () => Promise<void>, settled: () => Promise<void>): Promise<InteractionLatency> {
  // An earlier interaction's entry may arrive late, after its paint: count only those starting from now.
  const since = await page.evaluate(() => performance.now());
  await act();
  await settled();
  await afterNextPaint(page);
  const entries = await page.evaluate(() => [...(window.__interactions?.values() ?? [])]);
  const mine = entries.filter((entry) => entry.startTime >= since).sort((a, b) => b.duration - a.duration);
  return { inp: mine[0]?.duration ?? 0, event: mine[0]?.name ?? '' };
}

/** The header's cart button, whose name carries the count: "Cart, 2 items". */
export const cartButton = (page: Page): Locator => page.getByRole('button', { name: /^Cart, \d+ items?$/ });

export const cartCount = async (page: Page): Promise<number> =>
  Number(/(\d+)/.exec((await cartButton(page).getAttribute('aria-label')) ?? '')?.[1] ?? NaN);

/** The cart drawer: a dialog named "Your cart (n items)". */
export const cartDrawer = (page: Page): Locator => page.getByRole('dialog', { name: /Your cart/ });

/** The search page's filters: the first brand checkbox, or the first filter link if the filters are links. */
export function firstFacet(page: Page): Locator {
  const filters = page.getByRole('complementary', { name: 'Filters' });
  return filters.getByRole('checkbox').or(filters.getByRole('link')).first();
}

/** The line "219 results for “battery”, showing 1–24" above the search results. */
export const resultCount = (page: Page): Locator =>
  page
    .getByRole('status')
    .filter({ hasText: /results? for/ })
    .first();

/** Presses the first product tile's "Add to cart" on the page and waits for the header's count to go up. */
export async function addToCartLatency(page: Page): Promise<InteractionLatency & { before: number; after: number }> {
  const before = await cartCount(page);
  const button = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
  const latency = await latencyOf(
    page,
    () => button.click(),
    () =>
      page
        .waitForFunction(
          (count) => {
            const labels = [...document.querySelectorAll('button[aria-label^="Cart, "]')].map((node) => node.getAttribute('aria-label') ?? '');
            return labels.some((label) => Number(/^Cart, (\d+) items?$/.exec(label)?.[1] ?? -1) > count);
          },
          before,
          { polling: 50 },
        )
        .then(() => undefined),
  );
  // The shop opens the cart drawer once the server has the line; that comes after the click's paint.
  await cartDrawer(page)
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  return { ...latency, before, after: await cartCount(page) };
}

/** Opens the cart drawer from the header's cart button (closing one an add-to-cart opened first). */
export async function openCartLatency(page: Page): Promise<InteractionLatency> {
  if (await cartDrawer(page).isVisible()) {
    await page.keyboard.press('Escape');
    await cartDrawer(page).waitFor({ state: 'hidden' });
  }
  return latencyOf(
    page,
    () => cartButton(page).click(),
    () => cartDrawer(page).waitFor(),
  );
}

/** Ticks the first filter of a search page and waits for the results to change. */
export async function facetLatency(page: Page): Promise<InteractionLatency & { before: string; after: string; url: string }> {
  const count = resultCount(page);
  await count.filter({ hasText: /showing/ }).waitFor();
  const before = (await count.textContent()) ?? '';
  // On a phone the filters wait behind their "Filters" button: opening them is not the interaction measured.
  const opener = page.getByRole('button', { name: /^Filters/ });
  if (await opener.isVisible()) {
    await opener.click();
    await firstFacet(page).waitFor();
  }
  const latency = await latencyOf(
    page,
    () => firstFacet(page).click(),
    () =>
      page
        .waitForFunction(
          (text) => {
            const status = [...document.querySelectorAll('[role="status"]')].find((node) => /results? for/.test(node.textContent ?? ''));
            return status !== undefined && status.textContent !== text && /showing/.test(status.textContent ?? '');
          },
          before,
          { polling: 50 },
        )
        .then(() => undefined),
  );
  return { ...latency, before, after: (await count.textContent()) ?? '', url: page.url() };
}
