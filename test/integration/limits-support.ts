import { expect } from 'vitest';
import type { ApiResponse, RequestOptions, TestServer } from './harness';

/**
 * Acting as many shoppers from many addresses against a server started with `trustProxy: 1` (one proxy
 * hop): each request names its client address in X-Forwarded-For, as a proxy would, and that server believes it.
 */
export function limitsWorld(server: () => TestServer) {
  let addresses = 0;
  let serial = 0;
  /** A client address no other test of the file uses. */
  const newAddress = () => {
    addresses += 1;
    return `198.51.${100 + (addresses >> 8)}.${addresses & 255}`;
  };
  const from = (address: string, options: RequestOptions = {}): RequestOptions => ({
    ...options,
    headers: { ...options.headers, 'x-forwarded-for': address },
  });
  const tokenFrom = async (address: string) => {
    const res = await server().request('GET', '/api/bff/auth/accessToken', from(address));
    expect(res.status, res.text).toBe(200);
    return res.body as { accessToken: string; refreshToken: string; anonymousId: string };
  };
  const newCustomerBody = () => {
    serial += 1;
    return { email: `limits${serial}@example.com`, password: 'oscilloscope-12', firstName: 'Hedy', lastName: 'Lamarr' };
  };
  const customer = async () => {
    const body = newCustomerBody();
    const res = await server().request('POST', '/api/bff/account/customer', from(newAddress(), { body }));
    expect(res.status, res.text).toBe(201);
    return { ...body, token: res.body };
  };
  const signIn = (address: string, body: Record<string, unknown>, token?: string) =>
    server().request('POST', '/api/bff/auth/signin', from(address, { body, ...(token && { token }) }));
  /** A browser at one address: keeps the cookies the server sets. */
  const browserAt = (address: string) => {
    const cookies = new Map<string, string>();
    return async (method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse> => {
      const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await server().request(method, path, from(address, { ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } }));
      const raw = res.headers['set-cookie'];
      for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      return res;
    };
  };
  return { newAddress, from, tokenFrom, newCustomerBody, customer, signIn, browserAt };
}
