import { useState } from 'react';
import type { ProjectPage } from '../../../application/ports/bff-payloads';
import { LoadProblem } from '../../components/load-problem';
import { Link, useRouter } from '../../router';
import { useServices } from '../../services';
import { useQuery } from '../../use-query';
import { ProjectCards } from './project-cards';
import './makerhub.css';

export const LISTING_PAGE_SIZE = 12;

/** The page asked for in ?page=, a whole number of at least 1 (anything else is the first). */
const pageFrom = (search: URLSearchParams): number => {
  const n = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * A Makerhub listing of one kind (spec §2 Article Listing, Project Listing), page by page (?page=n): the
 * first page comes prefilled with the page, the others are read as the shopper moves through them.
 */
export function ProjectPages({ title, kind, prefill }: { title: string; kind: string; prefill?: ProjectPage | undefined }) {
  const services = useServices();
  const { path, search, reloadKey } = useRouter();
  const page = pageFrom(search);
  const pageSize = prefill?.pageSize ?? LISTING_PAGE_SIZE;
  const [attempt, setAttempt] = useState(0);
  const state = useQuery(
    `projects:${kind}:${page}:${pageSize}:${reloadKey}:${attempt}`,
    () => services.catalog.projects({ kind, page, pageSize }),
    page === 1 && prefill?.page === 1 ? prefill : undefined,
    { firstPaint: true },
  );
  const headingId = `${kind || 'projects'}-listing-heading`;
  const hrefFor = (n: number) => (n > 1 ? `${path}?page=${n}` : path);

  return (
    <section className="cb-projects mh-listing" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId}>{title || 'Projects'}</h2>
      {state.status === 'loading' && <p className="page-loading">Loading…</p>}
      {state.status === 'error' && <LoadProblem status={state.error.status} heading="h2" onRetry={() => setAttempt((n) => n + 1)} />}
      {state.status === 'ok' && <Listing value={state.value} hrefFor={hrefFor} kind={kind} />}
    </section>
  );
}

function Listing({ value, hrefFor, kind }: { value: ProjectPage; hrefFor: (n: number) => string; kind: string }) {
  const pages = Math.max(1, Math.ceil(value.total / value.pageSize));
  if (value.projects.length === 0) {
    return (
      <p>
        There is nothing on page {value.page}. <Link href={hrefFor(1)}>Go to the first page</Link>
      </p>
    );
  }
  return (
    <>
      <ProjectCards projects={value.projects} />
      <nav className="mh-pages" aria-label={`${kind === 'article' ? 'Article' : 'Project'} pages`}>
        {value.page > 1 ? (
          <Link href={hrefFor(value.page - 1)} rel="prev" className="mh-pages__link">
            Previous page
          </Link>
        ) : (
          <span className="mh-pages__spacer" />
        )}
        <p className="mh-pages__status">
          Page {value.page} of {pages}
        </p>
        {value.page < pages ? (
          <Link href={hrefFor(value.page + 1)} rel="next" className="mh-pages__link">
            Next page
          </Link>
        ) : (
          <span className="mh-pages__spacer" />
        )}
      </nav>
    </>
  );
}
