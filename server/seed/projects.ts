import { SITE_CODES, SITES, type SiteCode } from '../../src/domain/site';
import type { Catalog } from './catalog';
import { PROJECT_IDEAS, type ProjectIdea } from './project-ideas';
import { ARTICLE_SECTIONS, PROJECT_STEPS } from './project-steps';
import { createRandom } from './random';
import { slugify } from './text';

/** A row of table projects (Makerhub: projects list, makerHubBladeProjects). */
export interface SeedProject {
  readonly id: string;
  readonly site: SiteCode;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly kind: ProjectIdea['kind'];
  readonly difficulty: ProjectIdea['difficulty'];
  readonly skus: string[];
  readonly published_at: string;
  /** How long a build takes, e.g. "3 hours"; empty for articles and workshops. */
  readonly time_required: string;
  /** A project's build steps or an article's sections: a heading and a paragraph each. */
  readonly steps: ReadonlyArray<{ readonly title: string; readonly body: string }>;
  /** A project's parts list: its skus, each with the units the build uses. */
  readonly parts: ReadonlyArray<{ readonly sku: string; readonly quantity: number }>;
}

/** Small parts are used several at a time (resistors, LEDs, plugs); boards and tools one each. */
const SEVERAL = new Set(['Components', 'Lighting']);
const A_FEW = new Set(['Cables & Connectors']);

const PUBLISHED_FROM = Date.UTC(2023, 0, 9);
const WEEK = 7 * 86_400_000;

/** Each site's projects, with 3–6 skus from its own assortment in the categories the project uses. */
export function buildProjects(catalog: Catalog, seed?: number): SeedProject[] {
  const random = createRandom(seed).fork('projects');
  const topName = new Map<string, string>(catalog.categories.map((c) => [c.id, c.path[0]!]));
  // A part may come from a top category or one of its children, by name (a project names the narrower ones).
  const pathOf = new Map<string, readonly string[]>(catalog.categories.map((c) => [c.id, c.path]));
  const projects: SeedProject[] = [];
  for (const site of SITE_CODES) {
    const bySite = catalog.products.filter((p) => p.content_type !== 'Gift Cards' && p.prices.some((x) => x.site === site));
    PROJECT_IDEAS.filter((idea) => idea.brands.includes(SITES[site].brand)).forEach((idea, i) => {
      const pool = bySite
        .filter((p) => pathOf.get(p.category_id)!.some((name) => idea.from.includes(name)))
        .sort((a, b) => a.rank - b.rank)
        .slice(0, 150);
      const skus = new Set<string>();
      const wanted = Math.min(pool.length, random.int(Math.max(3, idea.from.length), 6));
      // One part from each named category in turn, so a weather station gets a board, a sensor and a battery.
      const byCategory = idea.from.map((name) => pool.filter((p) => pathOf.get(p.category_id)!.includes(name)));
      for (let k = 0; skus.size < wanted && k < wanted * 10; k++) {
        const from = byCategory[k % byCategory.length]!.filter((p) => !skus.has(p.sku));
        if (from.length > 0) skus.add(random.pick(from).sku);
      }
      while (skus.size < wanted) skus.add(random.pick(pool).sku);
      const slug = slugify(idea.title);
      const content = PROJECT_STEPS[idea.title];
      const sections = idea.kind === 'project' ? (content?.steps ?? []) : idea.kind === 'article' ? (ARTICLE_SECTIONS[idea.title] ?? []) : [];
      const parts =
        idea.kind === 'project'
          ? [...skus].map((sku) => {
              const top = topName.get(pool.find((p) => p.sku === sku)!.category_id)!;
              return { sku, quantity: SEVERAL.has(top) ? random.int(2, 4) : A_FEW.has(top) ? random.int(1, 2) : 1 };
            })
          : [];
      projects.push({
        id: `${site}-${slug}`,
        site,
        slug,
        title: idea.title,
        summary: idea.summary,
        kind: idea.kind,
        difficulty: idea.difficulty,
        skus: [...skus],
        published_at: new Date(PUBLISHED_FROM + i * WEEK + random.int(0, 6) * 86_400_000).toISOString(),
        time_required: idea.kind === 'project' ? (content?.time ?? '') : '',
        steps: sections.map(([title, body]) => ({ title, body })),
        parts,
      });
    });
  }
  return projects;
}
