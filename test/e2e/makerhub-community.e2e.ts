import { request } from 'node:http';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { newCustomer, openAccountSection, signInFromHeader, signOutFromHeader, signUpFromHeader, signUpFromSignInPage } from './account-support';
import { expect, expectAccessible, type SiteCode, siteUrl, test } from './support';

/** Makerhub workshops and competitions as shoppers use them, on a jc and an rtm site. */

/**
 * A call to the BFF as a script would make it (other customers filling the session), from `localAddress`
 * on loopback when given: another customer's own address.
 */
function api(
  site: SiteCode,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; localAddress?: string } = {},
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const call = request(
      {
        host: '127.0.0.1',
        port: Number(process.env.E2E_PORT),
        method,
        path: `/api/bff${path}`,
        ...(options.localAddress && { localAddress: options.localAddress }),
        headers: {
          host: new URL(siteUrl(site)).host,
          ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

let others = 0;
/** Another customer, signed up from an address of their own: sign-ups are limited per address, and the browser's is 127.0.0.1. */
async function apiCustomer(site: SiteCode): Promise<string> {
  const who = newCustomer(site);
  others += 1;
  const localAddress = `127.2.${Math.floor(others / 250) % 250}.${(others % 250) + 1}`;
  const res = await api(site, 'POST', '/account/customer', {
    body: { email: who.email, password: who.password, firstName: 'Ada', lastName: 'Lovelace', phone: '0400 111 222' },
    localAddress,
  });
  expect(res.status).toBe(201);
  return res.body.accessToken as string;
}

/** A session with places, left with exactly one by booking the others as other customers. */
async function sessionWithOnePlaceLeft(site: SiteCode): Promise<{ slug: string; id: string; places: number }> {
  const res = await api(site, 'GET', '/makerhub/workshops');
  expect(res.status).toBe(200);
  const candidates = res.body.workshops.flatMap((w: any) =>
    w.sessions.filter((s: any) => s.placesLeft >= 1).map((s: any) => ({ slug: w.slug, ...s })),
  );
  const session = candidates[candidates.length - 1];
  for (let i = 1; i < session.placesLeft; i++) {
    expect((await api(site, 'POST', `/makerhub/workshops/sessions/${session.id}/bookings`, { token: await apiCustomer(site) })).status).toBe(201);
  }
  return { slug: session.slug, id: session.id, places: session.places };
}

const sessionRow = (page: Page, id: string) => page.locator(`[data-session-id="${id}"]`);

for (const site of ['jrau', 'rtau'] as const) {
  test(`${site}: a guest books the last place of a workshop session after signing up, a second customer finds it full, the first cancels and the place comes back`, async ({
    page,
  }) => {
    const session = await sessionWithOnePlaceLeft(site);
    const first = newCustomer(site);
    await page.goto(siteUrl(site, `/makerhub/workshops/${session.slug}`));
    const row = sessionRow(page, session.id);
    await expect(row).toContainText('1 place left');
    await expectAccessible(page, `${site} workshop page`);

    // A guest pressing "Book a place" is sent to sign in (here: to create an account) and comes back.
    await row.getByRole('button', { name: /^Book a place/ }).click();
    await signUpFromSignInPage(page, first);
    await expect(page).toHaveURL(siteUrl(site, `/makerhub/workshops/${session.slug}`));
    await sessionRow(page, session.id)
      .getByRole('button', { name: /^Book a place/ })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'You are booked into' })).toBeVisible();
    await expect(sessionRow(page, session.id)).toContainText('You are booked');
    await expect(sessionRow(page, session.id)).toContainText('0 places left');

    // Another customer finds the session full, and the server refuses them too.
    await signOutFromHeader(page);
    await signUpFromHeader(page, site, newCustomer(site));
    await page.goto(siteUrl(site, `/makerhub/workshops/${session.slug}`));
    await expect(sessionRow(page, session.id)).toContainText('Fully booked');
    await expect(sessionRow(page, session.id).getByRole('button')).toHaveCount(0);
    const refused = await api(site, 'POST', `/makerhub/workshops/sessions/${session.id}/bookings`, { token: await apiCustomer(site) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This session is fully booked');

    // The first customer cancels from My Account and the place comes back.
    await signOutFromHeader(page);
    await signInFromHeader(page, first);
    await expect(page.getByRole('button', { name: `Hello ${first.firstName}` })).toBeVisible();
    await openAccountSection(page, 'Workshops');
    await expect(page.getByRole('heading', { level: 2, name: 'Workshops' })).toBeVisible();
    const bookings = page.getByRole('list', { name: 'Your workshop bookings' });
    await expect(bookings.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, `${site} account workshops`);
    await bookings.getByRole('button', { name: /^Cancel my place/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was cancelled' })).toBeVisible();
    await expect(page.getByText('No workshop places booked.')).toBeVisible();
    await page.goto(siteUrl(site, `/makerhub/workshops/${session.slug}`));
    await expect(sessionRow(page, session.id)).toContainText('1 place left');
    await expect(sessionRow(page, session.id).getByRole('button', { name: /^Book a place/ })).toBeVisible();
  });

  test(`${site}: a customer enters an open competition once with a photo; a second entry is refused; closed ones show their winners`, async ({
    page,
    context,
  }) => {
    await signUpFromHeader(page, site, newCustomer(site));
    await page.goto(siteUrl(site, '/makerhub/competitions'));
    const form = page.getByRole('form').first();
    await expect(form).toBeVisible();
    const competition = (await form.getAttribute('aria-label'))!.replace(/^Enter /, '');
    await expect(page.getByRole('heading', { name: 'Winners' }).first()).toBeVisible();
    await expectAccessible(page, `${site} competitions page`);

    // The same customer has the page open twice: the second entry is refused.
    const other = await context.newPage();
    await other.goto(siteUrl(site, '/makerhub/competitions'));
    await expect(other.getByRole('form', { name: `Enter ${competition}` })).toBeVisible();
    // Back to the first tab: a page left in the background draws two frames a second, and every action on it
    // would wait for one.
    await page.bringToFront();

    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    await form.getByLabel('Your entry').fill('A bench power supply from an old laptop charger, with a volt meter in the lid.');
    await form.getByLabel(/^Photo/).setInputFiles({ name: 'bench-supply.jpg', mimeType: 'image/jpeg', buffer: photo });
    await form.getByRole('button', { name: 'Enter' }).click();
    const mine = page.getByRole('article', { name: competition });
    await expect(mine.getByText('You have entered')).toBeVisible();
    const image = mine.getByRole('img', { name: /entry$/ });
    await expect(image).toBeVisible();
    // Served from the image host as WebP, 800 px wide.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    expect(await image.getAttribute('src')).toMatch(/\/img\/competition-entries\/[^/]+\.webp\?width=800$/);

    const again = other.getByRole('form', { name: `Enter ${competition}` });
    await again.getByLabel('Your entry').fill('A second try');
    await again.getByRole('button', { name: 'Enter' }).click();
    await expect(again.getByRole('alert')).toHaveText('You have already entered this competition: one entry per person');
    await other.close();
  });
}
