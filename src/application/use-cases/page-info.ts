import { type PageInfo, pageContext } from '../../domain/page-info';
import { type Site, gtagIdOf, isBotCheckDomain } from '../../domain/site';

/** Our own pages for the help links of spec §3 Page info: the contact form and the maker hub's articles. */
export const CONTACT_US_LINK = '/contact-us';
export const FAQ_LINK = '/makerhub/articles';

export interface PageInfoUseCases {
  /** Spec §3 Page info / context of the page shown with this head (page type and, on a product page, its product). */
  of(head: PageInfo['head']): PageInfo;
}

export interface PageInfoDeps {
  readonly site: Site;
  /** The page's host: the bot check runs on our own sites' hosts only (isRecaptchaDomain). */
  readonly host: string;
  /** The domains our sites run under; `localhost` when not configured. */
  readonly domains?: readonly string[];
}

/** What every page draws from and embedded content reads: the site's fixed facts plus the page's head. */
export function pageInfoUseCases({ site, host, domains }: PageInfoDeps): PageInfoUseCases {
  const fixed = {
    gtagId: gtagIdOf(site.code),
    siteCode: site.code,
    brand: site.brand,
    isRecaptchaDomain: isBotCheckDomain(host, domains),
    countryCode: site.country,
    contactUsLink: CONTACT_US_LINK,
    faqLink: FAQ_LINK,
  };
  return { of: (head) => pageContext({ ...fixed, head }) };
}
