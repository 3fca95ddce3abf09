import type { Banner, BannerPlacement, Banners } from '../../application/ports/banners';
import { loadSchema, schemasIn } from '../http';

/** The contract loads with the first poll, not in the first page's script; a failed load is a poll to try again. */
const schema = schemasIn(() => import('../../../contract/banners'));

/** Spec §9 Retries: the banner/messaging service's readiness is polled every 250 ms. */
export const BANNERS_POLL_MS = 250;
/** Our bound: 40 polls, 10 s; a page that waited that long does without banners. */
export const BANNERS_MAX_POLLS = 40;

/** The part of `fetch` this adapter uses, so tests can stand in for the browser's. */
export type BannersFetch = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string> },
) => Promise<{ readonly status: number; json(): Promise<unknown> }>;

export interface BannersOptions {
  /** The site's origin, e.g. http://rtau.localhost:8080: the server tells the site, hence its banners, from it. */
  readonly origin: string;
  readonly fetch: BannersFetch;
  readonly pollMs?: number;
  readonly maxPolls?: number;
  /** Epoch ms, to drop a banner whose window closes while the page stays open. */
  readonly now?: () => number;
}

type Poll = 'answered' | 'refused' | 'unavailable';

/**
 * The marketing banners from GET /api/bff/banners. Readiness is the service answering: it is polled
 * every 250 ms while it is unreachable or failing (5xx, 429), and its first answer holds every
 * placement's banners, so one request serves the whole page. A refusal (any other 4xx) or a body
 * that breaks the contract ends the wait at once: polling would not change it.
 */
export function createBanners(options: BannersOptions): Banners {
  const url = `${options.origin.replace(/\/+$/, '')}/api/bff/banners`;
  const pollMs = options.pollMs ?? BANNERS_POLL_MS;
  const maxPolls = options.maxPolls ?? BANNERS_MAX_POLLS;
  const now = options.now ?? Date.now;
  let loaded: readonly Banner[] = [];
  let readiness: Promise<boolean> | undefined;

  const poll = async (): Promise<Poll> => {
    const parser = loadSchema(schema('BannersResponse'));
    try {
      const response = await options.fetch(url, { method: 'GET', headers: { Accept: 'application/json' } });
      if (response.status >= 500 || response.status === 429 || response.status === 408) return 'unavailable';
      if (response.status !== 200) return 'refused';
      const answer: unknown = await response.json();
      const contract = await parser;
      if (!contract.ok) return 'unavailable';
      const parsed = contract.schema.safeParse(answer);
      if (!parsed.success) return 'refused';
      loaded = parsed.data.banners;
      return 'answered';
    } catch {
      return 'unavailable';
    }
  };

  const waitUntilReady = async (): Promise<boolean> => {
    for (let attempt = 1; attempt <= maxPolls; attempt += 1) {
      const outcome = await poll();
      if (outcome !== 'unavailable') return outcome === 'answered';
      if (attempt < maxPolls) await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return false;
  };

  const ready = (): Promise<boolean> => {
    // Every caller shares one wait; after a failed one, the next caller starts a new wait.
    readiness ??= waitUntilReady().then((ok) => {
      if (!ok) readiness = undefined;
      return ok;
    });
    return readiness;
  };

  return {
    ready,
    async banners(placement: BannerPlacement) {
      if (!(await ready())) return [];
      const at = now();
      return loaded.filter((b) => b.placement === placement && Date.parse(b.startsAt) <= at && at < Date.parse(b.endsAt));
    },
  };
}
