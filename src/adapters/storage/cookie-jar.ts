/**
 * `document.cookie` as an interface: reading gives every cookie as "a=1; b=2", writing sets one cookie
 * from "name=value; attributes". Passed in, so the storage adapters run (and are tested) without a DOM.
 */
export interface CookieJar {
  get(): string;
  set(value: string): void;
}

/** The page's own cookies. */
export const documentCookieJar = (doc: { cookie: string }): CookieJar => ({
  get: () => doc.cookie,
  set: (value) => {
    doc.cookie = value;
  },
});

export interface CookieAttributes {
  readonly maxAgeSeconds: number;
  readonly path?: string;
  readonly sameSite?: 'Lax' | 'Strict';
  /** Only over https; a Secure cookie set from an http page is dropped by the browser. */
  readonly secure?: boolean;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** One cookie's value, or null. A sandboxed document may throw on access: then there is no cookie. */
export function readCookie(jar: CookieJar, name: string): string | null {
  let all: string;
  try {
    all = jar.get();
  } catch {
    return null;
  }
  for (const pair of all.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() === name) return decode(pair.slice(at + 1).trim());
  }
  return null;
}

/** Writes a cookie; the value is written as given (the caller keeps it to cookie-safe characters). */
export function writeCookie(jar: CookieJar, name: string, value: string, attributes: CookieAttributes): void {
  const parts = [`${name}=${value}`, `Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`, `Path=${attributes.path ?? '/'}`];
  parts.push(`SameSite=${attributes.sameSite ?? 'Lax'}`);
  if (attributes.secure) parts.push('Secure');
  try {
    jar.set(parts.join('; '));
  } catch {
    // A document that refuses cookies keeps none; the shop works without them.
  }
}

/** Max-Age=0 expires the cookie at once; path must match the one it was set with. */
export const removeCookie = (jar: CookieJar, name: string, path = '/'): void => writeCookie(jar, name, '', { maxAgeSeconds: 0, path });
