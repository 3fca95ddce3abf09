import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BannersResponse } from '../../contract/banners';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let clock = Date.UTC(2026, 10, 15, 9);
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
}, 60_000);
afterAll(async () => server?.close());

type Site = 'jrau' | 'jrnz' | 'rtau';
const banners = async (site: Site, placement?: string) => {
  const res = await server.request('GET', `/api/bff/banners${placement === undefined ? '' : `?placement=${placement}`}`, { site });
  expect(res.status, res.text).toBe(200);
  return BannersResponse.parse(res.body).banners;
};
const titles = async (site: Site, placement?: string) => (await banners(site, placement)).map((b) => b.title);

describe('GET /bff/banners', () => {
  it("gives the site's banners showing now in one placement, in marketing's order", async () => {
    expect(await titles('jrau', 'header')).toEqual(['Free delivery over $99', 'Click and collect in an hour']);
    expect(await titles('jrau', 'home')).toEqual(['Maker Month']);
    expect(await titles('jrau', 'category')).toEqual(['Summer project kits']);
    expect(await titles('rtau', 'home')).toEqual(['Road Trip Sale']);
    const [maker] = await banners('jrau', 'home');
    expect(maker).toEqual({
      id: 'jrau-maker-month',
      placement: 'home',
      title: 'Maker Month',
      body: '15% off boards, sensors and kits, plus free workshops in store all month.',
      href: '/makerhub/projects',
      tone: 'promo',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
    });
  });

  it('speaks to New Zealand on jrnz and never shows another site its banners', async () => {
    const nz = await banners('jrnz');
    expect(nz.find((b) => b.id === 'jrnz-free-delivery')?.title).toBe('Free shipping on orders over $99');
    expect(nz.every((b) => b.id.startsWith('jrnz-'))).toBe(true);
    expect((await banners('rtau')).every((b) => b.id.startsWith('rtau-'))).toBe(true);
    expect((await banners('jrau')).some((b) => b.title === 'Road Trip Sale')).toBe(false);
  });

  it('gives every placement without a placement, and follows the clock: campaigns start and end on time', async () => {
    expect((await banners('jrau')).map((b) => b.placement)).toEqual(['header', 'header', 'home', 'category']);
    clock = Date.UTC(2026, 11, 26);
    expect(await titles('jrau', 'home')).toEqual(['Boxing Day deals']);
    expect(await titles('rtau', 'home')).toEqual(['Road Trip Sale', 'Boxing Day deals']);
    clock = Date.UTC(2026, 11, 1) - 1;
    expect(await titles('jrau', 'home')).toEqual(['Maker Month']);
    clock += 1;
    expect(await titles('jrau', 'home')).toEqual([]);
    expect(await titles('jrau', 'header')).toEqual(['Free delivery over $99', 'Click and collect in an hour']);
    clock = Date.UTC(2026, 10, 15, 9);
  });

  it('lets caches keep an answer a minute, per site', async () => {
    const res = await server.request('GET', '/api/bff/banners?placement=header', { site: 'rtau' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.vary).toContain('Host');
  });

  it('refuses an unknown placement with a 400 naming it', async () => {
    for (const placement of ['footer', '', 'HOME', 'home,header']) {
      const res = await server.request('GET', `/api/bff/banners?placement=${encodeURIComponent(placement)}`);
      expect(res.status, placement).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('query.placement') });
    }
  });
});
