import { isIP } from 'node:net';

/**
 * Which proxies in front of the shop are believed about the client (TRUST_PROXY): how many hops of them
 * there are, or their addresses and ranges. The client address is then the rightmost X-Forwarded-For
 * entry that is not one of them, and X-Forwarded-Proto is believed from the nearest one only. There is
 * deliberately no "trust everything": that takes the leftmost entry, which the client writes itself when
 * the proxy appends (nginx's and most load balancers' way), and every per-address limit would fall.
 */
export type TrustedProxies = number | readonly string[];

export type TrustProxySetting =
  { readonly ok: true; readonly trustProxy: TrustedProxies | undefined; readonly note?: string } | { readonly ok: false; readonly message: string };

/**
 * The longest chain a count may name. A count trusts that many entries from the right whoever wrote them,
 * so a count longer than the real chain hands the extra entries to the client; real chains (CDN, load
 * balancer, ingress) are three hops at most, and a larger number is far more likely a mistake.
 */
export const MAX_PROXY_HOPS = 5;

/** proxy-addr's named ranges, which Fastify accepts among the addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const OFF = /^(0|false|no|off)$/i;
const ON = /^(true|yes|on)$/i;

const refuse = (value: string, why: string): TrustProxySetting => ({
  ok: false,
  message: `TRUST_PROXY=${value} is not understood: ${why}. Give the number of proxies in front of the shop (TRUST_PROXY=1 for one proxy such as nginx or a load balancer, 2 for a CDN before a load balancer) or their addresses, comma-separated (TRUST_PROXY=127.0.0.1,10.0.0.0/8).`,
});

/** Why one entry of an address list is not an address or range, or undefined when it is one. */
function entryProblem(entry: string): string | undefined {
  if (entry === '') return 'the list has an empty entry';
  if (NAMED_RANGES.has(entry)) return undefined;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (version === 0) return `"${entry}" is not an IP address or range`;
  if (slash === -1) return undefined;
  const bits = entry.slice(slash + 1);
  const max = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return `"${entry}" needs a prefix length from 1 to ${max} after the slash`;
  if (Number(bits) === 0) return `"${entry}" would trust every address, so any client could claim any address`;
  return undefined;
}

/**
 * Reads TRUST_PROXY. Unset, empty, 0, false, no or off: no proxy is trusted and X-Forwarded-* are ignored.
 * A whole number from 1 to MAX_PROXY_HOPS: that many proxy hops. true, yes or on: one hop (the meaning of the
 * old TRUST_PROXY=1), with a note saying so. Otherwise a comma-separated list of addresses and CIDR ranges
 * (or loopback, linklocal, uniquelocal). Anything else is refused, never guessed.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const value = (raw ?? '').trim();
  if (value === '' || OFF.test(value)) return { ok: true, trustProxy: undefined };
  if (ON.test(value)) {
    return {
      ok: true,
      trustProxy: 1,
      note: `TRUST_PROXY=${value} is read as 1 proxy hop: the client is the rightmost X-Forwarded-For entry. Set a number of hops or the proxies' addresses to say otherwise.`,
    };
  }
  if (/^[+-]?\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 0 || hops > MAX_PROXY_HOPS) return refuse(value, `a number of proxy hops must be from 0 to ${MAX_PROXY_HOPS}`);
    return { ok: true, trustProxy: hops === 0 ? undefined : hops };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const problem = entries.map(entryProblem).find((why) => why !== undefined);
  if (problem) return refuse(value, problem);
  return { ok: true, trustProxy: entries };
}

/** What Fastify is given for a setting: nothing trusted, the addresses, or the first `hops` hops. */
export function fastifyTrustProxy(trusted: TrustedProxies | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === undefined) return false;
  if (typeof trusted !== 'number') return [...trusted];
  if (!Number.isInteger(trusted) || trusted < 0) throw new RangeError(`trustProxy: a number of hops must be a whole number, not ${trusted}`);
  if (trusted === 0) return false;
  // Fastify no longer takes a bare count, since a count trusts whatever connects (hop 0) as a proxy; it is
  // given as the equivalent function. A count is for a shop only its proxies can reach; README, "Behind a proxy".
  return (_address, hop) => hop < trusted;
}

/** One line for the start output: who is believed about the client's address. */
export function describeTrustProxy(trusted: TrustedProxies | undefined): string {
  if (trusted === undefined) return 'Proxies trusted: none (X-Forwarded-For and X-Forwarded-Proto are ignored; set TRUST_PROXY behind a proxy)';
  if (typeof trusted === 'number') {
    return `Proxies trusted: ${trusted} hop${trusted === 1 ? '' : 's'} (TRUST_PROXY=${trusted}; whoever connects is taken for a proxy, so only the proxies must reach this port)`;
  }
  return `Proxies trusted: ${trusted.join(', ')} (TRUST_PROXY)`;
}
