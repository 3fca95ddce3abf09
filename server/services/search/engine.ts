import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Alternative,
  type ParsedQuery,
  parseQuery,
  parseSynonyms,
  type QueryTerm,
  type SynonymLookup,
  type Synonyms,
  fuzzyOf,
  transpositionsOf,
} from '../../../src/domain/catalog/search-query';
import { termsOf } from '../../../src/domain/catalog/search-terms';
import type { SiteCode } from '../../../src/domain/site';
import type { Catalog, CatalogProduct, Offer } from '../catalog/store';

/**
 * The product search engine: one in-memory MiniSearch index per site over the catalogue held in memory
 * (catalog-store.ts), built on first use (the server warms it at start). Measured against SQLite's FTS5
 * on the judged query set (bench/search-judgements.ts): FTS5 prefix matching found no typo and no
 * synonym (first result right 59 %, nDCG@10 0.57); FTS5's trigram tokenizer matches substrings, not
 * edits ("arudino" shares one trigram with "arduino"), and spellfix1 is not built into better-sqlite3.
 * MiniSearch gives edit-distance lookups over its radix tree, prefixes and per-field BM25 in a few
 * milliseconds at 10,000 products (`npm run bench` prints both).
 */

/** Field weights: the name over the category over the specs and brand over the description. */
const BOOST = { title: 6, code: 8, category: 3, specs: 1.5, brand: 1.5, description: 0.6 } as const;
type Field = keyof typeof BOOST;
const FIELDS = Object.keys(BOOST) as Field[];

/** Lower weights for a match that is only a prefix of a longer word or a word within the typo allowance. */
const WEIGHTS = { prefix: 0.35, fuzzy: 0.45 };

/** The most matches a search ranks further; facets count over this set. */
export const SEARCH_CANDIDATE_CAP = 1000;

/** Scores within this ratio of each other count as the same relevance: in-stock goes first among them. */
const SAME_RELEVANCE = 1.3;
/** How much popularity lifts a match within its relevance: the most popular product counts up to 25 % more. */
const POPULARITY_WEIGHT = 0.25;

interface Document {
  readonly id: number;
  readonly title: string;
  readonly code: string;
  readonly category: string;
  readonly specs: string;
  readonly brand: string;
  readonly description: string;
}

/** Pairs of words of a title also indexed joined, so "dashcam" finds "Dash Cam" and "breadboard" a "Bread Board". */
function titleTerms(text: string): string[] {
  const terms = termsOf(text, { joined: true });
  const out = terms.map((t) => t.term);
  for (let i = 0; i + 1 < terms.length; i++) {
    const a = terms[i]!;
    const b = terms[i + 1]!;
    if (!a.value && !b.value && /^[a-z]+$/.test(a.source) && /^[a-z]+$/.test(b.source)) out.push(`${a.source}${b.source}`);
  }
  return out;
}

function tokenize(text: string, field?: string): string[] {
  if (field === 'code') return text.toLowerCase().split(' ').filter(Boolean);
  if (field === 'title') return titleTerms(text);
  return termsOf(text, { joined: true }).map((t) => t.term);
}

function documentOf(p: CatalogProduct): Document {
  return {
    id: p.rowid,
    title: p.title,
    code: p.sku === p.productCode ? p.sku : `${p.sku} ${p.productCode}`,
    category: p.categories.map((c) => c.name).join(' '),
    specs: Object.values(p.specs).join(' ; '),
    brand: p.brand,
    description: p.description,
  };
}

export interface SiteIndex {
  /** Rowid → the site's offer: the index's matches that this site sells. */
  readonly offers: ReadonlyMap<number, Offer>;
  /** Upper-cased sku and product code → offer: an exact code goes straight to its product. */
  readonly byCode: ReadonlyMap<string, Offer>;
}

/**
 * One index over every product of every site (each product once: a tenth of the work of three indexes
 * holding the shared range three times); a site keeps the matches it sells. Word statistics are then the
 * whole range's, which ranks the same words the same way on every site.
 */
function buildIndex(catalog: Catalog): MiniSearch<Document> {
  const index = new MiniSearch<Document>({
    fields: FIELDS,
    idField: 'id',
    tokenize,
    processTerm: (term) => term,
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: BOOST, weights: WEIGHTS },
  });
  index.addAll([...catalog.productBySku.values()].map(documentOf));
  return index;
}

function siteIndexOf(catalog: Catalog, site: SiteCode): SiteIndex {
  const siteCatalog = catalog.sites[site];
  const byCode = new Map<string, Offer>();
  for (const offer of siteCatalog.sorted.relevance) {
    byCode.set(offer.product.sku.toUpperCase(), offer);
    byCode.set(offer.product.productCode.toUpperCase(), offer);
  }
  return { offers: siteCatalog.byRowid, byCode };
}

/** A term as the engine looks it up: itself (with its prefix and, when typos are on, its typo allowance), or a transposition of it. */
function termQuery(term: QueryTerm, typos: boolean): Query {
  if (!typos || term.fuzzy === 0) return { queries: [term.term], prefix: term.prefix, combineWith: 'OR' };
  const self: Query = { queries: [term.term], fuzzy: term.fuzzy, prefix: term.prefix, combineWith: 'OR' };
  // A swap of two letters is one typo ("arudino"), though edit distance counts it as two.
  // Looked up exactly: a swap and a second typo in one word is rare, and fuzzy lookups of every swap cost the most.
  const swapped = transpositionsOf(term.term).map((variant): Query => ({ queries: [variant], prefix: false, combineWith: 'OR' }));
  return { combineWith: 'OR', queries: [self, ...swapped] };
}

const alternativeQuery = (alternative: Alternative, typos: boolean): Query =>
  alternative.length === 1 ? termQuery(alternative[0]!, typos) : { combineWith: 'AND', queries: alternative.map((term) => termQuery(term, typos)) };

function treeOf(parsed: ParsedQuery, combineWith: 'AND' | 'OR', typos: boolean): Query {
  return {
    combineWith,
    queries: parsed.groups.map((group): Query =>
      group.alternatives.length === 1
        ? alternativeQuery(group.alternatives[0]!, typos)
        : { combineWith: 'OR', queries: group.alternatives.map((a) => alternativeQuery(a, typos)) },
    ),
  };
}

/**
 * Typos are looked for only when the words as typed (and their prefixes) find fewer than this: a word that
 * finds plenty is not a typo, and its near neighbours ("makes" for "makers") would only add noise and time.
 */
const ENOUGH_WITHOUT_TYPOS = 24;

export interface EngineMatches {
  /** Offers with their text score, best first (at most the cap). */
  readonly scored: ReadonlyArray<{ readonly offer: Offer; readonly score: number }>;
  readonly capped: boolean;
  /** Set when the query is exactly one product's sku or product code. */
  readonly exact?: Offer;
  /** Rowids of the products whose whole name the query is (in any order, case or spelling of units): they lead. */
  readonly named?: ReadonlySet<number>;
  /** The words as the engine read them after correcting those no product has ("arudino" → "arduino"). */
  readonly corrected?: string;
  /**
   * Set when no product matched all the words: the words left out (those that match nothing on the site,
   * else the fewest), and the words the matches are for. The answer says so rather than pass off products
   * that match only the generic word ("sensor" of "quantum sensor") as answers to the whole query.
   */
  readonly partial?: { readonly unmatched: string; readonly matched: string };
}

/** A name's terms, sorted: the same for "10kΩ Resistor" and "resistor 10 kohm". */
const nameKey = (terms: readonly string[]) => [...terms].sort().join(' ');

/**
 * The word of a map nearest a misspelt one: a swap of two neighbouring letters first (one typo, though edit
 * distance counts two), else the fewest edits within `edits`; among equals, the one `weight` favours.
 */
function nearestWord<T>(words: SearchableMap<T>, typed: string, edits: number, weight: (value: T) => number): string | undefined {
  let best: { word: string; distance: number; weight: number } | undefined;
  const consider = (word: string, distance: number, value: T) => {
    const w = weight(value);
    if (!best || distance < best.distance || (distance === best.distance && w > best.weight)) best = { word, distance, weight: w };
  };
  for (const swapped of transpositionsOf(typed)) {
    const value = words.get(swapped);
    if (value !== undefined) consider(swapped, 0, value);
  }
  if (!best) for (const [word, [value, distance]] of words.fuzzyGet(typed, edits)) consider(word, distance, value);
  return best?.word;
}

export class SearchEngine {
  private readonly sites = new Map<SiteCode, SiteIndex>();
  private built?: MiniSearch<Document>;

  constructor(
    private readonly catalog: Catalog,
    private readonly synonyms: Synonyms,
  ) {}

  private names?: Map<string, number[]>;

  /** The index, built on first use. */
  get index(): MiniSearch<Document> {
    return (this.built ??= buildIndex(this.catalog));
  }

  /** Rowids by the terms of their product's name. */
  private namesOf(): Map<string, number[]> {
    if (this.names) return this.names;
    const names = new Map<string, number[]>();
    for (const product of this.catalog.productBySku.values()) {
      const key = nameKey(termsOf(product.title).map((t) => t.term));
      names.set(key, [...(names.get(key) ?? []), product.rowid]);
    }
    return (this.names = names);
  }

  private words?: SearchableMap<number>;

  /** Every word the index holds (and the synonyms' words), with how many products have it. */
  private vocabularyOf(): SearchableMap<number> {
    if (this.words) return this.words;
    const words = new SearchableMap<number>();
    for (const product of this.catalog.productBySku.values()) {
      const document = documentOf(product);
      const seen = new Set<string>();
      for (const field of FIELDS) for (const term of tokenize(document[field], field)) seen.add(term);
      for (const term of seen) words.update(term, (n) => (n ?? 0) + 1);
    }
    for (const key of this.synonyms.keys()) for (const term of key.split(' ')) if (!words.has(term)) words.set(term, 1);
    return (this.words = words);
  }

  /**
   * The query with each word no product has (not even as the start of a longer word) replaced by the
   * nearest word that products have: a swap of two letters first, then the fewest edits within the word's
   * typo allowance, the commonest among equals. Undefined when nothing needed correcting.
   */
  correctionOf(parsed: ParsedQuery): string | undefined {
    const words = this.vocabularyOf();
    let changed = false;
    const corrected = parsed.groups.flatMap((group) =>
      (group.alternatives[0] ?? []).map((term) => {
        if (term.fuzzy === 0 || words.has(term.term) || (term.prefix && words.atPrefix(term.term).size > 0)) return term.term;
        const nearest = nearestWord(words, term.term, term.fuzzy, (count) => count);
        if (nearest === undefined) return term.term;
        changed = true;
        return nearest;
      }),
    );
    return changed ? corrected.join(' ') : undefined;
  }

  indexOf(site: SiteCode): SiteIndex {
    let index = this.sites.get(site);
    if (!index) {
      index = siteIndexOf(this.catalog, site);
      this.sites.set(site, index);
    }
    return index;
  }

  private lookup?: SynonymLookup;

  /**
   * The synonyms, also for a misspelt key: "arudino" means what "arduino" means. A one-word key is found
   * within the word's typo allowance (a swap of two letters counting as one), nearest first.
   */
  private synonymsOf(): SynonymLookup {
    if (this.lookup) return this.lookup;
    const keys = new SearchableMap<readonly string[]>();
    for (const [key, also] of this.synonyms) if (!key.includes(' ')) keys.set(key, also);
    this.lookup = (phrase) => {
      const exact = this.synonyms.get(phrase);
      const edits = fuzzyOf(phrase);
      if (exact || edits === 0) return exact;
      const key = nearestWord(keys, phrase, edits, () => 0);
      return key === undefined ? undefined : keys.get(key);
    };
    return this.lookup;
  }

  parse(text: string): ParsedQuery {
    return parseQuery(text, this.synonymsOf());
  }

  /** The site's offer whose sku or product code the text is exactly (any case, spaces around), if any. */
  exactOffer(site: SiteCode, text: string): Offer | undefined {
    const code = text.trim().toUpperCase();
    return /^[A-Z0-9-]{3,40}$/.test(code) ? this.indexOf(site).byCode.get(code) : undefined;
  }

  /** The site's matches for a text: every group must match; if none matches all, those matching most. */
  match(site: SiteCode, text: string): EngineMatches {
    const index = this.indexOf(site);
    const exact = this.exactOffer(site, text);
    if (exact) return { scored: [{ offer: exact, score: Number.POSITIVE_INFINITY }], capped: false, exact };
    const parsed = this.asTyped(this.parse(text));
    if (parsed.groups.length === 0) return { scored: [], capped: false };
    const sold = (result: { id: number }) => index.offers.has(result.id);
    const search = (query: ParsedQuery, combineWith: 'AND' | 'OR', typos: boolean): SearchResult[] =>
      this.index.search(treeOf(query, combineWith, typos), { filter: sold as (result: SearchResult) => boolean });
    let results = search(parsed, 'AND', false);
    if (results.length < ENOUGH_WITHOUT_TYPOS) results = search(parsed, 'AND', true);
    let partial: EngineMatches['partial'];
    const typed = parsed.groups.flatMap((group) => group.words);
    if (results.length === 0 && typed.length > 1) {
      // Several words that match nothing together: leave out the words that match least on their own
      // (nothing at all first) until the rest match together, and say which were left out.
      const alone = typed.map((word) => ({ word, count: search(this.asTyped(this.parse(word)), 'AND', true).length }));
      const left = new Set<string>();
      for (const { word } of [...alone].sort((a, b) => a.count - b.count)) {
        left.add(word);
        const kept = typed.filter((w) => !left.has(w));
        if (kept.length === 0) break;
        if (alone.some((a) => a.count === 0 && !left.has(a.word))) continue;
        results = search(this.asTyped(this.parse(kept.join(' '))), 'AND', true);
        if (results.length > 0) {
          partial = { unmatched: typed.filter((w) => left.has(w)).join(' '), matched: kept.join(' ') };
          break;
        }
      }
    }
    const scored: Array<{ offer: Offer; score: number }> = [];
    for (const result of results) {
      const offer = index.offers.get(result.id as number);
      if (offer) scored.push({ offer, score: result.score });
    }
    const named = this.namesOf().get(nameKey(termsOf(text).map((t) => t.term)));
    const corrected = scored.length > 0 && !partial ? this.correctionOf(parsed) : undefined;
    return {
      scored: scored.slice(0, SEARCH_CANDIDATE_CAP),
      capped: scored.length > SEARCH_CANDIDATE_CAP,
      ...(named ? { named: new Set(named) } : {}),
      ...(corrected ? { corrected } : {}),
      ...(partial ? { partial } : {}),
    };
  }

  /**
   * A word that products have is taken as typed, not as a typo of a neighbour: "fridge" finds fridges, not
   * also bridge rectifiers one letter away (which would then be offered as a filter). Typo allowance stays
   * for the words no product has ("arudino").
   */
  asTyped(parsed: ParsedQuery): ParsedQuery {
    const words = this.vocabularyOf();
    const known = (term: QueryTerm) => term.fuzzy > 0 && words.has(term.term);
    if (!parsed.groups.some((g) => g.alternatives.some((a) => a.some(known)))) return parsed;
    return {
      ...parsed,
      groups: parsed.groups.map((g) => ({
        ...g,
        alternatives: g.alternatives.map((a) => a.map((term) => (known(term) ? { ...term, fuzzy: 0 as const } : term))),
      })),
    };
  }
}

/**
 * Best first: a product whose whole name was typed; then by relevance, where scores within SAME_RELEVANCE of each other tie; among ties, what is in
 * stock on the site first; then the products of the category the best matches most belong to; then the
 * text score lifted by popularity; then sku, so the order is stable.
 */
export function rankMatches(matches: EngineMatches, inStock: ReadonlySet<string>, maxRank: number): Offer[] {
  const top = matches.scored[0]?.score ?? 0;
  if (!Number.isFinite(top)) return matches.scored.map((m) => m.offer);
  const tierOf = (score: number) => (top > 0 && score > 0 ? Math.floor(Math.log(top / score) / Math.log(SAME_RELEVANCE)) : 0);
  // What the words most often name: "10kΩ" alone is mostly resistors, a few trimpots. Counted in the best tier.
  const leafCounts = new Map<string, number>();
  for (const { offer, score } of matches.scored) {
    if (tierOf(score) > 0) continue;
    const leaf = offer.product.categories.at(-1)?.id ?? '';
    leafCounts.set(leaf, (leafCounts.get(leaf) ?? 0) + 1);
  }
  const keyed = matches.scored.map(({ offer, score }) => ({
    offer,
    tier: matches.named?.has(offer.product.rowid) ? -1 : tierOf(score),
    stocked: inStock.has(offer.product.sku) ? 0 : 1,
    named: leafCounts.get(offer.product.categories.at(-1)?.id ?? '') ?? 0,
    blended: score * (1 + POPULARITY_WEIGHT * (1 - (offer.product.rank - 1) / Math.max(1, maxRank))),
  }));
  keyed.sort(
    (a, b) =>
      a.tier - b.tier || a.stocked - b.stocked || b.named - a.named || b.blended - a.blended || (a.offer.product.sku < b.offer.product.sku ? -1 : 1),
  );
  return keyed.map((k) => k.offer);
}

/** The synonyms the shop keeps, read once: server/services/search/synonyms.txt. */
let synonymsLoaded: Synonyms | undefined;
export function shopSynonyms(): Synonyms {
  return (synonymsLoaded ??= parseSynonyms(readFileSync(join(import.meta.dirname, 'synonyms.txt'), 'utf8')));
}

const engines = new WeakMap<Catalog, SearchEngine>();

/** The engine over a catalogue (rebuilt only when the catalogue is read again, i.e. after a reseed). */
export function searchEngineOf(catalog: Catalog): SearchEngine {
  let engine = engines.get(catalog);
  if (!engine) {
    engine = new SearchEngine(catalog, shopSynonyms());
    engines.set(catalog, engine);
  }
  return engine;
}
