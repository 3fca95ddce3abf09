import type { Project } from '../../../application/ports/bff-payloads';
import './makerhub.css';

/** A Makerhub article's sections (spec §2 Makerhub Article): a heading and a paragraph each. */
export function ArticleBody({ article }: { article: Project }) {
  return (
    <div className="mh-article">
      {article.steps.map((section) => (
        <section key={section.title} className="mh-article__section">
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </div>
  );
}
