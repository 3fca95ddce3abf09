import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { retryDelayMs } from '../../server/services/mail/retry';
import { CONTACT, freshProduct } from './checkout-support';
import { sql } from 'kysely';
import { numberOf, type TestServer, startTestServer } from './harness';
import { limitsWorld } from './limits-support';
import { card } from './sandbox-harness';
import { type ReceivedMail, TestSmtp } from './smtp-support';

/**
 * The shop's mail as a customer's mail server receives it: a real SMTP server on a loopback port (smtp-server),
 * and the shop started with SMTP_URL pointing at it. Mail is queued with each change and sent after commit;
 * `server.mail.flush()` runs the sender's pass at once instead of waiting for its timer.
 */
const OPS = 'ops-secret-for-mail-tests';
const clock = { now: Date.parse('2030-05-04T01:00:00.000Z') };
const smtp = new TestSmtp();
let server: TestServer;
const { newAddress, from } = limitsWorld(() => server);

const pdfText = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), 'mail-pdf-')), 'attachment.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const aud = (cents: number) => formatMoney({ centAmount: cents, currencyCode: 'AUD' }, 'en-AU');

async function startShop(options: { dataDir?: string; reuseDatabase?: boolean } = {}) {
  return startTestServer({
    now: () => clock.now,
    trustProxy: 1,
    mail: { env: { SMTP_URL: smtp.url() }, ...(process.env.MAIL_DEBUG ? { log: (l: string) => console.log(l) } : {}) },
    ...options,
  });
}

let made = 0;
async function customer(on: TestServer = server, site: 'jrau' | 'rtau' = 'jrau') {
  made += 1;
  const email = `mail.${made}.${process.pid}@example.com`;
  const res = await on.request(
    'POST',
    '/api/bff/account/customer',
    from(newAddress(), { site, body: { email, password: 'Maker-Pass-2026', firstName: 'Grace', lastName: 'Hopper' } }),
  );
  expect(res.status, res.text).toBe(201);
  return { token: res.body.accessToken as string, email, site };
}
type Customer = Awaited<ReturnType<typeof customer>>;
const call = (who: Customer, method: string, path: string, body?: unknown) =>
  server.request(method, `/api/bff${path}`, { site: who.site, token: who.token, ...(body === undefined ? {} : { body }) });

/** Two units of a product, paid with the AU pay form (delivered, or collected from `collectAt`): the order as the account shows it. */
async function buy(who: Customer, collectAt?: string) {
  const product = await freshProduct(server, who.site, collectAt ? { store: collectAt } : {});
  await call(who, 'POST', '/cart/add', { sku: product.sku, quantity: 2 });
  await call(who, 'POST', '/checkout/contact-details', CONTACT.AU);
  const delivery = collectAt ? `storeKey=${collectAt}` : 'deliveryCode=JAU_STD';
  const payment = await call(who, 'POST', `/checkout/payment?${delivery}&forterToken=ftr_devicetoken01`, {});
  expect(payment.status, payment.text).toBe(200);
  const reference = JSON.parse(payment.body.paymentSession).reference;
  const secret = await call(who, 'POST', '/checkout/tyro/paysecret', { merchantRef: reference, forterToken: 'ftr_devicetoken01' });
  const paid = await server.request('POST', `/sandbox/tyro/pay-requests/${secret.body.paySecret}/pay`, {
    site: who.site,
    body: { card: card('4111111111111111'), save: false },
  });
  expect(paid.status, paid.text).toBe(200);
  const placed = await call(who, 'POST', '/checkout/order', { paymentSession: payment.body.paymentSession });
  expect(placed.status, placed.text).toBe(200);
  const orderNumber = placed.body.orderNumber as string;
  return (await call(who, 'GET', `/account/orders?orderNumber=${orderNumber}`)).body.orders[0];
}

const outbox = (on: TestServer = server) =>
  on.database.db.selectFrom('mail_outbox').select(['id', 'uid', 'kind', 'recipient', 'state', 'attempts', 'last_error']).orderBy('id').execute();

beforeAll(async () => {
  process.env.OPS_TOKEN = OPS;
  await smtp.start();
  server = await startShop();
});
afterAll(async () => {
  delete process.env.OPS_TOKEN;
  await server?.close();
  await smtp.stop();
});

describe('mail over SMTP', () => {
  it('confirms an order with its lines, its total in AUD and the tax invoice attached as a PDF', async () => {
    const me = await customer();
    const order = await buy(me);
    await server.mail.flush();
    const [mail] = smtp.to(CONTACT.AU.email).filter((m) => m.subject === `Your order ${order.orderNumber} is confirmed`);
    expect(mail, 'the confirmation arrived').toBeDefined();
    const confirmation = mail as ReceivedMail;
    expect(confirmation.user).toBe('shop');
    expect(confirmation.headers.get('from')).toBe('Jolt Components <hello@joltcomponents.example>');
    expect(confirmation.text).toContain(`Your order number is ${order.orderNumber}`);
    expect(confirmation.text).toContain(order.lineItems[0].name);
    expect(confirmation.text).toMatch(new RegExp(`Total \\(AUD\\):\\s+\\${aud(order.total)}`));
    expect(confirmation.html).toContain(aud(order.total));
    expect(confirmation.html).toContain('#b3300a');
    expect(confirmation.text).toContain('1 George Street');
    const [invoice] = confirmation.attachments;
    expect(invoice?.filename).toBe(`invoice-${order.orderNumber}.pdf`);
    expect(invoice?.contentType).toBe('application/pdf');
    expect(invoice!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(invoice!.content);
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toMatch(new RegExp(`Total \\(AUD\\)\\s+\\${aud(order.total)}`));
  });

  it('mails the return label of a return, as the account promises, with the label attached', async () => {
    const me = await customer();
    const order = await buy(me);
    for (const status of ['processing', 'intransit', 'outfordelivery', 'delivered']) {
      await server.request('POST', `/api/bff/ops/orders/${order.orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': OPS } });
    }
    const returned = await call(me, 'POST', `/account/return/${order.orderNumber}`, {
      items: [{ sku: order.lineItems[0].sku, quantity: 1, reason: 'faulty' }],
    });
    expect(returned.status, returned.text).toBe(200);
    await server.mail.flush();
    const [mail] = smtp.to(me.email).filter((m) => m.subject === `Your return label for order ${order.orderNumber}`);
    expect(mail, 'the return label arrived').toBeDefined();
    expect(mail!.text).toContain(`1 × ${order.lineItems[0].name}`);
    const [label] = mail!.attachments;
    expect(label?.filename).toMatch(/^return-label-RA\d{7}\.pdf$/);
    const text = pdfText(label!.content);
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toContain('Reply Paid 84512');
    expect(text).toContain('1 George Street');
    expect(text).toContain(label!.filename.slice('return-label-'.length, -'.pdf'.length));
  });

  it('tells a Click & Collect shopper when the order is ready: where, what to bring, until when it is held, once', async () => {
    const me = await customer();
    const order = await buy(me, 'jc-au-nsw-sydney-cbd');
    expect(order.store).toMatchObject({ storeKey: 'jc-au-nsw-sydney-cbd' });
    const move = (status: string) =>
      server.request('POST', `/api/bff/ops/orders/${order.orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': OPS } });
    expect((await move('processing')).status).toBe(200);
    await server.mail.flush();
    const subject = `Your order ${order.orderNumber} is ready to collect`;
    expect(
      smtp.to(CONTACT.AU.email).filter((m) => m.subject === subject),
      'no mail before the order is ready',
    ).toHaveLength(0);
    expect((await move('readytocollect')).status).toBe(200);
    await server.mail.flush();
    const ready = smtp.to(CONTACT.AU.email).filter((m) => m.subject === subject);
    expect(ready).toHaveLength(1);
    const text = ready[0]!.text;
    expect(text).toMatch(/Collect from:\r?\nSydney CBD/);
    expect(text).toContain(`2 × ${order.lineItems[0].name}`);
    expect(text).toContain('photo ID');
    // Ready on Saturday 4 May 2030 at 11 am in Sydney: held for seven days.
    expect(text).toContain('We hold your order until Saturday 11 May.');
    expect(text).toMatch(new RegExp(`See your order: http://jrau\\.localhost:\\d+/account/orders/${order.orderNumber}`));
    // Collected: nothing more about it.
    expect((await move('delivered')).status).toBe(200);
    await server.mail.flush();
    expect(smtp.to(CONTACT.AU.email).filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('drops a ready-to-collect mail whose order was collected before it went out', async () => {
    const me = await customer();
    const order = await buy(me, 'jc-au-nsw-sydney-cbd');
    for (const status of ['processing', 'readytocollect', 'delivered']) {
      await server.request('POST', `/api/bff/ops/orders/${order.orderNumber}/status`, { body: { status }, headers: { 'x-ops-token': OPS } });
    }
    await server.mail.flush();
    expect(smtp.to(CONTACT.AU.email).filter((m) => m.subject === `Your order ${order.orderNumber} is ready to collect`)).toHaveLength(0);
  });

  it('sends a reset link that works once, then tells the owner the password changed', async () => {
    const me = await customer();
    expect((await server.request('POST', '/api/bff/account/forgot-password', from(newAddress(), { body: { email: me.email } }))).body).toEqual({
      sent: true,
    });
    await server.mail.flush();
    const [reset] = smtp.to(me.email).filter((m) => m.subject === 'Reset your password');
    const link = /http:\/\/jrau\.localhost:\d+\/reset-password\?token=[\w-]+/.exec(reset?.text ?? '')?.[0];
    expect(link, reset?.text).toBeDefined();
    expect(reset!.html).toContain(link!);
    const url = new URL(link!);
    expect(url.port).toBe(String(server.port));
    const token = url.searchParams.get('token')!;
    const done = await server.request(
      'POST',
      '/api/bff/customers/reset-password',
      from(newAddress(), { body: { token, password: 'Brand-New-Pass-7' } }),
    );
    expect(done.body).toEqual({ reset: true });
    const signedIn = await server.request(
      'POST',
      '/api/bff/auth/signin',
      from(newAddress(), { body: { email: me.email, password: 'Brand-New-Pass-7' } }),
    );
    expect(signedIn.status).toBe(200);
    expect(
      (await server.request('POST', '/api/bff/customers/reset-password', from(newAddress(), { body: { token, password: 'Other-New-Pass-8' } })))
        .status,
    ).toBe(400);
    await server.mail.flush();
    expect(smtp.to(me.email).map((m) => m.subject)).toEqual(['Welcome to Jolt Components', 'Reset your password', 'Your password was changed']);
  });

  it('brands the mail of each site: rtau in its own name and colour, names escaped', async () => {
    made += 1;
    const email = `mail.rt.${made}.${process.pid}@example.com`;
    const res = await server.request(
      'POST',
      '/api/bff/account/customer',
      from(newAddress(), { site: 'rtau', body: { email, password: 'Maker-Pass-2026', firstName: '<b>Ro</b>', lastName: 'Tech' } }),
    );
    expect(res.status, res.text).toBe(201);
    await server.mail.flush();
    const [welcome] = smtp.to(email);
    expect(welcome?.subject).toBe('Welcome to Rigtech Makers');
    expect(welcome!.headers.get('from')).toBe('Rigtech Makers <hello@rigtechmakers.example>');
    expect(welcome!.html).toContain('#0b5e8e');
    expect(welcome!.html).toContain('&lt;b&gt;Ro&lt;/b&gt;');
    expect(welcome!.html).not.toContain('<b>Ro</b>');
    expect(welcome!.text).toContain('http://rtau.localhost:');
  });
});

describe('a mail server that refuses or is down', () => {
  it('delays the mail while it answers 451 and loses none, and sends each once when it takes mail again', async () => {
    smtp.refuse = 451;
    const before = smtp.received.length;
    const people = [await customer(), await customer(), await customer()];
    await server.mail.flush();
    const queued = (await outbox()).filter((row) => people.some((p) => p.email === row.recipient));
    expect(queued.map((row) => row.state)).toEqual(['pending', 'pending', 'pending']);
    expect(queued[0]!.last_error).toContain('451');
    // A minute of refusals: each try waits longer than the one before, and none is lost.
    for (let waited = 0; waited < 60_000; waited += retryDelayMs(1)) {
      clock.now += retryDelayMs(1);
      await server.mail.flush();
    }
    expect(smtp.received.length).toBe(before);
    smtp.refuse = null;
    clock.now += retryDelayMs(10);
    await server.mail.flush();
    for (const person of people) expect(smtp.to(person.email).map((m) => m.subject)).toEqual(['Welcome to Jolt Components']);
    const rows = (await outbox()).filter((row) => people.some((p) => p.email === row.recipient));
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent']);
    for (const row of rows) expect(smtp.to(row.recipient)[0]!.messageId).toBe(`<${row.uid}@joltcomponents.example>`);
    clock.now += retryDelayMs(10);
    await server.mail.flush();
    expect(smtp.received.length).toBe(before + 3);
  });

  it('keeps mail while the server is down and sends it when it is back on its port', async () => {
    await smtp.stop();
    const me = await customer();
    await server.mail.flush();
    expect((await outbox()).find((row) => row.recipient === me.email)).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await outbox()).find((row) => row.recipient === me.email)?.last_error).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    clock.now += retryDelayMs(1);
    await server.mail.flush();
    expect(smtp.to(me.email).map((m) => m.subject)).toEqual(['Welcome to Jolt Components']);
  });

  it('sends, once the server is back, only the reset link that still works', async () => {
    const me = await customer();
    await server.mail.flush();
    smtp.refuse = 451;
    for (let i = 0; i < 2; i += 1)
      await server.request('POST', '/api/bff/account/forgot-password', from(newAddress(), { body: { email: me.email } }));
    await server.mail.flush();
    smtp.refuse = null;
    clock.now += retryDelayMs(1);
    await server.mail.flush();
    const resets = smtp.to(me.email).filter((m) => m.subject === 'Reset your password');
    expect(resets).toHaveLength(1);
    const { token: live } = await server.database.db
      .selectFrom('password_resets as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .select('r.token')
      .where('c.email', '=', me.email)
      .where('r.used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(resets[0]!.text).toContain(`token=${live}`);
    expect((await outbox()).filter((row) => row.recipient === me.email && row.kind === 'password-reset').map((row) => row.state)).toEqual([
      'dropped',
      'sent',
    ]);
  });

  it('gives up on an address the server will never take, and goes on with the rest', async () => {
    made += 1;
    const gone = `gone.${made}@example.com`;
    smtp.unknownRecipients.add(gone);
    const res = await server.request(
      'POST',
      '/api/bff/account/customer',
      from(newAddress(), { body: { email: gone, password: 'Maker-Pass-2026', firstName: 'No', lastName: 'One' } }),
    );
    expect(res.status).toBe(201);
    const other = await customer();
    await server.mail.flush();
    expect((await outbox()).find((row) => row.recipient === gone)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(smtp.to(other.email)).toHaveLength(1);
  });
});

describe('mail across restarts and processes', () => {
  it('sends a mail queued before a restart once, after it; a claim of a process that died is taken over once its lease ends', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-restart-'));
    try {
      await smtp.stop();
      const first = await startShop({ dataDir });
      const me = await customer(first);
      await first.mail.flush();
      // A second mail, claimed by a process that died mid-send (its lease runs two minutes).
      const other = await customer(first);
      await first.mail.flush();
      await first.database.db
        .updateTable('mail_outbox')
        .set((eb) => ({ claim_token: 'dead', claimed_until: clock.now + 120_000, attempts: eb('attempts', '+', 1), due_at: clock.now }))
        .where('recipient', '=', other.email)
        .execute();
      await first.close();
      await smtp.start();
      const second = await startShop({ dataDir, reuseDatabase: true });
      clock.now += retryDelayMs(1);
      await second.mail.flush();
      expect(smtp.to(me.email)).toHaveLength(1);
      expect(smtp.to(other.email)).toHaveLength(0);
      clock.now += 120_000;
      await second.mail.flush();
      expect(smtp.to(other.email)).toHaveLength(1);
      clock.now += 120_000;
      await second.mail.flush();
      expect(smtp.to(me.email)).toHaveLength(1);
      expect(smtp.to(other.email)).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never lets two server processes on one database send the same mail', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-two-'));
    try {
      await smtp.stop();
      const a = await startShop({ dataDir });
      const b = await startShop({ dataDir, reuseDatabase: true });
      const people = [];
      for (let i = 0; i < 8; i += 1) people.push(await customer(i % 2 === 0 ? a : b));
      // The tries the sign-ups started end (refused) before time moves on, as real tries end within their lease.
      await Promise.all([a.mail.flush(), b.mail.flush()]);
      await smtp.start();
      clock.now += retryDelayMs(10);
      await Promise.all([a.mail.flush(), b.mail.flush(), a.mail.flush(), b.mail.flush()]);
      for (const person of people) expect(smtp.to(person.email)).toHaveLength(1);
      const ids = people.map((p) => smtp.to(p.email)[0]!.messageId);
      expect(new Set(ids).size).toBe(people.length);
      await a.close();
      await b.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('back in stock and workshops', () => {
  it('tells a shopper who asked once the product is back, and only once', async () => {
    const { db } = server.database;
    const product = await db
      .selectFrom('products as p')
      .innerJoin('product_prices as pp', (join) => join.onRef('pp.sku', '=', 'p.sku').on('pp.site', '=', 'jrau'))
      .select(['p.sku', 'p.product_code as code', 'p.title', 'p.slug'])
      .where('p.tags', '=', '[]')
      .orderBy('p.rank', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.updateTable('stock').set({ quantity: 0, reserved: 0 }).where('sku', '=', product.sku).execute();
    const email = `notify.${process.pid}@example.com`;
    const { solvedBotCheckToken } = await import('./bot-check-token');
    const asked = await server.request(
      'POST',
      '/api/bff/products/subscribe',
      from(newAddress(), { body: { productCode: product.code, email, botCheckToken: await solvedBotCheckToken(server) } }),
    );
    expect(asked.status, asked.text).toBe(200);
    await server.mail.flush();
    expect(smtp.to(email)).toHaveLength(0);
    // A delivery is counted in at the Sydney warehouse.
    await db
      .insertInto('stock')
      .values({ sku: product.sku, location_key: 'wh-au-sydney', quantity: 5, reserved: 0 })
      .onConflict((oc) => oc.columns(['sku', 'location_key']).doUpdateSet({ quantity: 5 }))
      .execute();
    await server.mail.flush();
    const [mail] = smtp.to(email);
    expect(mail?.subject).toBe(`Back in stock: ${product.title}`);
    expect(mail!.text).toContain(`/p/${encodeURIComponent(product.slug)}`);
    await server.mail.flush();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('confirms a workshop booking at once and reminds the day before, once; a cancelled booking gets no reminder', async () => {
    // The seeded sessions are dated from the seeding: the clock goes to a week before the first.
    const first = (await numberOf(server, sql`SELECT MIN(starts_at) FROM workshop_sessions WHERE site = 'jrau'`))!;
    clock.now = first - 7 * 86_400_000;
    const me = await customer();
    const workshops = (await call(me, 'GET', '/makerhub/workshops')).body.workshops as Array<{
      title: string;
      sessions: Array<{ id: string; startsAt: string; placesLeft: number }>;
    }>;
    const open = workshops.flatMap((w) =>
      w.sessions.filter((s) => s.placesLeft > 0 && Date.parse(s.startsAt) - clock.now > 2 * 86_400_000).map((s) => ({ ...s, title: w.title })),
    );
    const [kept, cancelled] = [open[0]!, open.find((s) => s.id !== open[0]!.id)!];
    const booked = await call(me, 'POST', `/makerhub/workshops/sessions/${kept.id}/bookings`);
    expect(booked.status, booked.text).toBe(201);
    const other = await call(me, 'POST', `/makerhub/workshops/sessions/${cancelled.id}/bookings`);
    await server.mail.flush();
    expect((await call(me, 'DELETE', `/makerhub/workshops/bookings/${other.body.booking.id}`)).status).toBe(200);
    await server.mail.flush();
    expect(smtp.to(me.email).map((m) => m.subject)).toEqual(['Welcome to Jolt Components', `Booked: ${kept.title}`, `Booked: ${cancelled.title}`]);
    const latest = Math.max(Date.parse(kept.startsAt), Date.parse(cancelled.startsAt));
    clock.now = latest - 86_400_000 + 1_000;
    await server.mail.flush();
    await server.mail.flush();
    const reminders = smtp.to(me.email).filter((m) => m.subject.startsWith('Tomorrow: '));
    expect(reminders.map((m) => m.subject)).toEqual([`Tomorrow: ${kept.title}`]);
    expect(reminders[0]!.text).toContain(' at ');
    const dropped = (await outbox()).filter((row) => row.recipient === me.email && row.state === 'dropped');
    expect(dropped.map((row) => row.kind)).toEqual(['workshop-reminder']);
  });
});
