import { describe, expect, it } from 'vitest';
import type { AnalyticsSink, SentAnalyticsEvent } from '../../src/application/ports/analytics';
import { ANALYTICS_META, analyticsSinkNames, fanOut, lazySink } from '../../src/composition/analytics-sinks';

const withMeta = (content: string | null) => ({
  querySelector: (selector: string) => (content !== null && selector === `meta[name="${ANALYTICS_META}"]` ? ({ content } as HTMLMetaElement) : null),
});

const sent = (n: number): SentAnalyticsEvent[] =>
  Array.from({ length: n }, (_, i) => ({ id: `analytics-${i}`, event: { type: 'storeFinderOpened', data: {} }, userStatus: 'Anonymous' }));

class Keeping implements AnalyticsSink {
  readonly got: string[] = [];
  hidden = 0;
  record(batch: readonly SentAnalyticsEvent[]) {
    this.got.push(...batch.map((entry) => entry.id));
  }
  pageHidden() {
    this.hidden += 1;
  }
}

describe('the analytics sinks a page binds', () => {
  it('are the ones the server names, in its order, else GA4’s dataLayer alone', () => {
    expect(analyticsSinkNames(withMeta(null))).toEqual(['ga4']);
    expect(analyticsSinkNames(withMeta('beacon'))).toEqual(['beacon']);
    expect(analyticsSinkNames(withMeta('beacon ga4 beacon'))).toEqual(['beacon', 'ga4']);
    // A name this client does not know (a newer server's) is passed over, never a page without analytics.
    expect(analyticsSinkNames(withMeta('segment'))).toEqual(['ga4']);
  });

  it('each hear every batch and the page’s hiding, and one that throws keeps nothing from the others', () => {
    const first = new Keeping();
    const second = new Keeping();
    const failing: AnalyticsSink = {
      record: () => {
        throw new Error('vendor down');
      },
      pageHidden: () => {
        throw new Error('vendor down');
      },
    };
    const sink = fanOut([first, failing, second]);
    expect(() => sink.record(sent(2))).not.toThrow();
    expect(() => sink.pageHidden()).not.toThrow();
    expect(first.got).toEqual(['analytics-0', 'analytics-1']);
    expect(second.got).toEqual(['analytics-0', 'analytics-1']);
    expect([first.hidden, second.hidden]).toEqual([1, 1]);
  });

  it('a sink whose code loads later gets what came before, in order, and a failed load is tried again', async () => {
    const loaded = new Keeping();
    let tries = 0;
    const sink = lazySink(async () => {
      tries += 1;
      if (tries === 1) throw new Error('chunk failed to load');
      return loaded;
    });
    sink.record(sent(1));
    await new Promise((resolve) => setImmediate(resolve));
    sink.record(sent(3).slice(1));
    sink.pageHidden();
    await new Promise((resolve) => setImmediate(resolve));
    expect(tries).toBe(2);
    expect(loaded.got).toEqual(['analytics-0', 'analytics-1', 'analytics-2']);
    expect(loaded.hidden).toBe(1);
  });
});

describe('the shop’s collector', () => {
  it('takes a long product list cut down to what it keeps, saying how long it was, rather than refuse the batch', async () => {
    const { fittedData } = await import('../../src/adapters/analytics/beacon-sink');
    const { ANALYTICS_DATA_LIMIT } = await import('../../contract/analytics');
    const products = Array.from({ length: 200 }, (_, i) => ({
      sku: `XC${String(i).padStart(4, '0')}`,
      name: `Arduino-compatible sensor module number ${i} with headers`,
      price: { centAmount: 1_995 + i, currencyCode: 'AUD' },
      brandName: 'Duinotech',
      category1Name: 'Arduino',
    }));
    const data = { listId: 'arduino', listName: 'Arduino', products };
    const fitted = fittedData(data);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(ANALYTICS_DATA_LIMIT);
    expect(fitted).toMatchObject({ listId: 'arduino', productsCount: 200, truncated: true });
    expect((fitted.products as unknown[]).length).toBeGreaterThan(0);
    expect(fitted.products).toEqual(products.slice(0, (fitted.products as unknown[]).length));
    // What fits already is sent as it is.
    expect(fittedData({ sku: 'XC4410' })).toEqual({ sku: 'XC4410' });
  });
});
