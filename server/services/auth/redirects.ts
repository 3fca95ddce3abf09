/**
 * Where sign-in may send a shopper next: a path or an address on this very host, never elsewhere, so
 * neither the referer (spec §7 sign-in) nor a callbackUrl (§2) can make us an open redirect. The answer
 * is normalised by the URL parser, so it is always safe to put in a Location header.
 */
export function sameSiteUrl(raw: string | undefined, host: string | undefined, fallback = '/'): string {
  if (!raw || !host) return fallback;
  try {
    const base = new URL(`http://${host}`);
    const url = new URL(raw, base);
    if (url.host !== base.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback;
    // A path stays a path; a full address stays full (with its own scheme).
    return raw.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return fallback;
  }
}
