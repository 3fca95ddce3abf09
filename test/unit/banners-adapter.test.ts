import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNERS_MAX_POLLS, type BannersFetch, createBanners } from '../../src/adapters/banners';
import type { Banner } from '../../src/application/ports/banners';

const banner = (id: string, placement: Banner['placement'], over: Partial<Banner> = {}): Banner => ({
  id,
  placement,
  title: `Title ${id}`,
  body: `Body ${id}`,
  href: null,
  tone: 'info',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  ...over,
});
const SEEN = [banner('a', 'header'), banner('b', 'home', { tone: 'promo', href: '/makerhub' }), banner('c', 'header'), banner('d', 'category')];

/** The banners endpoint in memory: answers each GET as scripted (a status, a body, or a network failure). */
class FakeBannersEndpoint {
  readonly calls: Array<{ url: string; at: number }> = [];
  private readonly script: Array<number | 'network' | { body: unknown }> = [];

  answer(...outcomes: Array<number | 'network' | { body: unknown }>): this {
    this.script.push(...outcomes);
    return this;
  }

  readonly fetch: BannersFetch = async (url) => {
    this.calls.push({ url, at: Date.now() });
    const outcome = this.script.shift() ?? 200;
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    if (typeof outcome === 'object') return { status: 200, json: async () => outcome.body };
    return { status: outcome, json: async () => (outcome === 200 ? { banners: SEEN } : { statusCode: outcome, message: 'nope' }) };
  };
}

let endpoint: FakeBannersEndpoint;
let clock: number;
beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 15) });
  endpoint = new FakeBannersEndpoint();
  clock = Date.UTC(2026, 10, 15);
});
afterEach(() => vi.useRealTimers());

const client = () => createBanners({ origin: 'http://rtau.localhost:8080/', fetch: endpoint.fetch, now: () => clock });
const start = Date.UTC(2026, 10, 15);

describe('banners adapter', () => {
  it('is ready once the service answers, and one answer serves every placement in order', async () => {
    const banners = client();
    expect(await banners.ready()).toBe(true);
    expect(await banners.banners('header')).toEqual([SEEN[0], SEEN[2]]);
    expect(await banners.banners('home')).toEqual([SEEN[1]]);
    expect(await banners.banners('category')).toEqual([SEEN[3]]);
    expect(endpoint.calls).toEqual([{ url: 'http://rtau.localhost:8080/api/bff/banners', at: start }]);
  });

  it('polls readiness every 250 ms (spec §9) while the service is unreachable or failing', async () => {
    endpoint.answer('network', 503, 429);
    const banners = client();
    let ready: boolean | undefined;
    void banners.ready().then((value) => (ready = value));
    await vi.advanceTimersByTimeAsync(749);
    expect(endpoint.calls.map((c) => c.at - start)).toEqual([0, 250, 500]);
    expect(ready).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
    expect(endpoint.calls.map((c) => c.at - start)).toEqual([0, 250, 500, 750]);
    expect(await banners.banners('home')).toEqual([SEEN[1]]);
  });

  it('shares one wait between callers', async () => {
    endpoint.answer(503);
    const banners = client();
    const both = Promise.all([banners.ready(), banners.banners('header'), banners.ready()]);
    await vi.advanceTimersByTimeAsync(250);
    expect(await both).toEqual([true, [SEEN[0], SEEN[2]], true]);
    expect(endpoint.calls).toHaveLength(2);
  });

  it('gives up after its bound (40 polls, 10 s): no banners, and the next caller starts a new wait', async () => {
    endpoint.answer(...Array.from({ length: BANNERS_MAX_POLLS }, () => 503 as const));
    const banners = client();
    const first = banners.banners('header');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await first).toEqual([]);
    expect(endpoint.calls).toHaveLength(BANNERS_MAX_POLLS);
    expect(endpoint.calls.at(-1)!.at - start).toBe((BANNERS_MAX_POLLS - 1) * 250);
    expect(await banners.ready()).toBe(true);
    expect(endpoint.calls).toHaveLength(BANNERS_MAX_POLLS + 1);
  });

  it('stops waiting at once on a refusal or an answer that breaks the contract', async () => {
    endpoint.answer(404, { body: { banners: [{ id: 'x' }] } }, { body: 'oops' });
    const banners = client();
    expect(await banners.ready()).toBe(false);
    expect(await banners.banners('home')).toEqual([]);
    expect(await banners.banners('home')).toEqual([]);
    expect(endpoint.calls).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('drops a banner whose window closes while the page stays open', async () => {
    endpoint.answer({ body: { banners: [banner('ends', 'home', { endsAt: '2026-11-20T00:00:00.000Z' }), banner('stays', 'home')] } });
    const banners = client();
    expect((await banners.banners('home')).map((b) => b.id)).toEqual(['ends', 'stays']);
    clock = Date.UTC(2026, 10, 20);
    expect((await banners.banners('home')).map((b) => b.id)).toEqual(['stays']);
    expect(endpoint.calls).toHaveLength(1);
  });
});
