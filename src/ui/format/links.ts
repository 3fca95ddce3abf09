import { opensChat } from './chat';

/**
 * Spec §2 Links: external links open in a new tab. External means an http(s) link to another origin;
 * relative links are internal, and mailto:/tel: links hand over to another application rather than a tab.
 */
export function isExternalLink(href: string, siteOrigin: string): boolean {
  let target: URL;
  let site: URL;
  try {
    site = new URL(siteOrigin);
    target = new URL(href, site);
  } catch {
    return false;
  }
  return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin !== site.origin;
}

export type LinkBehaviour = 'openChat' | 'newTab' | 'sameTab';

/** Spec §2 Links: "#chat" wins over everything, since such a link never navigates. */
export function linkBehaviour(href: string, siteOrigin: string): LinkBehaviour {
  if (opensChat(href)) return 'openChat';
  return isExternalLink(href, siteOrigin) ? 'newTab' : 'sameTab';
}
