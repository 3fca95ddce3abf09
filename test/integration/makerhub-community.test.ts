import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutWorld, newCustomer } from './checkout-support';
import { FakeGateways } from './fake-gateways';
import { startTestServer } from './harness';

/**
 * Makerhub workshops and competitions over the real server (docs/decisions.md "Makerhub workshops and
 * competitions"): places are never overbooked, bookings and entries are the customer's own, photos are
 * checked by their bytes and served as WebP.
 */
let world: CheckoutWorld;
beforeAll(async () => {
  // The real clock: the seeded sessions and competitions are dated from the seeding, unlike the checkout tests' 2030.
  world = { server: await startTestServer(), gateways: new FakeGateways(), clock: { now: Date.now() } };
});
afterAll(() => world.server.close());

const api = (method: string, path: string, options: { token?: string; body?: unknown; site?: 'jrau' | 'jrnz' | 'rtau' } = {}) =>
  world.server.request(method, `/api/bff/makerhub${path}`, { site: options.site ?? 'jrau', token: options.token, body: options.body });

/** A session with places to spare, read fresh. */
async function sessionWithPlaces(min: number, site: 'jrau' | 'rtau' = 'jrau', skip: readonly string[] = []) {
  const res = await api('GET', '/workshops', { site });
  expect(res.status).toBe(200);
  const sessions = res.body.workshops.flatMap((w: any) => w.sessions.map((s: any) => ({ ...s, slug: w.slug })));
  const session = sessions.find((s: any) => s.placesLeft >= min && !skip.includes(s.id));
  expect(session, 'a session with places').toBeTruthy();
  return session as { id: string; slug: string; places: number; placesLeft: number; store: { storeKey: string } };
}

const placesLeftOf = async (slug: string, id: string) =>
  (await api('GET', `/workshops/${slug}`)).body.sessions.find((s: any) => s.id === id).placesLeft as number;

describe('workshops', () => {
  it("lists each workshop with future sessions at the site's own stores", async () => {
    const res = await api('GET', '/workshops');
    expect(res.body.workshops.length).toBeGreaterThanOrEqual(5);
    const stores = new Set(
      (await world.server.database.db.selectFrom('stores').select('store_key').where('brand', '=', 'jc').where('country', '=', 'AU').execute()).map(
        (s) => s.store_key,
      ),
    );
    for (const workshop of res.body.workshops) {
      expect(workshop.sessions.length).toBeGreaterThanOrEqual(3);
      for (const s of workshop.sessions) {
        expect(Date.parse(s.startsAt)).toBeGreaterThan(Date.now());
        expect(stores.has(s.store.storeKey)).toBe(true);
        expect(s.places).toBeGreaterThanOrEqual(6);
        expect(s.places).toBeLessThanOrEqual(12);
        expect(s.bookingId).toBeNull();
      }
    }
    const rt = await api('GET', '/workshops', { site: 'rtau' });
    expect(rt.body.workshops.map((w: any) => w.title)).toContain('12V Camping Power Workshop');
    expect((await api('GET', '/workshops/no-such-workshop')).status).toBe(404);
  });

  it('books, lists, refuses a second place, cancels and gives the place back', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const session = await sessionWithPlaces(2);
    const booked = await api('POST', `/workshops/sessions/${session.id}/bookings`, { token });
    expect(booked.status).toBe(201);
    expect(booked.body.session.placesLeft).toBe(session.placesLeft - 1);
    expect(booked.body.session.bookingId).toBe(booked.body.booking.id);
    const again = await api('POST', `/workshops/sessions/${session.id}/bookings`, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already booked/);
    const mine = await api('GET', '/workshops/bookings', { token });
    expect(mine.body.bookings.map((b: any) => b.sessionId)).toEqual([session.id]);
    expect(mine.body.bookings[0].workshop.slug).toBe(session.slug);
    const cancelled = await api('DELETE', `/workshops/bookings/${booked.body.booking.id}`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.bookings).toEqual([]);
    expect(await placesLeftOf(session.slug, session.id)).toBe(session.placesLeft);
    expect((await api('DELETE', `/workshops/bookings/${booked.body.booking.id}`, { token })).status).toBe(404);
  });

  it('keeps a booking once its session has started: it can no longer be cancelled', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const session = await sessionWithPlaces(1);
    const booked = await api('POST', `/workshops/sessions/${session.id}/bookings`, { token });
    expect(booked.status).toBe(201);
    const startsAt = (
      await world.server.database.db.selectFrom('workshop_sessions').select('starts_at').where('id', '=', session.id).executeTakeFirstOrThrow()
    ).starts_at;
    const startAt = (at: number) =>
      world.server.database.db.updateTable('workshop_sessions').set({ starts_at: at }).where('id', '=', session.id).execute();
    await startAt(Date.now() - 60_000);
    try {
      const late = await api('DELETE', `/workshops/bookings/${booked.body.booking.id}`, { token });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/already started/);
    } finally {
      await startAt(startsAt);
    }
    expect((await api('DELETE', `/workshops/bookings/${booked.body.booking.id}`, { token })).status).toBe(200);
  });

  it("refuses a guest with 401 and another customer's booking with 404", async () => {
    const guest = await world.server.anonymousToken('jrau');
    const session = await sessionWithPlaces(1);
    expect((await api('POST', `/workshops/sessions/${session.id}/bookings`, { token: guest })).status).toBe(401);
    expect((await api('POST', `/workshops/sessions/${session.id}/bookings`)).status).toBe(401);
    expect((await api('GET', '/workshops/bookings', { token: guest })).status).toBe(401);
    const owner = await newCustomer(world, 'jrau');
    const other = await newCustomer(world, 'jrau');
    const booked = await api('POST', `/workshops/sessions/${session.id}/bookings`, { token: owner.token });
    expect(booked.status).toBe(201);
    expect((await api('DELETE', `/workshops/bookings/${booked.body.booking.id}`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/workshops/bookings/${booked.body.booking.id}`, { token: guest })).status).toBe(401);
    expect((await api('GET', '/workshops/bookings', { token: owner.token })).body.bookings).toHaveLength(1);
    expect((await api('POST', '/workshops/sessions/no-such-session/bookings', { token: owner.token })).status).toBe(404);
    // A session of another site is not this site's.
    const rt = await sessionWithPlaces(1, 'rtau');
    expect((await api('POST', `/workshops/sessions/${rt.id}/bookings`, { token: owner.token })).status).toBe(404);
  });

  it('takes exactly the places left when 20 customers book 5 places at once', async () => {
    const session = await sessionWithPlaces(6);
    const fillers = await Promise.all(Array.from({ length: session.placesLeft - 5 }, () => newCustomer(world, 'jrau')));
    for (const f of fillers) expect((await api('POST', `/workshops/sessions/${session.id}/bookings`, { token: f.token })).status).toBe(201);
    expect(await placesLeftOf(session.slug, session.id)).toBe(5);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => newCustomer(world, 'jrau')));
    const answers = await Promise.all(crowd.map((c) => api('POST', `/workshops/sessions/${session.id}/bookings`, { token: c.token })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409).every((a) => /fully booked/.test(a.body.message))).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    expect(await placesLeftOf(session.slug, session.id)).toBe(0);
    const booked = await world.server.database.db.selectFrom('workshop_bookings').select('id').where('session_id', '=', session.id).execute();
    expect(booked.length).toBe(session.places);
  });
});

const jpeg = async (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

describe('competitions', () => {
  it('lists open and closed competitions, winners only once closed', async () => {
    const res = await api('GET', '/competitions');
    expect(res.status).toBe(200);
    const open = res.body.competitions.filter((c: any) => c.status === 'open');
    const closed = res.body.competitions.filter((c: any) => c.status === 'closed');
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    for (const c of open) expect(c.winners).toEqual([]);
    for (const c of closed) expect(c.winners.map((w: any) => w.winnerRank)).toEqual([1, 2, 3]);
    expect((await api('GET', '/competitions/no-such-competition')).status).toBe(404);
  });

  it('takes one entry per customer, with a photo served resized as WebP', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const entered = await api('POST', '/competitions/reuse-and-repair/entries', {
      token,
      body: { text: '  A lamp from an old oscilloscope.  ', photo: dataUrl(await jpeg()) },
    });
    expect(entered.status).toBe(201);
    expect(entered.body.entry.text).toBe('A lamp from an old oscilloscope.');
    expect(entered.body.entry.authorName).toBe('Grace H.');
    const second = await api('POST', '/competitions/reuse-and-repair/entries', { token, body: { text: 'Another go' } });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already entered/);
    const competition = await api('GET', '/competitions/reuse-and-repair', { token });
    expect(competition.body.myEntry.id).toBe(entered.body.entry.id);

    const url = new URL(entered.body.entry.photoUrl);
    const photo = await world.server.request('GET', `${url.pathname}${url.search}`, { site: 'images' });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(
          {
            host: '127.0.0.1',
            port: world.server.port,
            path: `${url.pathname}?width=400`,
            headers: { host: `images.localhost:${world.server.port}` },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        ).on('error', reject),
      );
    });
    const meta = await sharp(raw).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(400);

    const community = await api('GET', '/community/entries?limit=3');
    expect(community.status).toBe(200);
    expect(community.body.entries).toHaveLength(3);
    expect(community.body.entries[0].id).toBe(entered.body.entry.id);
    expect((await api('GET', '/community/entries?limit=0')).status).toBe(400);
  });

  it('refuses a closed competition, a guest, a missing text and photos that are not JPEG, PNG or WebP or too big', async () => {
    const { token } = await newCustomer(world, 'jrau');
    const closed = await api('POST', '/competitions/festive-lights/entries', { token, body: { text: 'Too late?' } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed/);
    expect((await api('POST', '/competitions/tiny-robots/entries', { body: { text: 'Guest' } })).status).toBe(401);
    expect((await api('POST', '/competitions/tiny-robots/entries', { token, body: { text: '   ' } })).status).toBe(400);
    expect((await api('POST', '/competitions/tiny-robots/entries', { token, body: { text: 'x'.repeat(501) } })).status).toBe(400);
    const text = await api('POST', '/competitions/tiny-robots/entries', {
      token,
      body: { text: 'A text file named .jpg', photo: dataUrl(Buffer.from('just some words, not a picture'), 'image/jpeg') },
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^photo: .*JPEG, PNG or WebP/);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    expect(
      (await api('POST', '/competitions/tiny-robots/entries', { token, body: { text: 'A gif', photo: dataUrl(gif, 'image/png') } })).status,
    ).toBe(400);
    const huge = Buffer.concat([await jpeg(64, 64), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const big = await api('POST', '/competitions/tiny-robots/entries', { token, body: { text: 'Big', photo: dataUrl(huge) } });
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/5 MB/);
    // Nothing refused was kept: the customer can still enter once.
    const png = await sharp({ create: { width: 30, height: 30, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    expect(
      (await api('POST', '/competitions/tiny-robots/entries', { token, body: { text: 'A small robot', photo: dataUrl(png, 'image/png') } })).status,
    ).toBe(201);
  });
});
