/**
 * Spec §2 Links: any link whose target contains "#chat" opens the help chat instead of navigating, and
 * external links open in a new tab. The shop's own links follow it (src/ui/router.tsx `Link`), and so does any
 * other link on the page, from the CMS or a vendor's widget (src/adapters/browser/link-rules.ts).
 */

/** A link whose target contains this opens the help chat instead of navigating. */
export const CHAT_LINK_MARKER = '#chat';

/** The window event that asks the help chat to open. */
export const OPEN_CHAT_EVENT = 'storefront:open-chat';

export const opensChat = (href: string | null | undefined): boolean => (href ?? '').includes(CHAT_LINK_MARKER);

/**
 * External means an http(s) link to another origin; relative links are internal, and mailto:/tel: links hand
 * over to another application rather than a tab.
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

/** "#chat" wins over everything, since such a link never navigates. */
export function linkBehaviour(href: string, siteOrigin: string): LinkBehaviour {
  if (opensChat(href)) return 'openChat';
  return isExternalLink(href, siteOrigin) ? 'newTab' : 'sameTab';
}
