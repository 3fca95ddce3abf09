import { describe, expect, it } from 'vitest';
import { type FrameHostWindow, type TokenFetch, createPaymentProviders } from '../../src/adapters/payments';

describe('the fraud token', () => {
  it('is fetched once per page, and asked again only after a failure', async () => {
    const calls: string[] = [];
    const answers = [
      { ok: false, body: {} },
      { ok: true, body: { token: 'ftr_device1' } },
    ];
    const fetch: TokenFetch = async (url) => {
      calls.push(url);
      const answer = answers.shift() ?? { ok: true, body: { token: 'ftr_other' } };
      return { ok: answer.ok, json: async () => answer.body };
    };
    const providers = createPaymentProviders({ window: {} as FrameHostWindow, fetch });
    await expect(providers.fraudToken()).rejects.toThrow();
    const [a, b] = await Promise.all([providers.fraudToken(), providers.fraudToken()]);
    expect([a, b, await providers.fraudToken()]).toEqual(['ftr_device1', 'ftr_device1', 'ftr_device1']);
    expect(calls).toEqual(['/sandbox/forter/token', '/sandbox/forter/token']);
  });
});
