import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
const post = (
  path: string,
  address: string | undefined,
  site: 'jrau' | 'jrnz' = 'jrau',
  headers: Record<string, string> = { 'content-type': 'application/json' },
) =>
  server.request('POST', `/api/bff/addressfinder/${path}${address === undefined ? '' : `?address=${encodeURIComponent(address)}`}`, {
    site,
    headers,
  });

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

describe('POST /bff/addressfinder/address', () => {
  it('suggests real places and keeps the typed street in the label', async () => {
    const res = await post('address', '12 George St, Sydney NSW 2000');
    expect(res.status).toBe(200);
    expect(res.body.suggestions[0]).toMatchObject({ label: '12 George St, Sydney NSW 2000' });
    expect(res.body.suggestions[0].id).toMatch(/^\d+$/);
  });

  it('completes a locality from its first letters, without a comma too', async () => {
    const res = await post('address', '5 Church St Parramat');
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    for (const s of res.body.suggestions) expect(s.label).toMatch(/^5 Church St, Parramatta[A-Za-z ]* (NSW|QLD) \d{4}$/);
    expect(res.body.suggestions[0].label).toMatch(/^5 Church St, Parramatta NSW \d{4}$/);
  });

  it('lists the localities of a typed postcode', async () => {
    const res = await post('address', '3000');
    expect(res.body.suggestions.map((s: any) => s.label)).toContain('Melbourne VIC 3000');
  });

  it('answers from the site country: NZ places on jrnz, with no state', async () => {
    const res = await post('address', '1 Queen St, Auckl', 'jrnz');
    expect(res.body.suggestions.length).toBeGreaterThan(0);
    expect(res.body.suggestions[0].label).toMatch(/^1 Queen St, Auckland.* \d{4}$/);
    expect((await post('address', 'Sydney NSW 2000', 'jrnz')).body.suggestions).toEqual([]);
  });

  it('is an empty list for a place that does not exist', async () => {
    expect((await post('address', 'Qqqqzzz')).body).toEqual({ suggestions: [] });
  });

  it('needs 3 to 200 characters of text, named in the error', async () => {
    for (const text of [undefined, '', 'ab', '  a ', 'x'.repeat(201)]) {
      const res = await post('address', text);
      expect(res.status, String(text)).toBe(400);
      expect(res.body.message).toContain('query.address');
    }
  });

  it('accepts the bodiless POST with or without a JSON content type', async () => {
    expect((await post('address', 'Hobart', 'jrau', {})).status).toBe(200);
    const bad = await server.request('POST', '/api/bff/addressfinder/address?address=Hobart', { raw: '{oops' });
    expect(bad.status).toBe(400);
  });
});

describe('street number, name and type on real places', () => {
  const labels = async (text: string, site: 'jrau' | 'jrnz' = 'jrau') =>
    (await post('address', text, site)).body.suggestions.map((s: any) => s.label);

  it('keeps "1 George Street" whole and pairs it with city centres, never the PO box locality "George Street"', async () => {
    const found = await labels('1 George Street');
    expect(found.slice(0, 3)).toEqual([
      '1 George Street, Sydney NSW 2000',
      '1 George Street, Melbourne VIC 3000',
      '1 George Street, Brisbane City QLD 4000',
    ]);
    for (const label of found) expect(label).not.toMatch(/George Street QLD 4003|^1, /);
  });

  it('reads "25 Queen St" as a street, not "25 Queen" in St Agnes', async () => {
    const found = await labels('25 Queen St');
    expect(found).toContain('25 Queen St, Melbourne VIC 3000');
    for (const label of found) expect(label.startsWith('25 Queen St, ')).toBe(true);
    expect(found.join('|')).not.toContain('St Agnes');
  });

  it('narrows to a typed suburb, with or without a comma, and keeps units and ranges', async () => {
    const fitzroy = await labels('25 Queen St Fitzroy');
    expect(fitzroy[0]).toBe('25 Queen St, Fitzroy VIC 3065');
    for (const label of fitzroy) expect(label).toMatch(/^25 Queen St, Fitzroy/);
    expect((await labels('2/15 George Street, Parramatta'))[0]).toMatch(/^2\/15 George Street, Parramatta NSW \d{4}$/);
    expect((await labels('10-12 Smith Rd Hobart TAS'))[0]).toBe('10-12 Smith Rd, Hobart TAS 7000');
    expect((await labels('7 Willis St', 'jrnz'))[0]).toBe('7 Willis St, Auckland Central 1010');
  });

  it('verifies a picked suggestion into line 1, suburb, state and postcode', async () => {
    const res = await post('verify', '25 Queen St, Melbourne VIC 3000');
    expect(res.body).toEqual({ addressLine1: '25 Queen St', city: 'Melbourne', state: 'VIC', postalCode: '3000', country: 'AU' });
    const george = await post('verify', '1 George Street, Brisbane City QLD 4000');
    expect(george.body).toEqual({ addressLine1: '1 George Street', city: 'Brisbane City', state: 'QLD', postalCode: '4000', country: 'AU' });
    expect((await post('verify', '1 George Street')).status).toBe(404);
  });
});

describe('POST /bff/addressfinder/verify', () => {
  it('splits a real address into its parts', async () => {
    const res = await post('verify', '12 George St, Sydney NSW 2000');
    expect(res).toMatchObject({
      status: 200,
      body: { addressLine1: '12 George St', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'AU' },
    });
    const noComma = await post('verify', '1 Flinders Lane Melbourne VIC 3000');
    expect(noComma.body).toEqual({ addressLine1: '1 Flinders Lane', city: 'Melbourne', state: 'VIC', postalCode: '3000', country: 'AU' });
  });

  it('verifies NZ addresses on jrnz', async () => {
    const res = await post('verify', '1 Lambton Quay, Wellington Central', 'jrnz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ addressLine1: '1 Lambton Quay', city: 'Wellington Central', country: 'NZ' });
    expect(res.body.postalCode).toMatch(/^\d{4}$/);
  });

  it('is 404 when the locality, postcode or state is not real', async () => {
    for (const text of ['12 George St, Sydney NSW 3000', '12 George St, Sydney VIC 2000', '1 Nowhere Rd, Qqqqzzz', '12 George St, Syd']) {
      const res = await post('verify', text);
      expect(res.status, text).toBe(404);
    }
  });

  it('needs 3 to 200 characters of text', async () => {
    const res = await post('verify', 'ab');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('query.address');
  });
});
