import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '../../contract/wallet';
import { freshProduct, shopperAt, startCheckoutWorld, type CheckoutWorld } from './checkout-support';
import { startTestServer, type TestServer } from './harness';
import { AU_CUSTOMER, NZ_CUSTOMER, registerCard, signInAs } from './wallet-support';

const AU_500 = { giftCardId: '6280 0000 0000 0001', pinCode: '1234' };
const AU_LEGACY = { giftCardId: '6280000000000003', cardType: 'legacy' };
const NZ_500 = { giftCardId: '6280000000000004', pinCode: '1234' };

describe('saved payment methods with the AU pay form provider', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-sandbox-'));
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dataDir });
    token = await signInAs(server, 'jrau', AU_CUSTOMER);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts empty and says cards can be added with the pay form provider', async () => {
    const res = await server.request('GET', '/api/bff/account/payment-methods', { token });
    expect(res.body).toEqual({ paymentMethods: [], canAdd: 'tyro' });
  });

  it('registers cards through the card page without paying, the first one the default, the nickname masked', async () => {
    const first = await registerCard(server, 'jrau', token, '4111 1111 1111 1111', 'Work 4111 1111 1111 1111');
    expect(first.status, first.text).toBe(200);
    expect(first.body.paymentMethods).toEqual([
      expect.objectContaining({ provider: 'tyro', brand: 'visa', last4: '1111', expiry: '12/30', isDefault: true }),
    ]);
    expect(first.body.paymentMethods[0].nickname).not.toContain('4111 1111 1111 1111');
    const second = await registerCard(server, 'jrau', token, '5555 4444 3333 1111');
    expect(second.body.paymentMethods.map((m: { brand: string; isDefault: boolean }) => [m.brand, m.isDefault])).toEqual([
      ['visa', true],
      ['mastercard', false],
    ]);
    expect(JSON.stringify(second.body)).not.toContain('5555444433331111');
  });

  it('refuses to keep a declined card with a message', async () => {
    const res = await registerCard(server, 'jrau', token, '4000 0000 0000 0002');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WALLET_MESSAGES.cardNotRegistered);
  });

  it('sets the default with the provider and renames by refId', async () => {
    const list = (await server.request('GET', '/api/bff/account/payment-methods', { token })).body.paymentMethods;
    const master = list.find((m: { brand: string }) => m.brand === 'mastercard');
    const set = await server.request('PUT', `/api/bff/account/tyro-payment-method/set-default/${master.refId}`, { token });
    expect(set.body.paymentMethods.find((m: { isDefault: boolean }) => m.isDefault).refId).toBe(master.refId);
    const renamed = await server.request('PUT', `/api/bff/account/payment-method/${master.refId}`, { token, body: { nickname: 'Travel' } });
    expect(renamed.body.paymentMethods.find((m: { refId: string }) => m.refId === master.refId).nickname).toBe('Travel');
    // The checkout's quick pay sees the provider's cards as the account does.
    const product = await freshProduct(server, 'jrau');
    await server.request('POST', '/api/bff/cart/add', { token, body: { sku: product.sku, quantity: 1 } });
    const checkout = await server.request('GET', '/api/bff/checkout/details', { token });
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body.savedCards.map((c: { cardId: string; isDefault: boolean }) => [c.cardId, c.isDefault])).toEqual(
      list.map((m: { refId: string }) => [m.refId, m.refId === master.refId]),
    );
  });

  it('keeps the cards across a restart of the server over the same database, and deletes them with the provider', async () => {
    // The provider keeps brand, last four and expiry: no card number is in what it wrote.
    const kept = await server.database.db.selectFrom('sandbox_records').select('data').where('provider', '=', 'tyro').execute();
    expect(kept.map((record) => record.data).join('\n')).toContain('"last4":"1111"');
    for (const number of ['4111111111111111', '5555444433331111']) expect(JSON.stringify(kept)).not.toContain(number);
    await server.close();
    server = await startTestServer({ dataDir, reuseDatabase: true });
    token = await signInAs(server, 'jrau', AU_CUSTOMER);
    const after = (await server.request('GET', '/api/bff/account/payment-methods', { token })).body.paymentMethods;
    expect(after.map((m: { last4: string }) => m.last4).sort()).toEqual(['1111', '1111']);
    const gone = await server.request('DELETE', `/api/bff/account/tyro-payment-method/${after[0].refId}`, { token });
    expect(gone.body.paymentMethods).toHaveLength(1);
    expect(gone.body.paymentMethods[0].isDefault).toBe(true);
    const last = await server.request('DELETE', `/api/bff/account/payment-method/${after[1].refId}`, { token });
    expect(last.body.paymentMethods).toEqual([]);
    const again = await server.request('DELETE', `/api/bff/account/payment-method/${after[1].refId}`, { token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(WALLET_MESSAGES.paymentMethodNotFound);
  });

  it('has no card provider on NZ: an empty list, and adding is refused with a message', async () => {
    const nz = await signInAs(server, 'jrnz', NZ_CUSTOMER);
    const res = await server.request('GET', '/api/bff/account/payment-methods', { site: 'jrnz', token: nz });
    expect(res.body).toEqual({ paymentMethods: [], canAdd: null });
    const add = await server.request('POST', '/api/bff/account/payment-method/register', {
      site: 'jrnz',
      token: nz,
      body: { provider: 'tyro', returnPath: '/account/payment-methods' },
    });
    expect(add.status).toBe(400);
    expect(add.body.message).toBe(WALLET_MESSAGES.noProvider);
  });
});

describe('gift cards on the account', () => {
  let world: CheckoutWorld;
  let token: string;
  beforeAll(async () => {
    world = await startCheckoutWorld();
    token = await signInAs(world.server, 'jrau', AU_CUSTOMER);
  });
  afterAll(async () => world.server.close());
  const call = (method: string, path: string, body?: unknown, site: 'jrau' | 'jrnz' = 'jrau') =>
    world.server.request(method, path, { site, token, body });

  it('adds a card with its PIN and a legacy card without one, and lists their balances', async () => {
    expect((await call('GET', '/api/bff/account/gift-cards')).body).toEqual({ giftCards: [] });
    const added = await call('POST', '/api/bff/account/gift-card', AU_500);
    expect(added.status, added.text).toBe(200);
    expect(added.body.giftCards).toEqual([expect.objectContaining({ last4: '0001', cardType: 'standard', balance: 50_000, currency: 'AUD' })]);
    const legacy = await call('POST', '/api/bff/account/gift-card', AU_LEGACY);
    expect(legacy.body.giftCards.map((c: { last4: string; cardType: string }) => [c.last4, c.cardType])).toEqual([
      ['0001', 'standard'],
      ['0003', 'legacy'],
    ]);
    const stored = JSON.stringify(await world.server.database.db.selectFrom('customer_gift_cards').selectAll().execute());
    expect(stored).not.toContain('6280000000000001');
  });

  it('refuses a missing PIN, a wrong PIN, a card already kept and a card of the other currency, each with a message', async () => {
    const noPin = await call('POST', '/api/bff/account/gift-card', { giftCardId: '6280000000000002' });
    expect([noPin.status, noPin.body.message]).toEqual([400, 'body.pinCode: is required unless cardType is legacy']);
    const wrong = await call('POST', '/api/bff/account/gift-card', { giftCardId: '6280000000000002', pinCode: '9999' });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Gift card number or PIN is not valid']);
    const twice = await call('POST', '/api/bff/account/gift-card', AU_500);
    expect([twice.status, twice.body.message]).toEqual([409, WALLET_MESSAGES.giftCardAlready]);
    const nzd = await call('POST', '/api/bff/account/gift-card', NZ_500);
    expect([nzd.status, nzd.body.message]).toEqual([400, 'This gift card is in NZD and cannot be kept on this site, which takes AUD']);
  });

  it('locks a card after 5 wrong PINs, even for its right PIN', async () => {
    for (let i = 0; i < 5; i += 1) await call('POST', '/api/bff/account/gift-card', { giftCardId: '6280000000000002', pinCode: '0000' });
    const locked = await call('POST', '/api/bff/account/gift-card', { giftCardId: '6280000000000002', pinCode: '1234' });
    expect(locked.status).toBe(429);
  });

  it('redeems a kept card at checkout without its PIN', async () => {
    const product = await freshProduct(world.server, 'jrau');
    await shopperAt(world, 'jrau', [{ sku: product.sku, quantity: 1 }], token);
    const cards = (await call('GET', '/api/bff/account/gift-cards')).body.giftCards;
    const redeemed = await call('POST', '/api/bff/checkout/giftcard/redeem-account', { accountGiftCardId: cards[0].id });
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body.details.giftCards).toEqual([expect.objectContaining({ last4: '0001' })]);
  });

  it('removes the link only: the card keeps its balance and can be added again', async () => {
    const cards = (await call('GET', '/api/bff/account/gift-cards')).body.giftCards;
    const removed = await call('DELETE', `/api/bff/account/gift-card/${cards[1].id}`);
    expect(removed.body.giftCards).toHaveLength(1);
    const again = await call('POST', '/api/bff/account/gift-card', AU_LEGACY);
    expect(again.body.giftCards.find((c: { last4: string }) => c.last4 === '0003').balance).toBe(50_000);
    const unknown = await call('DELETE', `/api/bff/account/gift-card/${cards[1].id}`);
    expect([unknown.status, unknown.body.message]).toEqual([404, WALLET_MESSAGES.giftCardNotFound]);
  });
});
