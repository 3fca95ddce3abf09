import { loadOnce } from '../http';

/** The part of `fetch` the token call uses, so tests can stand in for the browser's. */
export type TokenFetch = (
  url: string,
  init: { readonly headers: Record<string, string> },
) => Promise<{ readonly ok: boolean; json(): Promise<unknown> }>;

/**
 * Spec §1 Checkout: the fraud-prevention provider's device token, fetched once per page and shared by
 * every payment call. A failure is not remembered, so the next payment asks again.
 */
export function createFraudToken(fetch: TokenFetch, url: string): () => Promise<string> {
  const load = async (): Promise<string> => {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    const body = response.ok ? ((await response.json()) as { token?: unknown }) : undefined;
    if (typeof body?.token !== 'string' || body.token === '') throw new Error('The fraud-prevention token could not be fetched');
    return body.token;
  };
  return loadOnce(load);
}
