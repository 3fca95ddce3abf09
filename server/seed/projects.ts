import { SITE_CODES, SITES, type SiteCode } from '../../src/domain/site';
import type { Catalog } from './catalog';
import { PROJECT_IDEAS, type ProjectIdea } from './project-ideas';
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
}

const PUBLISHED_FROM = Date.UTC(2023, 0, 9);
const WEEK = 7 * 86_400_000;

/** Each site's projects, with 3–6 skus from its own assortment in the categories the project uses. */
export function buildProjects(catalog: Catalog, seed?: number): SeedProject[] {
  const random = createRandom(seed).fork('projects');
  const topName = new Map<string, string>(catalog.categories.map((c) => [c.id, c.path[0]!]));
  const projects: SeedProject[] = [];
  for (const site of SITE_CODES) {
    const bySite = catalog.products.filter((p) => p.content_type !== 'Gift Cards' && p.prices.some((x) => x.site === site));
    PROJECT_IDEAS.filter((idea) => idea.brands.includes(SITES[site].brand)).forEach((idea, i) => {
      const pool = bySite.filter((p) => idea.from.includes(topName.get(p.category_id)!)).sort((a, b) => a.rank - b.rank).slice(0, 150);
      const skus = new Set<string>();
      const wanted = Math.min(pool.length, random.int(3, 6));
      while (skus.size < wanted) skus.add(random.pick(pool).sku);
      const slug = slugify(idea.title);
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
      });
    });
  }
  return projects;
}
