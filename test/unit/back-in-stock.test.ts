import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/application/ports/api-error';
import type { Bff } from '../../src/application/ports/bff';
import type { BotCheck } from '../../src/application/ports/bot-check';
import { TOKENS } from '../../src/application/tokens';
import { BACK_IN_STOCK_MESSAGES, backInStockUseCases } from '../../src/application/use-cases/back-in-stock';
import { resolve } from '../../src/composition/container';
import { err, ok } from '../../src/domain/shared';
import { createTestContainer } from '../support/test-container';

type SubscribeRequest = Parameters<Bff['products']['subscribe']>[0];

/** POST /bff/products/subscribe in memory: known product codes, a spent-once bot-check token, scripted failures. */
class FakeProducts implements Pick<Bff['products'], 'subscribe'> {
  readonly calls: SubscribeRequest[] = [];
  readonly subscriptions = new Set<string>();
  readonly spent = new Set<string>();
  failNext: ApiError[] = [];

  constructor(private readonly known: readonly string[]) {}

  async subscribe(request: SubscribeRequest) {
    this.calls.push(request);
    const failed = this.failNext.shift();
    if (failed) return err(failed);
    const product = this.known.find((code) => code.toLowerCase() === request.productCode.toLowerCase());
    if (!product) return err({ status: 404, message: `Product ${request.productCode} not found` });
    if (!request.botCheckToken || this.spent.has(request.botCheckToken)) return err({ status: 400, message: 'Bot check failed' });
    this.spent.add(request.botCheckToken);
    this.subscriptions.add(`${product}|${request.email.toLowerCase()}`);
    return ok({ subscribed: true as const, productCode: product });
  }
}

/** Hands out numbered tokens, or none when the check does not run here. */
class FakeBotCheck implements BotCheck {
  issued = 0;
  constructor(readonly runsHere = true) {}
  async token() {
    if (!this.runsHere) return undefined;
    this.issued += 1;
    return `challenge-${this.issued}.nonce`;
  }
}

/** The use case over the client core in memory: what it records reaches the data layer as the shop's would. */
const setup = (botCheck = new FakeBotCheck()) => {
  const products = new FakeProducts(['P-100', 'P-200']);
  const { container, fakes } = createTestContainer();
  resolve(container, TOKENS.AnalyticsSubscriber);
  const browsing = resolve(container, TOKENS.BrowsingUseCases);
  // Events wait for the session's user status (spec §4 Analytics queue): the page has loaded it.
  void resolve(container, TOKENS.SessionUseCases).loadSession();
  const notified = () => fakes.analytics.dataLayer.filter((push) => push.event === 'notify_back_in_stock');
  return { products, botCheck, notified, backInStock: backInStockUseCases({ bff: { products }, botCheck, browsing }) };
};

describe('back in stock', () => {
  it('gets a fresh bot-check token and subscribes the trimmed email to the product', async () => {
    const { products, backInStock } = setup();
    expect(await backInStock.notify('P-100', '  maker@example.com ')).toEqual(ok({ productCode: 'P-100' }));
    expect(products.calls).toEqual([{ productCode: 'P-100', email: 'maker@example.com', botCheckToken: 'challenge-1.nonce' }]);
    expect([...products.subscriptions]).toEqual(['P-100|maker@example.com']);
  });

  it('pushes notify_back_in_stock (spec §9) for the product once the request is saved, and not when it fails', async () => {
    const { products, backInStock, notified } = setup();
    await backInStock.notify('p-100', 'maker@example.com');
    products.failNext = [{ status: 503, message: 'Service unavailable' }];
    await backInStock.notify('P-200', 'maker@example.com');
    await backInStock.notify('P-999', 'maker@example.com');
    await backInStock.notify('P-200', 'not-an-email');
    expect(notified()).toEqual([expect.objectContaining({ event: 'notify_back_in_stock', item_id: 'P-100' })]);
  });

  it('uses a new token for every request, so asking again is not refused as a replay', async () => {
    const { products, backInStock, botCheck } = setup();
    await backInStock.notify('P-100', 'maker@example.com');
    expect((await backInStock.notify('P-200', 'maker@example.com')).ok).toBe(true);
    expect(botCheck.issued).toBe(2);
    expect(products.calls.map((c) => c.botCheckToken)).toEqual(['challenge-1.nonce', 'challenge-2.nonce']);
  });

  it('refuses an implausible email before asking for a token or calling the server', async () => {
    const { products, backInStock, botCheck } = setup();
    for (const email of ['', '   ', 'maker', 'maker@example', `${'a'.repeat(250)}@example.com`]) {
      expect(await backInStock.notify('P-100', email)).toEqual(
        err({ type: 'backInStock/invalidEmail', message: BACK_IN_STOCK_MESSAGES.invalidEmail }),
      );
    }
    expect(botCheck.issued).toBe(0);
    expect(products.calls).toEqual([]);
  });

  it('refuses an empty product code without a call', async () => {
    const { products, backInStock } = setup();
    expect((await backInStock.notify('  ', 'maker@example.com')).ok).toBe(false);
    expect(products.calls).toEqual([]);
  });

  it('sends no token where the check does not run, and says the bot check failed when the server refuses', async () => {
    const { products, backInStock } = setup(new FakeBotCheck(false));
    expect(await backInStock.notify('P-100', 'maker@example.com')).toEqual(
      err({ type: 'backInStock/botCheckFailed', message: BACK_IN_STOCK_MESSAGES.botCheckFailed }),
    );
    expect(products.calls).toEqual([{ productCode: 'P-100', email: 'maker@example.com' }]);
    expect('botCheckToken' in (products.calls[0] ?? {})).toBe(false);
  });

  it('tells an unknown product, a refused email and any other failure apart', async () => {
    const { products, backInStock } = setup();
    expect(await backInStock.notify('P-999', 'maker@example.com')).toEqual(
      err({ type: 'backInStock/unknownProduct', message: BACK_IN_STOCK_MESSAGES.unknownProduct }),
    );
    products.failNext = [{ status: 400, message: 'body.email: Invalid email address' }];
    expect(await backInStock.notify('P-100', 'maker@example.com')).toEqual(
      err({ type: 'backInStock/invalidEmail', message: BACK_IN_STOCK_MESSAGES.invalidEmail }),
    );
    for (const status of [0, 429, 500, 503]) {
      products.failNext = [{ status, message: 'Service unavailable' }];
      expect(await backInStock.notify('P-100', 'maker@example.com')).toEqual(
        err({ type: 'backInStock/failed', message: BACK_IN_STOCK_MESSAGES.failed }),
      );
    }
    expect(products.subscriptions.size).toBe(0);
  });

  it('passes the cancel signal to the bot check and the call', async () => {
    const seen: Array<AbortSignal | undefined> = [];
    const botCheck: BotCheck = {
      runsHere: true,
      token: async (options) => {
        seen.push(options?.signal);
        return 'challenge-1.nonce';
      },
    };
    const products: Pick<Bff['products'], 'subscribe'> = {
      subscribe: async (request, options) => {
        seen.push(options?.signal);
        return ok({ subscribed: true as const, productCode: request.productCode });
      },
    };
    const controller = new AbortController();
    const browsing = { requestBackInStock: () => ok([]) };
    await backInStockUseCases({ bff: { products }, botCheck, browsing }).notify('P-100', 'maker@example.com', { signal: controller.signal });
    expect(seen).toEqual([controller.signal, controller.signal]);
  });
});
