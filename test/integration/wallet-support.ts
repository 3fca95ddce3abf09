import { expect } from 'vitest';
import type { SiteCode } from '../../src/domain/site';
import type { TestServer } from './harness';

export const AU_CUSTOMER = 'checkout.au@example.com';
export const NZ_CUSTOMER = 'checkout.nz@example.com';
export const PASSWORD = 'Checkout-Test-1';

export async function signInAs(server: TestServer, site: SiteCode, email: string): Promise<string> {
  const res = await server.request('POST', '/api/bff/auth/signin', { site, body: { email, password: PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.body.accessToken as string;
}

export const CARD = { expiry: '12/30', cvc: '123', holderName: 'Jo Maker' };

/**
 * Registers a card as My Account does: opens the provider's card page in "register a card" mode, enters the
 * card there (the page's own call), then asks the shop to keep it with the payId the page hands back.
 */
export async function registerCard(server: TestServer, site: SiteCode, token: string, number: string, nickname?: string) {
  const opened = await server.request('POST', '/api/bff/account/payment-method/register', {
    site,
    token,
    body: { provider: 'tyro', returnPath: '/account/payment-methods' },
  });
  expect(opened.status, opened.text).toBe(200);
  const page = await server.request('GET', opened.body.url, { site });
  expect(page.status).toBe(200);
  expect(page.text).toContain('Save a card to your account');
  const paySecret = new URL(opened.body.url, 'http://x').searchParams.get('paySecret') ?? '';
  const paid = await server.request('POST', `/sandbox/tyro/pay-requests/${paySecret}/pay`, { site, body: { card: { number, ...CARD }, save: true } });
  expect(paid.status, paid.text).toBe(200);
  return server.request('POST', '/api/bff/account/payment-method', {
    site,
    token,
    body: { provider: 'tyro', payId: paid.body.payId, ...(nickname ? { nickname } : {}) },
  });
}
