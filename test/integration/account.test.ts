import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDetails } from '../../contract/account';
import { LoyaltyPoints } from '../../contract/orders';
import { CONTACT, freshProduct } from './checkout-support';
import { type TestServer, startTestServer } from './harness';
import { card } from './sandbox-harness';

/** The signed-in customer's own account, against the server with its sandbox providers. */
let server: TestServer;
const OPS = 'ops-secret-for-account-tests';
beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await server.close();
});

let made = 0;
async function customer(site: 'jrau' | 'jrnz' | 'rtau' = 'jrau', password = 'Maker-Pass-2026') {
  made += 1;
  const email = `account.${made}.${process.pid}@example.com`;
  const res = await server.request('POST', '/api/bff/account/customer', {
    site,
    body: { email, password, firstName: 'Grace', lastName: 'Hopper', phone: '0400 111 222' },
  });
  expect(res.status).toBe(201);
  return { token: res.body.accessToken as string, refreshToken: res.body.refreshToken as string, email, password, site };
}
type Customer = Awaited<ReturnType<typeof customer>>;
const call = (
  who: Customer | string | null,
  method: string,
  path: string,
  body?: unknown,
  site: 'jrau' | 'jrnz' | 'rtau' = typeof who === 'object' && who ? who.site : 'jrau',
) =>
  server.request(method, `/api/bff${path}`, {
    site,
    ...(who ? { token: typeof who === 'string' ? who : who.token } : {}),
    ...(body === undefined ? {} : { body }),
  });

const HOME = {
  firstName: 'Grace',
  lastName: 'Hopper',
  addressLine1: '12 Harbour Street',
  city: 'Sydney',
  postalCode: '2000',
  state: 'NSW',
  country: 'AU',
};
const WORK = { ...HOME, addressLine1: '3 Bridge Road', city: 'Glebe', postalCode: '2037' };

/** Buys one unit with the AU pay form, ticking "save card"; the order number and the pay form's payId. */
async function buyWithPayForm(who: Customer) {
  const product = await freshProduct(server, who.site);
  await call(who, 'POST', '/cart/add', { sku: product.sku, quantity: 2 });
  await call(who, 'POST', '/checkout/contact-details', CONTACT.AU);
  const payment = await call(who, 'POST', '/checkout/payment?deliveryCode=JAU_STD&forterToken=ftr_devicetoken01', {});
  expect(payment.status).toBe(200);
  const reference = JSON.parse(payment.body.paymentSession).reference;
  const secret = await call(who, 'POST', '/checkout/tyro/paysecret', { merchantRef: reference, forterToken: 'ftr_devicetoken01' });
  const paid = await server.request('POST', `/sandbox/tyro/pay-requests/${secret.body.paySecret}/pay`, {
    site: who.site,
    body: { card: card('4111111111111111'), save: true },
  });
  expect(paid.status).toBe(200);
  const order = await call(who, 'POST', '/checkout/order', { paymentSession: payment.body.paymentSession });
  expect(order.status).toBe(200);
  return { orderNumber: order.body.orderNumber as string, payId: paid.body.payId as string, product };
}

describe('GET /bff/account/details and PUT /bff/account/customer', () => {
  it('answers the customer with hashed identity fields, and changes names, phone and email with the current password', async () => {
    const me = await customer();
    const details = await call(me, 'GET', '/account/details');
    expect(details.status).toBe(200);
    expect(AccountDetails.safeParse(details.body).success).toBe(true);
    expect(details.body).toMatchObject({ email: me.email, firstName: 'Grace', country_code: 'AU', customerAddresses: [] });
    expect(details.body.emailSha256).toMatch(/^[0-9a-f]{64}$/);
    // Spec §9: the phone is hashed as 61400111222.
    expect(details.body.phoneSha256).toBe(createHash('sha256').update('61400111222').digest('hex'));
    const renamed = await call(me, 'PUT', '/account/customer', { firstName: 'Ada', lastName: 'Byron', phoneNumber: '0411 222 333', email: me.email });
    expect(renamed.body).toMatchObject({ firstName: 'Ada', lastName: 'Byron', phoneNumber: '0411 222 333' });
    const other = `moved.${made}.${process.pid}@example.com`;
    expect((await call(me, 'PUT', '/account/customer', { firstName: 'Ada', lastName: 'Byron', email: other })).body.message).toBe(
      'body.currentPassword: Enter your current password to change your email',
    );
    expect(
      (await call(me, 'PUT', '/account/customer', { firstName: 'Ada', lastName: 'Byron', email: other, currentPassword: 'wrong-one-1' })).body
        .message,
    ).toBe('body.currentPassword: Your current password is not right');
    expect(
      (
        await call(me, 'PUT', '/account/customer', {
          firstName: 'Ada',
          lastName: 'Byron',
          email: 'someone@mailinator.com',
          currentPassword: me.password,
        })
      ).status,
    ).toBe(400);
    const taken = await customer();
    expect(
      (await call(me, 'PUT', '/account/customer', { firstName: 'Ada', lastName: 'Byron', email: taken.email, currentPassword: me.password })).status,
    ).toBe(409);
    const moved = await call(me, 'PUT', '/account/customer', { firstName: 'Ada', lastName: 'Byron', email: other, currentPassword: me.password });
    expect(moved.body.email).toBe(other);
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: other, password: me.password } })).status).toBe(200);
    expect((await call(me, 'PUT', '/account/customer', { firstName: '', lastName: 'Byron', email: other })).body.message).toMatch(
      /^body\.firstName: /,
    );
  });
});

describe('addresses', () => {
  it('adds, edits and deletes addresses, keeping one default delivery and one default billing address', async () => {
    const me = await customer();
    const first = await call(me, 'POST', '/account/address', HOME);
    expect(first.status).toBe(201);
    expect(first.body.customerAddresses).toMatchObject([
      { addressLine1: '12 Harbour Street', isDefault: true, isDefaultBilling: true, state: 'NSW' },
    ]);
    const second = await call(me, 'POST', '/account/address', { ...WORK, isDefault: true });
    const [home, work] = second.body.customerAddresses;
    expect([home.isDefault, work.isDefault, home.isDefaultBilling, work.isDefaultBilling]).toEqual([false, true, true, false]);
    const edited = await call(me, 'PUT', '/account/address', { ...WORK, id: work.id, addressLine1: '5 Bridge Road', isDefaultBilling: true });
    expect(edited.body.customerAddresses.find((a: { id: string }) => a.id === work.id)).toMatchObject({
      addressLine1: '5 Bridge Road',
      isDefault: true,
      isDefaultBilling: true,
    });
    const left = await call(me, 'DELETE', `/account/address/${work.id}`);
    expect(left.body.customerAddresses).toMatchObject([{ id: home.id, isDefault: true, isDefaultBilling: true }]);
    expect((await call(me, 'DELETE', `/account/address/${work.id}`)).status).toBe(404);
    expect((await call(me, 'POST', '/account/address', { ...HOME, state: undefined })).body.message).toMatch(/^body\.state: /);
    expect((await call(me, 'POST', '/account/address', { ...HOME, postalCode: '20000' })).body.message).toMatch(/^body\.postalCode: /);
  });

  it('takes an NZ address without a state, and refuses one with a state', async () => {
    const me = await customer('jrnz');
    const nz = { firstName: 'Kate', lastName: 'Sheppard', addressLine1: '1 Queen Street', city: 'Auckland', postalCode: '1010', country: 'NZ' };
    expect((await call(me, 'POST', '/account/address', nz)).body.customerAddresses[0]).toMatchObject({
      city: 'Auckland',
      country: 'NZ',
      region: 'Auckland',
    });
    expect((await call(me, 'POST', '/account/address', { ...nz, state: 'NSW' })).status).toBe(400);
  });
});

describe('password, preferences, subscriptions and deactivation', () => {
  it('changes the password with the old one, signs out every other session, and refuses the old password after', async () => {
    const me = await customer();
    const elsewhere = await server.request('POST', '/api/bff/auth/signin', { body: { email: me.email, password: me.password } });
    expect((await call(me, 'PUT', '/account/change/password', { oldPassword: 'not-the-one-1', newPassword: 'Another-Pass-2027' })).body.message).toBe(
      'body.oldPassword: Your current password is not right',
    );
    expect((await call(me, 'PUT', '/account/change/password', { oldPassword: me.password, newPassword: 'short' })).body.message).toMatch(
      /^body\.newPassword: /,
    );
    expect((await call(me, 'PUT', '/account/change/password', { oldPassword: me.password, newPassword: 'Another-Pass-2027' })).body).toEqual({
      changed: true,
    });
    expect((await call(me, 'GET', '/account/details')).status).toBe(200);
    expect((await call(elsewhere.body.accessToken, 'GET', '/account/details')).status).toBe(401);
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${elsewhere.body.refreshToken}`)).status).toBe(401);
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: me.email, password: me.password } })).status).toBe(401);
    expect((await server.request('POST', '/api/bff/auth/signin', { body: { email: me.email, password: 'Another-Pass-2027' } })).status).toBe(200);
  });

  it("keeps preferences and email subscriptions, the newsletter being the footer's", async () => {
    const me = await customer();
    const saved = await call(me, 'POST', '/account/customer/preferences', {
      contactBySms: true,
      deliveryPreviewPostcode: '2000',
      deliveryPreviewCity: 'Sydney',
    });
    expect(saved.body).toMatchObject({ preferences: { contactByEmail: true, contactBySms: true }, deliveryPreviewPostcode: '2000' });
    expect((await call(me, 'POST', '/account/customer/preferences', { preferredStoreKey: 'no-such-store' })).status).toBe(400);
    const none = await call(me, 'GET', '/account/email-subscriptions');
    expect(none.body.subscriptions.every((s: { subscribed: boolean }) => !s.subscribed)).toBe(true);
    await server.request('POST', '/api/bff/newsletter/subscribe', { body: { email: me.email } });
    const after = await call(me, 'POST', '/account/email-subscriptions', { subscriptions: { 'makerhub-digest': true } });
    expect(Object.fromEntries(after.body.subscriptions.map((s: { id: string; subscribed: boolean }) => [s.id, s.subscribed]))).toMatchObject({
      'makerhub-digest': true,
      'product-news': false,
    });
    const off = await call(me, 'POST', '/account/email-subscriptions', { subscriptions: { newsletter: false } });
    expect(off.body.subscriptions.find((s: { id: string }) => s.id === 'newsletter').subscribed).toBe(false);
    expect((await call(me, 'POST', '/account/email-subscriptions', { subscriptions: { spam: true } })).status).toBe(400);
  });

  it('deactivates the account: its sessions end, sign-in is refused with a clear message, is-disabled says so', async () => {
    const me = await customer();
    expect((await call(me, 'PATCH', '/account/customer/deactivate')).body).toEqual({ deactivated: true });
    expect((await call(me, 'GET', '/account/details')).status).toBe(401);
    const signIn = await server.request('POST', '/api/bff/auth/signin', { body: { email: me.email, password: me.password } });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('This account is disabled');
    expect((await server.request('POST', `/api/bff/auth/refreshToken/${me.refreshToken}`)).status).toBe(401);
  });
});

describe('orders, loyalty points and invoices', () => {
  it("earns points with an order, gives back those of a returned line, and prints an invoice whose figures are the order's", async () => {
    const me = await customer();
    const { orderNumber } = await buyWithPayForm(me);
    const listed = await call(me, 'GET', '/account/orders?status=order-placed');
    expect(listed.body.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    expect((await call(me, 'GET', '/account/orders?status=delivered')).body.total).toBe(0);
    const order = listed.body.orders[0];
    expect(order.statusHistory.map((s: { status: string }) => s.status)).toEqual(['order-placed']);
    const points = await call(me, 'GET', '/account/loyalty-points');
    expect(LoyaltyPoints.safeParse(points.body).success).toBe(true);
    expect(points.body.balance).toBe(Math.floor((order.total - order.tax) / 100));
    expect(order.loyaltyPoints).toBe(points.body.balance);

    const pdf = await call(me, 'POST', '/account/print-invoice', { orderNumber });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderNumber}.pdf"`);

    for (const status of ['processing', 'intransit', 'outfordelivery', 'delivered']) {
      await server.request('POST', `/api/bff/ops/orders/${orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': OPS } });
    }
    const returned = await call(me, 'POST', `/account/return/${orderNumber}`, {
      items: [{ sku: order.lineItems[0].sku, quantity: 1, reason: 'faulty' }],
    });
    expect(returned.body.status).toBe('Advised');
    const after = await call(me, 'GET', '/account/loyalty-points');
    expect(after.body.balance).toBe(points.body.balance - Math.floor((points.body.balance * order.lineItems[0].unitPrice) / order.subtotal));
    expect(after.body.history[0]).toMatchObject({ kind: 'reversed', orderNumber });
  });

  it("prints a real PDF: the brand, the tax number, the order number, the total and the GST in the order's currency", async () => {
    const me = await customer();
    const { orderNumber } = await buyWithPayForm(me);
    const order = (await call(me, 'GET', `/account/orders?orderNumber=${orderNumber}`)).body.orders[0];
    const res = await fetch(`http://127.0.0.1:${server.port}/api/bff/account/print-invoice`, {
      method: 'POST',
      headers: { host: `jrau.localhost:${server.port}`, authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNumber }),
    });
    const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), 'invoice.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Jolt Components');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain(`Order ${orderNumber}`);
    expect(text).toMatch(new RegExp(`Total \\(AUD\\)\\s+\\${dollars(order.total)}`));
    expect(text).toMatch(new RegExp(`Includes GST \\(10%\\)\\s+\\${dollars(order.tax)}`));
    expect(text).toContain('Visa ending 1111');
  });
});

describe("the test customers' order history (spec §3 Order origin types)", () => {
  it('shows an order brought over from the previous website, one bought in a store and one online, with their points', async () => {
    for (const [site, email, prefix] of [
      ['jrau', 'checkout.au@example.com', 'JAU'],
      ['jrnz', 'checkout.nz@example.com', 'JNZ'],
    ] as const) {
      const signedIn = await server.request('POST', '/api/bff/auth/signin', { site, body: { email, password: 'Checkout-Test-1' } });
      const token = signedIn.body.accessToken as string;
      const orders = (await server.request('GET', '/api/bff/account/orders?page=1', { site, token })).body.orders as Array<{
        orderNumber: string;
        origin: string;
        status: string;
        total: number;
        tax: number;
        subtotal: number;
        shipping: number;
        statusHistory: unknown[];
      }>;
      const seeded = orders.filter((o) => o.orderNumber.startsWith(`${prefix}09`));
      expect(seeded.map((o) => [o.orderNumber, o.origin, o.status])).toEqual([
        [`${prefix}0900003`, 'online', 'intransit'],
        [`${prefix}0900002`, 'store', 'delivered'],
        [`${prefix}0900001`, 'hybrisMigration', 'delivered'],
      ]);
      for (const order of seeded) {
        expect(order.total).toBe(order.subtotal + order.shipping);
        expect(order.tax).toBe(Math.round((order.total * (site === 'jrnz' ? 15 : 10)) / (site === 'jrnz' ? 115 : 110)));
      }
      const points = (await server.request('GET', '/api/bff/account/loyalty-points', { site, token })).body;
      expect(points.history.map((h: { kind: string }) => h.kind)).toEqual(expect.arrayContaining(['migrated', 'earned']));
    }
  });
});
