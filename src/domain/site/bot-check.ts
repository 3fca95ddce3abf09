import { SITE_CODES } from './site';

/** Where our sites run when nothing else is configured: `jrau.localhost`, `jrnz.localhost`, `rtau.localhost`. */
export const DEFAULT_SITE_DOMAIN = 'localhost';

/**
 * Spec §3 Page info `isRecaptchaDomain`: whether the invisible bot check runs on this host. It runs on
 * our own sites' hosts only — `{site}.{domain}` or the bare domain (which is the default site) — as a
 * vendor's widget runs only on the domains its key is registered for. Port and case do not matter.
 */
export function isBotCheckDomain(host: string, domains: readonly string[] = [DEFAULT_SITE_DOMAIN]): boolean {
  const hostname = hostnameOf(host);
  if (hostname === '') return false;
  return domains.some((raw) => {
    const domain = hostnameOf(raw);
    return domain !== '' && (hostname === domain || SITE_CODES.some((code) => hostname === `${code}.${domain}`));
  });
}

/** `JRAU.Example.com.:8080` → `jrau.example.com`; an IPv6 literal keeps its brackets. */
function hostnameOf(host: string): string {
  const text = host.trim().toLowerCase();
  const withoutPort = text.startsWith('[') ? text.slice(0, text.indexOf(']') + 1) : (text.split(':')[0] ?? '');
  return withoutPort.replace(/\.+$/, '');
}
