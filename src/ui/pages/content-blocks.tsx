import type { ProductListing, Project, ProjectPage } from '../../application/ports/bff-payloads';
import type { WorkshopsNear } from '../../application/ports/bff';
import { type Store, firstStore } from '../../domain/catalog';
import { ProductGrid, useListView } from '../components/product-grid';
import { ProductTile } from '../components/product-tile';
import { type ReactNode, Suspense } from 'react';
import { LoadBoundary, retryableLazy } from '../load-boundary';
import { Link } from '../router';
import { useServices } from '../services';
import { usePromotion } from '../use-promotion';
import { useQuery } from '../use-query';
import { type CategoryTileData, CategoryTiles, WorkshopsNearBlock } from './home-blocks';
import { ProjectCards } from './makerhub/project-cards';
import './content-blocks.css';

// The Makerhub's heavier parts load with the pages that show them (DESIGN: makerhub loads lazily).
const ProjectDetail = retryableLazy(() => import('./makerhub/project-detail').then((m) => m.ProjectDetail));
const ArticleBody = retryableLazy(() => import('./makerhub/article-body').then((m) => m.ArticleBody));
const ProjectPages = retryableLazy(() => import('./makerhub/project-pages').then((m) => m.ProjectPages));

type Block = Readonly<Record<string, unknown>>;

// The Makerhub's booking and entry views load with the first page that shows them.
const WorkshopSessions = retryableLazy(() => import('./makerhub/workshop-sessions').then((m) => m.WorkshopSessions));
const Competitions = retryableLazy(() => import('./makerhub/competitions').then((m) => m.Competitions));
const CommunityEntries = retryableLazy(() => import('./makerhub/community-entries').then((m) => m.CommunityEntries));
type Dehydrated = ReadonlyArray<{ readonly key: readonly unknown[]; readonly data: unknown }>;

export interface BlockContext {
  /** The page's own title: a hero repeating it shows only its subtitle, so the page keeps one h1. */
  readonly pageTitle: string;
  /** The page's prefilled queries (spec §7: data.dehydratedState). */
  readonly dehydrated: Dehydrated;
  /** Links a links block need not repeat (a category page already lists its children). */
  readonly shownHrefs?: ReadonlySet<string>;
  /**
   * Where the page's banner (its hero) is a promotion (spec §9 view_promotion / select_promotion): the home
   * and category pages, with the slot it stands in and the page's path that names it.
   */
  readonly promotion?: { readonly slot: 'home_hero' | 'category_hero'; readonly path: string };
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = <T,>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : []);
const addressOf = (store: Store): string => [store.address, store.suburb, store.state, store.postcode].filter(Boolean).join(', ');
const links = (value: unknown) =>
  list<{ label?: unknown; href?: unknown } | null>(value).filter(
    (l): l is { label?: unknown; href?: unknown } => !!l && str(l.label) !== '' && str(l.href) !== '',
  );

/** A page's banner; on the home and category pages a promotion, reported when seen and when its link is followed. */
function HeroBlock({ block, context }: { block: Block; context: BlockContext }) {
  const title = str(block.title);
  const where = context.promotion;
  const { ref, select } = usePromotion<HTMLElement>(
    where ? { id: `hero:${where.path}`, name: title || context.pageTitle, creative: 'hero', slot: where.slot } : null,
  );
  return (
    <section className="cb-hero" ref={ref}>
      {title && title !== context.pageTitle && <h2 className="cb-hero__title">{title}</h2>}
      {str(block.subtitle) && <p className="cb-hero__subtitle">{str(block.subtitle)}</p>}
      {links([block.cta]).map((cta) => (
        <Link key="cta" href={str(cta.href)} className="button cb-hero__cta" onClick={() => select()}>
          {str(cta.label)}
        </Link>
      ))}
    </section>
  );
}

/** The prefilled stores: all of the site's ({}) or one by key. */
function prefilledStores(dehydrated: Dehydrated, storeKey?: string): readonly Store[] | undefined {
  const entry = dehydrated.find(
    ({ key }) => key[0] === 'stores' && str((key[1] as { storeKey?: unknown } | undefined)?.storeKey) === (storeKey ?? ''),
  );
  return entry ? list<Store>(entry.data) : undefined;
}

/** The blocks of a content-managed page, in order; unknown block types are skipped. */
export function ContentBlocks({ blocks, context }: { blocks: readonly unknown[]; context: BlockContext }) {
  return (
    <div className="content-blocks">
      {blocks.map((block, index) =>
        block && typeof block === 'object' ? <ContentBlock key={index} block={block as Block} index={index} context={context} /> : null,
      )}
    </div>
  );
}

function ContentBlock({ block, index, context }: { block: Block; index: number; context: BlockContext }) {
  const title = str(block.title);
  switch (block.type) {
    case 'hero':
      return <HeroBlock block={block} context={context} />;
    case 'productCarousel':
    case 'productList':
      return <ProductsBlock block={block} index={index} />;
    case 'text':
      return (
        <section className="cb-text">
          {str(block.heading) && <h2>{str(block.heading)}</h2>}
          <p>{str(block.body)}</p>
        </section>
      );
    case 'links': {
      const shown = links(block.links).filter((l) => !context.shownHrefs?.has(str(l.href)));
      if (shown.length === 0) return null;
      return (
        <nav className="cb-links" aria-label={title || 'Links'}>
          {title && <h2>{title}</h2>}
          <ul>
            {shown.map((l) => (
              <li key={str(l.href)}>
                <Link href={str(l.href)}>{str(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      );
    }
    case 'projectList':
      return <ProjectsBlock title={title} projects={list<Project>(block.projects)} />;
    case 'categoryTiles':
      return <CategoryTiles title={title} categories={list<CategoryTileData>(block.categories)} />;
    case 'workshopsNear':
      return (
        <WorkshopsNearBlock
          title={title}
          near={block.near as WorkshopsNear | undefined}
          limit={Math.min(Math.max(Number(block.limit) || 3, 1), 12)}
        />
      );
    case 'projectPages':
      return (
        <Makerhub>
          <ProjectPages title={title} kind={str(block.kind)} prefill={prefilledPage(context.dehydrated, str(block.kind))} />
        </Makerhub>
      );
    case 'projectDetail': {
      const project = prefilledProject(context.dehydrated, str(block.slug));
      if (!project) return <p role="alert">This project could not be loaded.</p>;
      return (
        <Makerhub>
          <ProjectDetail project={project} />
        </Makerhub>
      );
    }
    case 'articleBody': {
      const article = prefilledProject(context.dehydrated, str(block.slug));
      if (!article) return null;
      return (
        <Makerhub>
          <ArticleBody article={article} />
        </Makerhub>
      );
    }
    case 'storeList':
      return <StoresBlock title={title} stores={prefilledStores(context.dehydrated)} />;
    case 'storeFinder':
      return (
        <section className="cb-store-finder">
          <Link href="/store-finder" className="button">
            Find a store near you
          </Link>
        </section>
      );
    case 'workshopSessions':
      return (
        <Lazy>
          <WorkshopSessions title={title} slug={str(block.slug) || undefined} />
        </Lazy>
      );
    case 'competitions':
      return (
        <Lazy>
          <Competitions title={title} />
        </Lazy>
      );
    case 'communityEntries':
      return (
        <Lazy>
          <CommunityEntries title={title} limit={Math.min(Math.max(Number(block.limit) || 12, 1), 50)} />
        </Lazy>
      );
    case 'store':
      return <StoreBlock storeKey={str(block.storeKey)} prefill={prefilledStores(context.dehydrated, str(block.storeKey))} />;
    default:
      return null;
  }
}

function Lazy({ children }: { children: ReactNode }) {
  const loading = <p className="page-loading">Loading…</p>;
  return (
    <LoadBoundary variant="panel" fallback={loading}>
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadBoundary>
  );
}

/** How many tiles of a page's leading product block show their pictures in the first paint (a phone shows two). */
const FIRST_PAINT_TILES = 2;

function ProductsBlock({ block, index }: { block: Block; index: number }) {
  const products = list<ProductListing>(block.products);
  const title = str(block.title);
  const listRef = { listId: `${str(block.type)}-${index}`, listName: title || str(block.type) };
  useListView(listRef, products);
  if (products.length === 0) return null;
  const headingId = `${listRef.listId}-heading`;
  // A block at the top of the page is on screen at once: its first pictures load with the page.
  const leading = index <= 1;
  return (
    <section className="cb-products" aria-labelledby={headingId}>
      <h2 id={headingId}>{title || 'Products'}</h2>
      {block.type === 'productCarousel' ? (
        <ul className="cb-carousel">
          {products.map((product, i) => (
            <li key={product.sku}>
              <ProductTile product={product} list={listRef} index={i} eager={leading && i < FIRST_PAINT_TILES} lead={leading && i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <ProductGrid products={products} list={listRef} eagerCount={leading ? FIRST_PAINT_TILES : 0} />
      )}
    </section>
  );
}

function ProjectsBlock({ title, projects }: { title: string; projects: readonly Project[] }) {
  if (projects.length === 0) return null;
  return (
    <section className="cb-projects">
      {title && <h2>{title}</h2>}
      <ProjectCards projects={projects} />
    </section>
  );
}

/** The project the page was prefilled with (spec §7: ['project', slug]); null when the server had none. */
function prefilledProject(dehydrated: Dehydrated, slug: string): Project | null {
  const entry = dehydrated.find(({ key }) => key[0] === 'project' && key[1] === slug);
  return (entry?.data as Project | null | undefined) ?? null;
}

/** A Makerhub listing's prefilled first page of its kind. */
function prefilledPage(dehydrated: Dehydrated, kind: string): ProjectPage | undefined {
  const entry = dehydrated.find(({ key }) => key[0] === 'projects' && (key[1] as { kind?: unknown } | undefined)?.kind === kind);
  return entry?.data as ProjectPage | undefined;
}

function Makerhub({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary variant="page" fallback={<p className="page-loading">Loading…</p>}>
      {children}
    </LoadBoundary>
  );
}

function StoresBlock({ title, stores }: { title: string; stores: readonly Store[] | undefined }) {
  return (
    <section className="cb-stores">
      {title && <h2>{title}</h2>}
      {!stores || stores.length === 0 ? (
        <p>
          <Link href="/store-finder">Search for a store near you</Link>
        </p>
      ) : (
        <ul>
          {stores.map((store) => (
            <li key={store.storeKey}>
              <Link href={`/stores/${encodeURIComponent(store.storeKey)}`}>{store.name}</Link>
              <span className="cb-stores__address">{addressOf(store)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StoreBlock({ storeKey, prefill }: { storeKey: string; prefill: readonly Store[] | undefined }) {
  const services = useServices();
  const state = useQuery(`store:${storeKey}`, () => services.catalog.store(storeKey), firstStore(prefill) ?? undefined);
  if (state.status === 'loading') return <p className="page-loading">Loading the store…</p>;
  if (state.status === 'error') return <p role="alert">This store could not be loaded.</p>;
  const store = state.value;
  return (
    <section className="cb-store" aria-label={`${store.name} details`}>
      <p>{addressOf(store)}</p>
      {store.phone && (
        <p>
          Phone: <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <p>{store.canClickAndCollect ? 'Click and collect available' : 'No click and collect at this store'}</p>
      {store.openingHours && store.openingHours.length > 0 && (
        <table className="cb-store__hours">
          <caption>Opening hours</caption>
          <tbody>
            {store.openingHours.map((h) => (
              <tr key={h.day}>
                <th scope="row">{h.day}</th>
                <td>
                  {h.opens}–{h.closes}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="button button--secondary" onClick={() => void services.preferredStore.chooseStore(store)}>
        Make this my store
      </button>
    </section>
  );
}
