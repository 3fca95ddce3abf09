import { SITE_CODES, type SiteCode } from '../src/domain/site';

/**
 * The tag manager a marketing team configures per site (spec §1 Other services used): its container id for
 * each site that has one (TAG_MANAGER_JRAU, TAG_MANAGER_JRNZ, TAG_MANAGER_RTAU) and where its script comes
 * from (TAG_MANAGER_ORIGIN, Google's by default; a server-side container on the retailer's own domain is
 * another). A site without an id loads no third-party script and its policy names no other origin.
 */
export interface TagManagerSettings {
  readonly origin: string;
  readonly containers: Readonly<Partial<Record<SiteCode, string>>>;
}

export const DEFAULT_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export type TagManagerSetting = { readonly ok: true; readonly settings: TagManagerSettings } | { readonly ok: false; readonly message: string };

export function parseTagManager(env: Readonly<Record<string, string | undefined>>): TagManagerSetting {
  const containers: Partial<Record<SiteCode, string>> = {};
  for (const site of SITE_CODES) {
    const name = `TAG_MANAGER_${site.toUpperCase()}`;
    const value = (env[name] ?? '').trim();
    if (value === '') continue;
    if (!CONTAINER_ID.test(value))
      return { ok: false, message: `${name}=${value} is not a tag manager container id (GTM- and 4 to 12 capitals or digits)` };
    containers[site] = value;
  }
  const text = (env.TAG_MANAGER_ORIGIN ?? '').trim() || DEFAULT_TAG_MANAGER_ORIGIN;
  let origin: string;
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    origin = url.origin;
  } catch {
    return { ok: false, message: `TAG_MANAGER_ORIGIN=${text} is not an http(s) origin` };
  }
  return { ok: true, settings: { origin, containers } };
}

/** The script a site loads, or null when the site has no container. */
export function tagManagerScript(settings: TagManagerSettings | undefined, site: SiteCode): string | null {
  const id = settings?.containers[site];
  return id ? `${settings.origin}/gtm.js?id=${encodeURIComponent(id)}` : null;
}

/** One line for the start output. */
export function describeTagManager(settings: TagManagerSettings | undefined): string {
  const sites = Object.entries(settings?.containers ?? {});
  return sites.length === 0
    ? 'Tag manager: none (set TAG_MANAGER_JRAU, TAG_MANAGER_JRNZ or TAG_MANAGER_RTAU to a container id)'
    : `Tag manager from ${settings?.origin}: ${sites.map(([site, id]) => `${site} ${id}`).join(', ')}`;
}
