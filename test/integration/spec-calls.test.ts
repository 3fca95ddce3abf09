import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BNPL_PROVIDER, SECOND_CARD_PROVIDER } from '../../kernel/payments';
import { type TestServer, startTestServer } from './harness';

/**
 * Spec §7 Account, Orders, Authentication, Lists and Products and projects, call by call, as the spec writes them (under /api/bff).
 * `customer` marks the calls that act on a signed-in customer's own data: a guest is refused them.
 */
const CALLS: ReadonlyArray<{ readonly method: string; readonly path: string; readonly customer?: true }> = [
  // Orders
  { method: 'POST', path: '/checkout/order' },
  { method: 'POST', path: `/checkout/${BNPL_PROVIDER}/order` },
  { method: 'GET', path: '/checkout/order/:reference' },
  { method: 'POST', path: '/account/return/:orderNumber', customer: true },
  { method: 'GET', path: '/account/orders', customer: true },
  { method: 'POST', path: '/checkout/account/order/reorder', customer: true },
  // Account
  { method: 'POST', path: '/users/deep-email-ckecker' },
  { method: 'PUT', path: '/account/customer', customer: true },
  { method: 'PUT', path: '/account/change/password', customer: true },
  { method: 'POST', path: '/account/address', customer: true },
  { method: 'PUT', path: '/account/address', customer: true },
  { method: 'DELETE', path: '/account/address/:id', customer: true },
  { method: 'POST', path: '/account/customer/preferences', customer: true },
  { method: 'GET', path: '/account/details', customer: true },
  { method: 'POST', path: '/account/payment-method', customer: true },
  { method: 'PUT', path: '/account/payment-method/:id', customer: true },
  { method: 'DELETE', path: '/account/payment-method/:id', customer: true },
  { method: 'DELETE', path: `/account/${SECOND_CARD_PROVIDER}-payment-method/:id`, customer: true },
  { method: 'PUT', path: `/account/${SECOND_CARD_PROVIDER}-payment-method/set-default/:id`, customer: true },
  { method: 'POST', path: '/account/gift-card', customer: true },
  { method: 'DELETE', path: '/account/gift-card/:id', customer: true },
  { method: 'PATCH', path: '/account/customer/deactivate', customer: true },
  { method: 'GET', path: '/account/loyalty-points', customer: true },
  { method: 'POST', path: '/account/print-invoice', customer: true },
  { method: 'GET', path: '/account/email-subscriptions', customer: true },
  { method: 'POST', path: '/account/email-subscriptions', customer: true },
  // Authentication
  { method: 'GET', path: '/auth/accessToken' },
  { method: 'POST', path: '/auth/refreshToken/:refreshToken' },
  { method: 'GET', path: '/account/is-disabled' },
  { method: 'POST', path: '/auth/signin' },
  { method: 'POST', path: '/account/customer' },
  { method: 'POST', path: '/account/forgot-password' },
  { method: 'POST', path: '/customers/reset-password' },
  { method: 'POST', path: '/account/checkCustomerExists' },
  // Lists
  { method: 'GET', path: '/lists/list', customer: true },
  { method: 'GET', path: '/lists/list/:id/details', customer: true },
  { method: 'POST', path: '/lists/list/:id', customer: true },
  { method: 'DELETE', path: '/lists/list/:id/products', customer: true },
  { method: 'DELETE', path: '/lists/list/:id', customer: true },
  { method: 'PUT', path: '/lists/list/:id', customer: true },
  { method: 'POST', path: '/lists/list/:id/duplicate', customer: true },
  { method: 'POST', path: '/lists/list', customer: true },
  { method: 'PATCH', path: '/lists/list/:id/add-to-cart', customer: true },
  { method: 'PATCH', path: '/lists/list/:id/products', customer: true },
  { method: 'GET', path: '/lists/projects', customer: true },
  { method: 'POST', path: '/lists/projects/:id', customer: true },
  { method: 'POST', path: '/lists/projects', customer: true },
  // Products and projects
  { method: 'GET', path: '/products/list' },
  { method: 'POST', path: '/products/subscribe' },
  { method: 'GET', path: '/products/listBySlugIds' },
  { method: 'GET', path: '/products/search' },
  { method: 'GET', path: '/projects/list' },
  { method: 'GET', path: '/projects/makerHubBladeProjects' },
  { method: 'POST', path: '/lists/bookmark-project', customer: true },
];

/** A route pattern with its parameters unnamed, so '/x/:id' and '/x/:addressId' are the same call. */
const shape = (method: string, url: string) => `${method} ${url.replace(/:[A-Za-z]+/g, ':')}`;
const sample = (path: string) => `/api/bff${path.replace(/:[A-Za-z]+/g, 'JAU000000001')}`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('spec §7 Account, Orders, Authentication, Lists, Products and projects', () => {
  it('has a route for every call, so none falls to the catch-all 404', () => {
    const routed = new Set(server.routes.map((route) => shape(route.method, route.url)));
    const missing = CALLS.filter((call) => !routed.has(shape(call.method, `/api/bff${call.path}`)));
    expect(missing.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it("refuses a guest every call on a customer's own data with 401, with or without an anonymous token", async () => {
    const token = await server.anonymousToken('jrau');
    for (const call of CALLS.filter((c) => c.customer)) {
      const body = call.method === 'GET' || call.method === 'DELETE' ? {} : { body: {} };
      for (const withToken of [false, true]) {
        const res = await server.request(call.method, sample(call.path), { ...body, ...(withToken ? { token } : {}) });
        expect(res.status, `${call.method} ${call.path} ${withToken ? 'anonymous' : 'no token'} → ${res.text.slice(0, 120)}`).toBe(401);
      }
    }
  });
});
