import type { SiteCode } from '../../src/domain/site';
import { BRAND_POOLS } from './brands';
import { type Focus, type LeafDef, TOP_CATEGORIES } from './categories';
import { auShelfPrice, nzFromAu, nzShelfPrice, SALE_RATE, salePrice } from './prices';
import { createRandom, type Random } from './random';
import { type Candidate, expandLine } from './specs';
import { slugify } from './text';

export interface SeedCategory {
  readonly id: string;
  readonly parent_id: string | null;
  readonly name: string;
  readonly slug: string;
  readonly level: number;
  readonly position: number;
  /** Names from the top category down to this one. */
  readonly path: readonly string[];
  readonly topIndex: number;
}

export interface SeedPrice {
  readonly site: SiteCode;
  readonly regular_cents: number;
  readonly final_cents: number;
}

export interface SeedProduct {
  readonly sku: string;
  readonly product_code: string;
  readonly slug: string;
  readonly title: string;
  readonly brand: string;
  readonly description: string;
  readonly category_id: string;
  readonly specs: Record<string, string>;
  readonly tags: string[];
  readonly order_limit: number | null;
  rank: number;
  readonly content_type: string;
  readonly created_at: string;
  readonly prices: SeedPrice[];
  readonly leaf: LeafDef;
  readonly focus: Focus;
}

export interface Catalog {
  readonly categories: SeedCategory[];
  readonly products: SeedProduct[];
}

/** Chance a product of a top category is sold on jc's sites and on rtau (issue: rtm is strong in automotive, marine…). */
const ASSORTMENT: Record<Focus, { jc: number; rtm: number }> = {
  jc: { jc: 0.98, rtm: 0.12 },
  both: { jc: 0.9, rtm: 0.55 },
  rtm: { jc: 0.55, rtm: 0.95 },
  marine: { jc: 0.12, rtm: 0.97 },
};
/** jrnz carries most of jrau's range. */
const NZ_SHARE = 0.86;
const SKU_PREFIXES = ['XC', 'ZD', 'MB', 'PT', 'QM', 'WH', 'AA', 'SY', 'HB', 'LA', 'ST', 'RR', 'YN', 'TH', 'MS', 'GC'];
/** A leaf with more combinations than this keeps a sample of them, staples first. */
const DEFAULT_MAX = 5000;
const SEED_EPOCH = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

function buildCategories(): SeedCategory[] {
  const rows: SeedCategory[] = [];
  const slugs = new Set<string>();
  const uniqueSlug = (name: string, parentSlug: string) => {
    let slug = slugify(name);
    if (slugs.has(slug)) slug = `${parentSlug}-${slug}`;
    slugs.add(slug);
    return slug;
  };
  const id = (...n: number[]) => `C${n.map((x) => String(x + 1).padStart(2, '0')).join('')}`;
  TOP_CATEGORIES.forEach((top, t) => {
    const topSlug = uniqueSlug(top.name, '');
    rows.push({ id: id(t), parent_id: null, name: top.name, slug: topSlug, level: 1, position: t, path: [top.name], topIndex: t });
    top.groups.forEach((group, g) => {
      const groupSlug = uniqueSlug(group.name, topSlug);
      rows.push({
        id: id(t, g),
        parent_id: id(t),
        name: group.name,
        slug: groupSlug,
        level: 2,
        position: g,
        path: [top.name, group.name],
        topIndex: t,
      });
      group.leaves.forEach((leaf, l) => {
        rows.push({
          id: id(t, g, l),
          parent_id: id(t, g),
          name: leaf.name,
          slug: uniqueSlug(leaf.name, groupSlug),
          level: 3,
          position: l,
          path: [top.name, group.name, leaf.name],
          topIndex: t,
        });
      });
    });
  });
  return rows;
}

/**
 * Item status tags (spec §8 messages; ITEM_STATUS_TAGS spellings). Freight and safety tags follow the
 * goods: bulky only in leaves of big items, dangerous goods only where batteries, fuel or chemicals
 * are, by-the-metre only on cable and strip; the dearer the item, the likelier it is bulky.
 */
function tagsFor(leaf: LeafDef, tier: number, specs: Record<string, string>, random: Random): string[] {
  if (leaf.giftCard) return [];
  const tags: string[] = [];
  if (random.chance(0.02)) tags.push('discontinued');
  if (random.chance(0.02)) tags.push('click-and-collect-only');
  if (random.chance(0.03)) tags.push('marketplace');
  if (leaf.bulky && random.chance(0.25 + 0.5 * tier)) tags.push('bulky');
  if (leaf.dangerous && random.chance(0.55)) tags.push('dangerous-good');
  if (leaf.byMetre && specs.Sold === 'per metre') tags.push('sold-by-metre');
  return tags;
}

/** A leaf's price at a tier: log-spread over its band, with ±10 % noise so tiers overlap. */
const priceAt = (leaf: LeafDef, tier: number, random: Random) =>
  Math.exp(Math.log(leaf.price[0]) + tier * (Math.log(leaf.price[1]) - Math.log(leaf.price[0]))) * (0.9 + random.next() * 0.2);

function sitesFor(focus: Focus, leaf: LeafDef, random: Random): SiteCode[] {
  if (leaf.giftCard) return ['jrau', 'jrnz', 'rtau'];
  const odds = ASSORTMENT[focus];
  const sites: SiteCode[] = [];
  const jc = random.chance(odds.jc);
  if (jc) sites.push('jrau');
  if (jc && random.chance(NZ_SHARE)) sites.push('jrnz');
  if (random.chance(odds.rtm)) sites.push('rtau');
  // Every product is sold somewhere: fall back to its category's home brand.
  if (sites.length === 0) sites.push(focus === 'jc' || focus === 'both' ? 'jrau' : 'rtau');
  return sites;
}

function pricesFor(sites: SiteCode[], auBase: number, faceValue: number | null, random: Random): SeedPrice[] {
  const au = faceValue ?? auShelfPrice(auBase);
  return sites.map((site) => {
    const nz = site === 'jrnz';
    // rtm prices its own shelf: mostly the same as jc, sometimes a few dollars either way.
    const base = faceValue ?? (nz ? nzFromAu(au) : site === 'rtau' && random.chance(0.2) ? auShelfPrice(au * (0.95 + random.next() * 0.1)) : au);
    const onSale = faceValue === null && random.chance(SALE_RATE);
    const final = onSale ? salePrice(base, random, nz ? nzShelfPrice : auShelfPrice) : base;
    return { site, regular_cents: base, final_cents: final };
  });
}

function describe(candidate: Candidate, leaf: LeafDef, brand: string): string {
  const { title, specs, blurb } = candidate;
  if (leaf.giftCard) return `${title} from ${brand}: the easy gift for makers, tinkerers and anyone who loves gear. Redeemable in store and online.`;
  const table = Object.entries(specs)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return `${title} by ${brand}.${blurb ? ` ${blurb}` : ''} Specifications: ${table}. Backed by our local warranty and friendly in-store advice.`;
}

/**
 * A leaf's products: every combination of its lines (titles unique within the shop), sampled down to
 * its maximum with the staples kept. Every product of a leaf has the same specification keys, so
 * the leaf's attribute facets cover all of it.
 */
function leafProducts(leaf: LeafDef, random: Random, usedTitles: Set<string>): Candidate[] {
  const all = leaf.lines.flatMap(expandLine).filter((c) => !usedTitles.has(c.title) && (usedTitles.add(c.title), true));
  const keys = (c: Candidate) => Object.keys(c.specs).sort().join('|');
  const odd = all.find((c) => keys(c) !== keys(all[0]!));
  if (odd) throw new Error(`${leaf.name}: "${odd.title}" has specs ${keys(odd)}, not ${keys(all[0]!)}`);
  const max = leaf.max ?? DEFAULT_MAX;
  if (all.length <= max) return all;
  const staples = all.filter((c) => c.everywhere);
  const rest = all.filter((c) => !c.everywhere);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const keep = new Set([...staples, ...rest.slice(0, Math.max(0, max - staples.length))]);
  for (const c of all) if (!keep.has(c)) usedTitles.delete(c.title);
  return all.filter((c) => keep.has(c));
}

/** The whole catalog, deterministic for the fixed seed. */
export function buildCatalog(seed?: number): Catalog {
  const categories = buildCategories();
  const random = createRandom(seed).fork('catalog');
  const usedSkus = new Set<string>();
  const usedTitles = new Set<string>();
  const usedSlugs = new Set<string>();
  const products: SeedProduct[] = [];
  const popularity = new Map<string, number>();

  const newSku = () => {
    for (;;) {
      const sku = `${random.pick(SKU_PREFIXES)}${random.int(1000, 9999)}`;
      if (!usedSkus.has(sku)) return (usedSkus.add(sku), sku);
    }
  };
  for (const category of categories.filter((c) => c.level === 3)) {
    const top = TOP_CATEGORIES[category.topIndex]!;
    const leaf = top.groups.flatMap((g) => g.leaves).find((l) => l.name === category.name)!;
    const brands = BRAND_POOLS[leaf.kind];
    for (const candidate of leafProducts(leaf, random, usedTitles)) {
      const { title, tier } = candidate;
      const specs = candidate.specs;
      const tags = tagsFor(leaf, tier, specs, random);
      const brand = random.pick(brands);
      const sku = newSku();
      let slug = slugify(title);
      if (usedSlugs.has(slug)) slug = `${slug}-${sku.toLowerCase()}`;
      usedSlugs.add(slug);
      const faceValue = leaf.giftCard ? Number(specs.Value!.slice(1)) * 100 : null;
      const sites = candidate.everywhere ? (['jrau', 'jrnz', 'rtau'] as SiteCode[]) : sitesFor(top.focus, leaf, random);
      products.push({
        sku,
        product_code: sku,
        slug,
        title,
        brand,
        description: describe(candidate, leaf, brand),
        category_id: category.id,
        specs,
        tags,
        order_limit: tags.includes('discontinued') ? random.int(1, 3) : random.chance(0.05) ? random.pick([2, 5, 10, 20]) : null,
        rank: 0,
        content_type: leaf.giftCard ? 'Gift Cards' : 'Physical Product',
        created_at: new Date(SEED_EPOCH - random.int(0, 1000) * DAY).toISOString(),
        prices: pricesFor(sites, priceAt(leaf, tier, random), faceValue, random),
        leaf,
        focus: top.focus,
      });
      // Cheap everyday parts sell most: popularity falls with price, with noise.
      popularity.set(sku, random.next() * 3 - Math.log10(leaf.price[0] + 1));
    }
  }
  [...products].sort((a, b) => popularity.get(b.sku)! - popularity.get(a.sku)! || a.sku.localeCompare(b.sku)).forEach((p, i) => (p.rank = i + 1));
  return { categories, products };
}
