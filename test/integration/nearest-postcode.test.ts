import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
const nearest = (query: string, site: 'jrau' | 'jrnz' | 'rtau' = 'jrau') =>
  server.request('GET', `/api/bff/stores/nearest-postcode${query}`, { site });

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe('GET /bff/stores/nearest-postcode (Use my location)', () => {
  it('gives the street postcode of a city centre, not its post office boxes or mail centre', async () => {
    const cases: Array<[string, 'jrau' | 'jrnz' | 'rtau', number, number, RegExp, string]> = [
      ['Sydney', 'jrau', -33.8688, 151.2093, /^2000$/, 'NSW'],
      ['Melbourne for rtm', 'rtau', -37.8136, 144.9631, /^30[0-9]{2}$/, 'VIC'],
      ['Perth', 'jrau', -31.9523, 115.8613, /^6000$/, 'WA'],
      ['Brisbane', 'jrau', -27.4698, 153.0251, /^4000$/, 'QLD'],
    ];
    for (const [name, site, latitude, longitude, postcode, state] of cases) {
      const res = await nearest(`?latitude=${latitude}&longitude=${longitude}`, site);
      expect(res.status, name).toBe(200);
      expect(res.body.postcode, name).toMatch(postcode);
      expect(res.body.state, name).toBe(state);
      expect(res.body.distanceKm, name).toBeLessThan(3);
      // A place the postcode search knows, so the delivery check and the session token take it.
      const known = await server.request('GET', `/api/bff/stores/postcode-search/${res.body.postcode}`);
      expect(
        known.body.map((p: { locality: string }) => p.locality),
        name,
      ).toContain(res.body.locality);
    }
  });

  it("answers in the site's own country: NZ on jrnz, and none for a position in the other country", async () => {
    const wellington = await nearest('?latitude=-41.2865&longitude=174.7762', 'jrnz');
    expect(wellington.status).toBe(200);
    const nz = await server.database.db.selectFrom('places').select('postcode').where('country', '=', 'NZ').execute();
    expect(nz.map((p) => p.postcode)).toContain(wellington.body.postcode);
    expect(wellington.body.locality).toMatch(/^Wellington/);

    const sydneyOnNz = await nearest('?latitude=-33.8688&longitude=151.2093', 'jrnz');
    expect(sydneyOnNz.status).toBe(404);
    expect(sydneyOnNz.body.message).toContain('No NZ postcode within 100 km');
    const aucklandOnAu = await nearest('?latitude=-36.8485&longitude=174.7633', 'jrau');
    expect(aucklandOnAu.status).toBe(404);
  });

  it('refuses a missing or impossible position with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'query.latitude'],
      ['?latitude=-33.8', 'query.longitude'],
      ['?latitude=91&longitude=151', 'query.latitude'],
      ['?latitude=-33.8&longitude=181', 'query.longitude'],
      ['?latitude=abc&longitude=151', 'query.latitude'],
      ['?latitude=0x10&longitude=151', 'query.latitude'],
    ] as const) {
      const res = await nearest(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(field);
    }
  });
});
