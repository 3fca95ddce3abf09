import { useState } from 'react';
import type { ProductListing, Project, ProjectCartAnswer } from '../../../application/ports/bff-payloads';
import { formatMoney } from '../../../domain/money';
import { OUT_OF_STOCK_MESSAGE } from '../../../domain/delivery';
import { Link } from '../../router';
import { useServices } from '../../services';
import { projectMeta } from './project-cards';
import { BookmarkButton } from '../../components/lists/list-controls';
import { SaveAsProjectListButton } from '../../components/lists/save-project-list';
import './makerhub.css';

export interface ProjectDetailProps {
  readonly project: Project;
}

/**
 * A Makerhub project (spec §2 Makerhub Project Detail): its picture, difficulty, time and summary, the
 * steps with their pictures, and the parts list with "Add all to cart" (one request for every part).
 */
export function ProjectDetail({ project }: ProjectDetailProps) {
  return (
    <div className="mh-project">
      <div className="mh-project__intro">
        {project.imageUrl && (
          <img
            className="mh-project__picture"
            src={project.imageUrl}
            width={800}
            height={450}
            fetchPriority="high"
            alt={`The finished build: ${project.title}`}
          />
        )}
        <div>
          <dl className="mh-project__facts">
            <div>
              <dt>Difficulty</dt>
              <dd>{project.difficulty}</dd>
            </div>
            {project.timeRequired && (
              <div>
                <dt>Time</dt>
                <dd>{project.timeRequired}</dd>
              </div>
            )}
          </dl>
          <p className="mh-project__summary">{project.summary}</p>
          <BookmarkButton project={{ id: project.id, name: project.title }} />
        </div>
      </div>
      <PartsList project={project} />
      <section className="mh-steps" aria-labelledby="mh-steps-heading">
        <h2 id="mh-steps-heading">Steps</h2>
        <ol>
          {project.steps.map((step, i) => (
            <li key={step.imageUrl} className="mh-step">
              <img src={step.imageUrl} width={640} height={400} loading="lazy" alt={`Drawing for step ${i + 1}: ${step.title}`} />
              <div>
                <h3>
                  Step {i + 1}: {step.title}
                </h3>
                <p>{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="mh-project__meta">{projectMeta(project)}</p>
    </div>
  );
}

function PartsList({ project }: ProjectDetailProps) {
  const services = useServices();
  const { locale } = services.site;
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<ProjectCartAnswer | null>(null);

  const addAll = async () => {
    setBusy(true);
    try {
      const parts = await services.loadProjectParts();
      const result = await parts.addProjectToCart(project.id);
      setAnswer(result.ok ? result.value : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mh-parts" aria-labelledby="mh-parts-heading">
      <h2 id="mh-parts-heading">Parts list</h2>
      <table className="mh-parts__table">
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {project.parts.map(({ product, quantity }) => (
            <tr key={product.sku}>
              <th scope="row">
                <Link href={`/p/${encodeURIComponent(product.slug)}`}>{product.title}</Link>
              </th>
              <td>{formatMoney(product.finalPrice, locale)}</td>
              <td>{quantity}</td>
              <td>
                <span className={product.inStock ? 'mh-badge mh-badge--in' : 'mh-badge mh-badge--out'}>
                  {product.inStock ? 'In stock' : OUT_OF_STOCK_MESSAGE}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mh-parts__actions">
        <button type="button" className="button" onClick={() => void addAll()} disabled={busy || project.parts.length === 0} aria-busy={busy}>
          {busy ? 'Adding…' : 'Add all to cart'}
        </button>
        <SaveAsProjectListButton project={project} />
      </div>
      <div aria-live="polite">{answer && <AddAllResult answer={answer} />}</div>
    </section>
  );
}

/** What "Add all to cart" did: how much went in, and each part it skipped with why and what could replace it. */
function AddAllResult({ answer }: { answer: ProjectCartAnswer }) {
  const units = answer.added.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="mh-result">
      <p>{units > 0 ? `Added ${units} ${units === 1 ? 'item' : 'items'} to your cart.` : 'Nothing could be added to your cart.'}</p>
      {answer.skipped.length > 0 && (
        <>
          <h3>Not added in full</h3>
          <ul className="mh-skipped">
            {answer.skipped.map((part) => (
              <li key={part.sku}>
                <p>
                  <strong>{part.name}</strong>: {part.reason}
                </p>
                <Substitutes products={answer.substitutes.find((s) => s.forSku === part.sku)?.products ?? []} forName={part.name} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Substitutes({ products, forName }: { products: readonly ProductListing[]; forName: string }) {
  const services = useServices();
  const { locale } = services.site;
  if (products.length === 0) return <p className="mh-skipped__none">No in-stock alternative in this category right now.</p>;
  return (
    <ul className="mh-substitutes" aria-label={`Alternatives to ${forName}`}>
      {products.map((product) => (
        <li key={product.sku}>
          <Link href={`/p/${encodeURIComponent(product.slug)}`}>{product.title}</Link>
          <span>{formatMoney(product.finalPrice, locale)}</span>
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Add ${product.title} to cart`}
            onClick={() => void services.cart.addToCart({ sku: product.sku, itemContainer: 'makerhub-substitute' })}
          >
            Add
          </button>
        </li>
      ))}
    </ul>
  );
}
