import type { ProjectSearch } from '../../application/ports/bff-payloads';
import { Link } from '../router';
import './search-makerhub.css';

const KIND_LABELS: Readonly<Record<string, string>> = { article: 'Article', project: 'Project', workshop: 'Workshop' };
const kindLabel = (kind: string) => KIND_LABELS[kind.toLowerCase()] ?? kind;

/** The search page's own section for the site's Makerhub articles, projects and workshops the words found. */
export function SearchMakerhub({ found }: { found: ProjectSearch }) {
  if (found.projects.length === 0) return null;
  return (
    <section className="search-makerhub" aria-labelledby="search-makerhub-heading">
      <h2 id="search-makerhub-heading">From the Makerhub</h2>
      <ul className="search-makerhub__list">
        {found.projects.map((item) => (
          <li key={item.id} className="search-makerhub__item">
            <h3 className="search-makerhub__title">
              <Link href={item.url}>{item.title}</Link>
            </h3>
            <p className="search-makerhub__meta">
              <span className="search-makerhub__kind">{kindLabel(item.kind)}</span>
              <span className="search-makerhub__difficulty">{item.difficulty}</span>
            </p>
            <p className="search-makerhub__summary">{item.summary}</p>
          </li>
        ))}
      </ul>
      {found.total > found.projects.length && (
        <p className="search-makerhub__more">
          Showing {found.projects.length} of {found.total}. <Link href="/makerhub">Browse the Makerhub</Link>
        </p>
      )}
    </section>
  );
}
