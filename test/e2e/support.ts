import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type SiteCode = 'jrau' | 'jrnz' | 'rtau';

export const siteUrl = (site: SiteCode, path = '/'): string => `http://${site}.localhost:${process.env.E2E_PORT}${path}`;

/** The GA4 data layer the page has built so far. */
export const dataLayer = (page: Page): Promise<Array<Record<string, unknown>>> =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).map((e) => ({ ...e })));

/** The names of the events pushed so far, in order. */
export const eventNames = async (page: Page): Promise<string[]> =>
  (await dataLayer(page)).map((entry) => entry.event).filter((name): name is string => typeof name === 'string');

/** An axe-core scan of the page: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // The page as the shopper reads it: a fade under way (the chat launcher stepping aside, a drawer opening) would
  // have the checker measure a half-transparent colour's contrast.
  // Endless ones (a spinner) are left alone, and the wait is bounded.
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  // The checker opens and closes a blank page of its own; the page it left stays in the background, where it
  // draws two frames a second, and every later action would wait for it to hold still. Bring it back.
  await page.bringToFront();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

/** A Content-Security-Policy violation a page of the test reported, in the page or in the console. */
interface CspViolation {
  readonly page: string;
  readonly what: string;
}

/**
 * The shop's `test`: every test runs with the Content-Security-Policy the server sends, and fails when any
 * page it opened (the shop, the sandbox frames, the 3-D Secure and BNPL pages) reported a violation: a
 * `securitypolicyviolation` event in any frame, or a console error about the policy.
 */
/**
 * A page the server rendered shows its content before its code answers a click. The shop's `page` waits, after
 * each `goto` and `reload` of a shop page with JavaScript on, until the document says it is taken over
 * (`data-ready`), as a shopper's second look would; other pages (the providers' frames) are left as they are.
 */
async function untilTakenOver(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('storefront-state') || document.documentElement.dataset.ready !== undefined, undefined, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilTakenOver(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilTakenOver(page);
        return response;
      };
    }
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', ({ frame }, what: string) => {
        violations.push({ page: frame.url(), what });
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (what: string) => void }).__reportCspViolation;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
            violations.push({ page: page.url(), what: message.text() });
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
