import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResponse } from '../../contract/checkout';
import { CONTACT, freshProduct } from './checkout-support';
import { type ApiResponse, type TestServer, startTestServer } from './harness';

/**
 * The second card gateway, chosen by settings alone (CARD_GATEWAY=windcave): the provider's hosted payment page,
 * reached by a signed link and left with a signed result (spec §1 Checkout, §4 Order completion, §9 Payments). What
 * the browser does, by HTTP: the payment call's link, the page, its form posts, the way back, and the order lookup.
 */
let server: TestServer;
const clock = { now: Date.parse('2030-03-01T00:00:00.000Z') };

/** A built client with a server renderer that renders next to nothing: enough to see the tags the pages carry. */
const built = mkdtempSync(join(tmpdir(), 'storefront-built-'));
mkdirSync(join(built, 'client'));
mkdirSync(join(built, 'server'));
writeFileSync(
  join(built, 'client', 'index.html'),
  '<!doctype html><html lang="en-AU"><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  join(built, 'server', 'first-paint.js'),
  `export async function renderFirstPaint() { return { head: '<title>Page</title>', body: '<main>page</main>', state: '[]', route: 'content' }; }`,
);
const clientDir = join(built, 'client');

beforeAll(async () => {
  server = await startTestServer({ now: () => clock.now, cardGateway: 'windcave', app: { clientDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(built, { recursive: true, force: true });
});

const CARD = { expiry: '12/35', cvc: '123', holderName: 'Ada Lovelace' };
const dollars = (cents: number, currency = 'AUD') => `${currency === 'NZD' ? 'NZ$' : '$'}${(cents / 100).toFixed(2)}`;

/** A shopper at the payment step with one product in the cart, and the payment call's answer. */
async function paymentFor(site: 'jrau' | 'jrnz' = 'jrau') {
  const product = await freshProduct(server, site);
  const token = await server.anonymousToken(site);
  await server.request('POST', '/api/bff/cart/add', { site, token, body: { sku: product.sku, quantity: 1 } });
  await server.request('POST', '/api/bff/checkout/contact-details', { site, token, body: CONTACT[site === 'jrnz' ? 'NZ' : 'AU'] });
  const res = await server.request<PaymentResponse>(
    'POST',
    `/api/bff/checkout/payment?deliveryCode=${site === 'jrnz' ? 'JNZ' : 'JAU'}_STD&forterToken=ftr_devicetoken01`,
    { site, token },
  );
  expect(res.status).toBe(200);
  const session = JSON.parse(res.body.paymentSession) as { reference: string; id: string };
  const link = new URL(res.body.sessionData, `http://${site}.localhost:${server.port}`);
  /** The link's own fields, which the card form posts back with the card. */
  const signed = Object.fromEntries(link.searchParams);
  const lookup = (redirectResult?: string) =>
    server.request(
      'GET',
      `/api/bff/checkout/order/${session.reference}${redirectResult ? `?redirectResult=${encodeURIComponent(redirectResult)}` : ''}`,
      {
        site,
        token,
      },
    );
  return {
    site,
    token,
    session,
    payment: res.body,
    link,
    signed,
    lookup,
    open: (path = `${link.pathname}${link.search}`) => server.request('GET', path, { site }),
    pay: (number: string, card: Partial<typeof CARD> = {}) =>
      server.request('POST', '/sandbox/windcave/pay', { site, form: { ...signed, number, ...CARD, ...card } }),
    cancel: () => server.request('POST', '/sandbox/windcave/cancel', { site, form: signed }),
  };
}

/** Where a 303 sends the shopper. */
const locationOf = (res: ApiResponse): URL => {
  expect(res.status).toBe(303);
  return new URL(String(res.headers.location), `http://jrau.localhost:${server.port}`);
};

/** The result the page sent the shopper back with, and what its payload says (as the client reads it). */
function resultOf(back: URL) {
  const redirectResult = back.searchParams.get('redirectResult') ?? '';
  const [payload] = redirectResult.split('.');
  return { redirectResult, claims: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown> };
}

const frameAncestorsNone = (res: ApiResponse) => expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);

describe('the hosted payment page (CARD_GATEWAY=windcave)', () => {
  it('hands the browser a signed link to the page, which shows the amount and a card form, and is never framed', async () => {
    const p = await paymentFor();
    expect(p.payment.sessionData).toMatch(/^\/sandbox\/windcave\/pay\?/);
    expect(p.session.id).toMatch(/^hpp_/);
    expect(p.signed).toMatchObject({
      session: p.session.id,
      reference: p.session.reference,
      amount: String(p.payment.amount),
      currency: 'AUD',
      return: `http://jrau.localhost:${server.port}/checkout`,
    });
    expect(p.signed.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const page = await p.open();
    expect(page.status).toBe(200);
    expect(page.text).toContain('Secure payment');
    expect(page.text).toContain(dollars(p.payment.amount));
    expect(page.text).toContain(`Pay ${dollars(p.payment.amount)}</button>`);
    expect(page.text).toContain('Cancel and return to the shop');
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)', 'Name on card'])
      expect(page.text).toContain(`${label}</label>`);
    expect(page.headers['cache-control']).toBe('no-store');
    frameAncestorsNone(page);

    const nz = await paymentFor('jrnz');
    expect(nz.signed.currency).toBe('NZD');
    expect((await nz.open()).text).toContain(dollars(nz.payment.amount, 'NZD'));
  });

  it('answers a changed or incomplete link with a page saying it is not valid (400), never a payment', async () => {
    const p = await paymentFor();
    const edited = (changes: Record<string, string | null>) => {
      const url = new URL(p.link);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) url.searchParams.delete(name);
        else url.searchParams.set(name, value);
      }
      return `${url.pathname}${url.search}`;
    };
    const edits: ReadonlyArray<Record<string, string | null>> = [
      { amount: '1' },
      { amount: String(p.payment.amount - 1) },
      { reference: 'JAU-AAAAAAAA-1' },
      { return: 'https://attacker.example/checkout' },
      { currency: 'NZD' },
      { expires: String(Number(p.signed.expires) + 86_400) },
      { sig: null },
      { sig: 'x'.repeat(43) },
    ];
    for (const changes of edits) {
      const res = await p.open(edited(changes));
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect(res.text).toContain('This payment link is not valid');
      expect(res.text).not.toContain('<form');
      frameAncestorsNone(res);
    }
    // Posting the card with a changed amount pays nothing either.
    const posted = await server.request('POST', '/sandbox/windcave/pay', {
      form: { ...p.signed, amount: '1', number: '4111 1111 1111 1111', ...CARD },
    });
    expect(posted.status).toBe(400);
    expect(await p.lookup()).toMatchObject({ status: 400, body: { message: 'No payment was made for this order' } });
    // The link itself is still good.
    expect((await p.open()).status).toBe(200);
  });

  it('answers an expired link with 400, by the provider’s clock', async () => {
    const p = await paymentFor();
    clock.now += 24 * 60 * 60 * 1000 + 1_000;
    try {
      const res = await p.open();
      expect(res.status).toBe(400);
      expect(res.text).toContain('This payment link is not valid');
      expect(res.text).toContain('expired');
      expect((await p.pay('4111 1111 1111 1111')).status).toBe(400);
    } finally {
      clock.now -= 24 * 60 * 60 * 1000 + 1_000;
    }
  });

  it('pays a good card: back to /checkout with the signed result, and the order lookup with it makes the order', async () => {
    const p = await paymentFor();
    const back = locationOf(await p.pay('4111 1111 1111 1111'));
    expect(`${back.origin}${back.pathname}`).toBe(`http://jrau.localhost:${server.port}/checkout`);
    expect(back.searchParams.get('sessionId')).toBe(p.session.id);
    const { redirectResult, claims } = resultOf(back);
    expect(redirectResult).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(claims)).toEqual(['session', 'reference', 'resultCode', 'issuedAt']);
    expect(claims).toMatchObject({ session: p.session.id, reference: p.session.reference, resultCode: 'Authorised' });

    const order = await p.lookup(redirectResult);
    expect(order.status).toBe(200);
    expect(order.body.orderNumber).toMatch(/^JAU/);
    const row = await server.database.db
      .selectFrom('orders')
      .select(['card_brand', 'card_last4', 'fraud_token', 'payment_method', 'total_cents'])
      .where('order_number', '=', order.body.orderNumber)
      .executeTakeFirst();
    expect(row).toMatchObject({ card_brand: 'visa', card_last4: '1111', fraud_token: 'ftr_devicetoken01', payment_method: 'card' });
    // Settled once: the lookup again answers the same order.
    expect((await p.lookup(redirectResult)).body.orderNumber).toBe(order.body.orderNumber);
    // A used link pays nothing again: it sends the shopper back with what came of it.
    const again = locationOf(await p.open());
    expect(resultOf(again).claims).toMatchObject({ resultCode: 'Authorised', reference: p.session.reference });
    expect(resultOf(locationOf(await p.pay('4111 1111 1111 1111'))).claims.resultCode).toBe('Authorised');
  });

  it('refuses a declined card: back with Refused and its reason, and the lookup says "Transaction declined"', async () => {
    const p = await paymentFor();
    const { claims } = resultOf(locationOf(await p.pay('4000 0000 0000 0002')));
    expect(claims).toMatchObject({ reference: p.session.reference, resultCode: 'Refused', refusalReason: 'Transaction declined' });
    expect((await p.lookup()).body).toEqual({ statusCode: 400, message: 'Transaction declined' });
  });

  it('makes no order of a forged result: a declined payment edited to Authorised, or another payment’s result', async () => {
    const p = await paymentFor();
    const { redirectResult } = resultOf(locationOf(await p.pay('4000 0000 0000 0002')));
    const [payload, signature] = redirectResult.split('.');
    const claimed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...claimed, resultCode: 'Authorised', refusalReason: undefined })).toString('base64url')}.${signature}`;
    for (const result of [forged, `${payload}.${'A'.repeat(43)}`, 'not-a-result', '..', `${forged}.extra`]) {
      const res = await p.lookup(result);
      expect(res.status, result).toBe(400);
      expect(res.body.message).toBe('Transaction declined');
    }
    expect(
      await server.database.db.selectFrom('orders').select('order_number').where('payment_reference', '=', p.session.reference).execute(),
    ).toEqual([]);

    // A genuine result of another payment finishes nothing here: a challenged payment stays unfinished.
    const paid = await paymentFor();
    const other = resultOf(locationOf(await paid.pay('4111 1111 1111 1111'))).redirectResult;
    const challenged = await paymentFor();
    const challenge = locationOf(await challenged.pay('4212 3456 7891 0006'));
    const approved = locationOf(
      await server.request('POST', '/sandbox/windcave/challenge', {
        form: { challengeId: challenge.searchParams.get('challengeId') ?? '', decision: 'approve' },
      }),
    );
    expect((await challenged.lookup(other)).status).toBe(423);
    expect((await challenged.lookup(resultOf(approved).redirectResult)).status).toBe(200);
  });

  it('shows field errors beside their fields (422), never echoing the card number', async () => {
    const p = await paymentFor();
    const bad = await p.pay('4111 1111 1111 1112', { expiry: '01/20', cvc: '12', holderName: ' ' });
    expect(bad.status).toBe(422);
    frameAncestorsNone(bad);
    for (const [field, message] of [
      ['number', 'Enter a valid card number'],
      ['expiry', 'This card has expired'],
      ['cvc', 'Enter the 3-digit security code'],
      ['holderName', 'Enter the name on the card'],
    ] as const) {
      expect(bad.text).toMatch(new RegExp(`<input id="${field}"[^>]*aria-invalid="true" aria-describedby="${field}-error">`));
      expect(bad.text).toContain(`<p id="${field}-error" class="error">${message}</p>`);
    }
    expect(bad.text).not.toMatch(/4111[\s-]?1111[\s-]?1111[\s-]?1112/);
    expect(bad.text).not.toContain('value="12"');

    // A good number with another field wrong: the number is not written back either.
    const cvc = await p.pay('4111 1111 1111 1111', { cvc: 'abc' });
    expect(cvc.status).toBe(422);
    expect(cvc.text).toContain('<p id="cvc-error" class="error">Enter the 3-digit security code</p>');
    expect(cvc.text).toContain('<p id="number-error" class="error"></p>');
    expect(cvc.text).not.toMatch(/4111[\s-]?1111[\s-]?1111[\s-]?1111/);
    expect(cvc.text).toContain('value="Ada Lovelace"');
    // Nothing was paid: the form may be posted again, and pays.
    expect(await p.lookup()).toMatchObject({ status: 400, body: { message: 'No payment was made for this order' } });
    expect(resultOf(locationOf(await p.pay('4111 1111 1111 1111'))).claims.resultCode).toBe('Authorised');
  });

  it('sends a 3-D Secure card through the challenge page; the payment finishes with the result the shopper brings back', async () => {
    const p = await paymentFor();
    const challenge = locationOf(await p.pay('4212 3456 7891 0006'));
    expect(challenge.pathname).toBe('/sandbox/windcave/challenge');
    const page = await server.request('GET', `${challenge.pathname}${challenge.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('3-D Secure');
    expect(page.text).toContain(dollars(p.payment.amount));
    expect(page.text).toContain('>Approve</button>');
    expect(page.text).toContain('>Fail</button>');
    frameAncestorsNone(page);
    const challengeId = challenge.searchParams.get('challengeId') ?? '';
    const back = locationOf(await server.request('POST', '/sandbox/windcave/challenge', { form: { challengeId, decision: 'approve' } }));
    expect(back.searchParams.get('sessionId')).toBe(p.session.id);
    const { redirectResult, claims } = resultOf(back);
    expect(claims.resultCode).toBe('Authorised');
    // Answered once.
    expect((await server.request('POST', '/sandbox/windcave/challenge', { form: { challengeId, decision: 'fail' } })).status).toBe(404);
    expect((await server.request('GET', `${challenge.pathname}${challenge.search}`)).status).toBe(404);
    // Not before the shopper is back with the result; then the order.
    expect((await p.lookup()).status).toBe(423);
    const order = await p.lookup(redirectResult);
    expect(order.status).toBe(200);
    expect(order.body.orderNumber).toMatch(/^JAU/);
  });

  it('refuses a payment whose 3-D Secure check fails', async () => {
    const p = await paymentFor();
    const challenge = locationOf(await p.pay('4212 3456 7891 0006'));
    const challengeId = challenge.searchParams.get('challengeId') ?? '';
    const back = locationOf(await server.request('POST', '/sandbox/windcave/challenge', { form: { challengeId, decision: 'fail' } }));
    expect(resultOf(back).claims).toMatchObject({ resultCode: 'Refused', refusalReason: 'Transaction declined' });
    expect((await p.lookup(resultOf(back).redirectResult)).body).toEqual({ statusCode: 400, message: 'Transaction declined' });
  });

  it('settles a Received payment about 2 s later; cancelling returns with Cancelled', async () => {
    const settling = await paymentFor();
    const back = locationOf(await settling.pay('4035 5010 0000 0008'));
    expect(resultOf(back).claims.resultCode).toBe('Received');
    expect((await settling.lookup(resultOf(back).redirectResult)).status).toBe(423);
    clock.now += 2_500;
    expect((await settling.lookup()).body.orderNumber).toMatch(/^JAU/);

    const cancelled = await paymentFor();
    const returned = locationOf(await cancelled.cancel());
    expect(returned.searchParams.get('sessionId')).toBe(cancelled.session.id);
    expect(resultOf(returned).claims).toMatchObject({ resultCode: 'Cancelled', reference: cancelled.session.reference });
    expect((await cancelled.lookup()).body).toEqual({ statusCode: 400, message: 'Payment cancelled' });
    // A cancelled link pays nothing afterwards.
    expect(resultOf(locationOf(await cancelled.pay('4111 1111 1111 1111'))).claims.resultCode).toBe('Cancelled');
  });

  it('keeps the drop-in’s pages answering, and the payment call on the hosted page', async () => {
    expect((await server.request('GET', '/sandbox/adyen/challenge?challengeId=chl_unknownunknown')).status).toBe(404);
    const p = await paymentFor();
    expect(p.payment.sessionData.startsWith('/sandbox/windcave/pay?')).toBe(true);
  });

  it('names the hosted page to the client in the pages’ meta tag; a default start’s pages carry none', async () => {
    const page = await server.request('GET', '/checkout');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="storefront:card-payment" content="windcave">');

    const drop = await startTestServer({ app: { clientDir } });
    try {
      const plain = await drop.request('GET', '/checkout');
      expect(plain.status).toBe(200);
      expect(plain.text).not.toContain('storefront:card-payment');
      expect(plain.text).toBe(page.text.replace('<meta name="storefront:card-payment" content="windcave">', ''));
    } finally {
      await drop.close();
    }
  });
});
