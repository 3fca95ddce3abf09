import { BRAND_NAMES, SITES, type SiteCode } from '../../src/domain/site';
import type { Catalog, SeedCategory } from './catalog';
import type { SeedProject } from './projects';
import { BRAND_FOCUS } from './sales-history';
import type { SeedStore } from './stores';

/** A row of table content_pages (spec §2 page types, fetched by GET /bff/page). */
export interface SeedPage {
  readonly site: SiteCode;
  readonly path: string;
  readonly page_type: string;
  readonly title: string;
  readonly body: string;
}

/**
 * Content blocks a page is made of. Our own shape (the spec names page types, not their content):
 * a hero, product carousels by category slug or by skus, copy, links, and lists the client fills.
 */
export type Block =
  | { type: 'hero'; title: string; subtitle: string; cta?: { label: string; href: string } }
  | { type: 'productCarousel'; title: string; categorySlug: string; limit: number }
  | { type: 'productCarousel'; title: string; shelf: 'deals' | 'newArrivals' | 'bestSellers'; limit: number; from?: string[] }
  | { type: 'categoryTiles'; title: string; slugs: string[] }
  | { type: 'workshopsNear'; title: string; limit: number }
  | { type: 'productList'; title: string; skus: string[] }
  | { type: 'text'; heading?: string; body: string }
  | { type: 'links'; title: string; links: { label: string; href: string }[] }
  | { type: 'projectList'; title: string; kind?: string; limit: number }
  | { type: 'projectPages'; title: string; kind: string }
  | { type: 'projectDetail'; slug: string }
  | { type: 'articleBody'; slug: string }
  | { type: 'storeList'; title: string; brand: string; country: string }
  | { type: 'storeFinder' }
  | { type: 'store'; storeKey: string }
  | { type: 'workshopSessions'; title: string; slug?: string }
  | { type: 'competitions'; title: string }
  | { type: 'communityEntries'; title: string; limit: number };

// Shoppers see the brand's name, never its code (jc, rtm).
const DISPLAY_NAME: Record<SiteCode, string> = { jrau: BRAND_NAMES.jc, jrnz: `${BRAND_NAMES.jc} New Zealand`, rtau: BRAND_NAMES.rtm };

const page = (site: SiteCode, path: string, page_type: string, title: string, blocks: Block[]): SeedPage => ({
  site,
  path,
  page_type,
  title,
  body: JSON.stringify({ blocks }),
});

/**
 * The home page (issue 20: a home page worth landing on): the brand's promise, its categories with a picture
 * each, what is on sale, new and selling, Makerhub picks and the workshops near the shopper's store. The
 * shelves are filled when the page is read (server/services/home), so they follow prices, stock and orders.
 */
function homePage(site: SiteCode, bySize: SeedCategory[]): SeedPage {
  const rtm = SITES[site].brand === 'rtm';
  // The brand's own ranges lead (rtau: car audio, 12 V power…; jc: boards, sensors, parts), then the deepest.
  const focus = BRAND_FOCUS[SITES[site].brand];
  const tops = [...bySize].sort((a, b) => (focus[b.slug] ?? 1) - (focus[a.slug] ?? 1));
  const from = tops.map((c) => c.slug);
  return page(site, '/', 'Full Width', rtm ? 'Power, sound and security for the road and the home' : 'Parts, tools and ideas for makers', [
    rtm
      ? {
          type: 'hero',
          title: 'Sound for the road',
          subtitle: 'Head units, speakers, dual battery kits and dash cams, fitted advice in store and ready to collect today.',
          cta: { label: 'Shop car audio', href: '/c/car-audio' },
        }
      : {
          type: 'hero',
          title: 'Make something this weekend',
          subtitle: 'Boards, sensors and parts in stock at a store near you, with project guides from our Makerhub.',
          cta: { label: 'Browse projects', href: '/makerhub/projects' },
        },
    { type: 'categoryTiles', title: 'Shop by category', slugs: tops.map((c) => c.slug) },
    { type: 'productCarousel', title: rtm ? 'Deals for the road' : 'Current deals', shelf: 'deals', limit: 8, from },
    { type: 'productCarousel', title: 'Best sellers', shelf: 'bestSellers', limit: 8 },
    { type: 'productCarousel', title: 'New arrivals', shelf: 'newArrivals', limit: 8, from },
    { type: 'projectList', title: rtm ? 'Makerhub picks for your car and camp' : 'Makerhub picks', kind: 'project', limit: 4 },
    { type: 'workshopsNear', title: 'Workshops near you', limit: 3 },
    {
      type: 'text',
      heading: `Why shop with ${DISPLAY_NAME[site]}`,
      body: 'Real stock counts for every store, click and collect in as little as an hour, and staff who build things themselves. Not sure what you need? Bring your project in and ask.',
    },
  ]);
}

function categoryPage(site: SiteCode, category: SeedCategory, children: SeedCategory[]): SeedPage {
  const name = category.name;
  return page(site, `/c/${category.slug}`, 'Category', name, [
    {
      type: 'hero',
      title: name,
      subtitle:
        category.level === 1
          ? `Everything in ${name.toLowerCase()}, from everyday parts to pro gear.`
          : `${category.path.slice(0, -1).join(' › ')} › ${name}`,
    },
    ...(children.length
      ? [{ type: 'links', title: 'Shop by type', links: children.map((c) => ({ label: c.name, href: `/c/${c.slug}` })) } as Block]
      : []),
    { type: 'productCarousel', title: `Best sellers in ${name}`, categorySlug: category.slug, limit: 12 },
    {
      type: 'text',
      body: `Our ${name.toLowerCase()} range is chosen by people who use it. Check stock at your local store before you visit, or have it delivered to your door.`,
    },
  ]);
}

function makerhubPages(site: SiteCode, projects: SeedProject[]): SeedPage[] {
  const mine = projects.filter((p) => p.site === site);
  // A project's page is its detail block (steps, parts, add all); an article's its sections and related products.
  const blocksOf = (p: SeedProject): Block[] =>
    p.kind === 'project'
      ? [{ type: 'projectDetail', slug: p.slug }]
      : p.kind === 'article'
        ? [
            { type: 'hero', title: p.title, subtitle: `${p.difficulty} · ${p.summary}` },
            { type: 'articleBody', slug: p.slug },
            { type: 'productList', title: 'Related products', skus: p.skus },
          ]
        : [
            { type: 'hero', title: p.title, subtitle: `${p.difficulty} · ${p.summary}` },
            { type: 'workshopSessions', title: 'Sessions', slug: p.slug },
            { type: 'productList', title: 'What you will use', skus: p.skus },
          ];
  const detail = (p: SeedProject): SeedPage =>
    page(
      site,
      `/makerhub/${p.kind === 'article' ? 'articles' : p.kind === 'workshop' ? 'workshops' : 'projects'}/${p.slug}`,
      p.kind === 'article' ? 'Makerhub Article' : p.kind === 'workshop' ? 'Makerhub Workshop' : 'Makerhub Project Detail',
      p.title,
      blocksOf(p),
    );
  return [
    page(site, '/makerhub', 'Makerhub', 'Makerhub', [
      { type: 'hero', title: 'Makerhub', subtitle: 'Projects, guides and workshops from our makers to yours.' },
      { type: 'projectList', title: 'Latest projects', kind: 'project', limit: 8 },
      { type: 'projectList', title: 'Guides and articles', kind: 'article', limit: 4 },
      {
        type: 'links',
        title: 'Explore',
        links: [
          { label: 'All projects', href: '/makerhub/projects' },
          { label: 'Articles', href: '/makerhub/articles' },
          { label: 'Workshops', href: '/makerhub/workshops' },
          { label: 'Community', href: '/makerhub/community' },
          { label: 'Competitions', href: '/makerhub/competitions' },
        ],
      },
    ]),
    page(site, '/makerhub/projects', 'Project Listing', 'Projects', [
      { type: 'hero', title: 'Projects', subtitle: 'Step-by-step builds with the parts list ready to add to your cart.' },
      { type: 'projectPages', title: 'All projects', kind: 'project' },
    ]),
    page(site, '/makerhub/articles', 'Article Listing', 'Articles', [
      { type: 'hero', title: 'Articles', subtitle: 'Know-how for the bench.' },
      { type: 'projectPages', title: 'All articles', kind: 'article' },
    ]),
    page(site, '/makerhub/workshops', 'Makerhub Workshop', 'Workshops', [
      { type: 'hero', title: 'Workshops', subtitle: 'Hands-on sessions in our stores, a few places each. Sign in to book yours.' },
      { type: 'workshopSessions', title: 'Upcoming sessions' },
    ]),
    page(site, '/makerhub/community', 'Makerhub Community', 'Community', [
      { type: 'hero', title: 'Community', subtitle: 'Show what you made, ask for help, find a local maker group.' },
      { type: 'projectList', title: 'Newest projects', kind: 'project', limit: 6 },
      { type: 'communityEntries', title: 'Newest competition entries', limit: 12 },
      {
        type: 'text',
        heading: 'Share your build',
        body: 'Enter a competition with a few lines and a photo, or bring it into a store: we love seeing what you made. Be kind, credit others, and keep mains wiring to licensed people.',
      },
      {
        type: 'links',
        title: 'Get involved',
        links: [
          { label: 'Competitions', href: '/makerhub/competitions' },
          { label: 'Workshops', href: '/makerhub/workshops' },
          { label: 'All projects', href: '/makerhub/projects' },
        ],
      },
    ]),
    page(site, '/makerhub/competitions', 'Makerhub Competitions', 'Competitions', [
      { type: 'hero', title: 'Competitions', subtitle: 'Build it, show it, win store credit.' },
      {
        type: 'text',
        heading: 'How it works',
        body: 'Sign in, tell us about your build in a few lines and add a photo if you like. One entry per person per competition; winners are shown here when a competition closes.',
      },
      { type: 'competitions', title: 'Competitions' },
    ]),
    ...mine.map(detail),
  ];
}

/** Every content page of every site. */
export function buildContent(catalog: Catalog, stores: readonly SeedStore[], projects: SeedProject[]): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const site of Object.keys(SITES) as SiteCode[]) {
    const { brand, country } = SITES[site];
    // A site shows the categories it sells in: those with at least one product (in the subtree) on it.
    const sold = new Map<string, number>();
    const parent = new Map(catalog.categories.map((c) => [c.id, c.parent_id]));
    for (const p of catalog.products) {
      if (!p.prices.some((x) => x.site === site)) continue;
      for (let id: string | null | undefined = p.category_id; id; id = parent.get(id)) sold.set(id, (sold.get(id) ?? 0) + 1);
    }
    const categories = catalog.categories.filter((c) => sold.has(c.id));
    // The home page leads with the site's deepest ranges (rtau: power, automotive…; jc: boards, parts…).
    const tops = categories.filter((c) => c.level === 1).sort((a, b) => sold.get(b.id)! - sold.get(a.id)! || a.position - b.position);
    pages.push(homePage(site, tops));
    for (const c of categories)
      pages.push(
        categoryPage(
          site,
          c,
          categories.filter((x) => x.parent_id === c.id),
        ),
      );
    const siteStores = stores.filter((s) => s.brand === brand && s.country === country);
    pages.push(
      page(site, '/stores', 'Stores', 'Our stores', [
        { type: 'hero', title: 'Our stores', subtitle: `${siteStores.length} stores, open seven days.` },
        { type: 'storeList', title: 'All stores', brand, country },
      ]),
    );
    pages.push(
      page(site, '/store-finder', 'StoreFinder', 'Find a store', [
        { type: 'hero', title: 'Find a store', subtitle: 'Search by postcode or suburb, or use your location.' },
        { type: 'storeFinder' },
      ]),
    );
    for (const s of siteStores) {
      pages.push(
        page(site, `/stores/${s.store_key}`, 'Stores', `${s.name} store`, [
          { type: 'hero', title: s.name, subtitle: `${s.address}, ${s.suburb} ${s.state} ${s.postcode}` },
          { type: 'store', storeKey: s.store_key },
          {
            type: 'text',
            body: s.can_click_and_collect
              ? 'Order online and collect here, usually within the hour during opening times.'
              : 'This store does not offer click and collect; shop in store or have it delivered.',
          },
        ]),
      );
    }
    pages.push(...makerhubPages(site, projects));
    // The contact page every page context links to (contactUsLink) and the help chat falls back on.
    pages.push(
      page(site, '/contact-us', 'Full Width', 'Contact us', [
        { type: 'hero', title: 'Contact us', subtitle: 'Talk to a person who knows the parts.' },
        { type: 'text', heading: 'Help chat', body: 'Open the help chat from any page for order, delivery and returns questions, seven days.' },
        {
          type: 'text',
          heading: 'In store',
          body: 'Every store can check stock, take returns and help with a project. Find yours and its opening hours on the store finder.',
        },
        {
          type: 'links',
          title: 'Quick links',
          links: [
            { label: 'Find a store', href: '/store-finder' },
            { label: 'Open the help chat', href: '#chat' },
            { label: 'Makerhub', href: '/makerhub' },
          ],
        },
      ]),
    );
    pages.push(
      page(site, '/not-found', 'Not Found', 'Page not found', [
        { type: 'hero', title: 'We could not find that page', subtitle: 'It may have moved, or the link may be out of date.' },
        {
          type: 'links',
          title: 'Try instead',
          links: [
            { label: 'Home', href: '/' },
            { label: 'Find a store', href: '/store-finder' },
            { label: 'Makerhub', href: '/makerhub' },
          ],
        },
      ]),
    );
  }
  return pages;
}
