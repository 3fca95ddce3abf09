import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
