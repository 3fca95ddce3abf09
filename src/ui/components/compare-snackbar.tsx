import type { CompareState } from '../../domain/compare';
import { imageUrl } from '../format';
import { ok } from '../../domain/shared';
import { Link, useRouter } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { useQuery } from '../use-query';
import './compare-snackbar.css';

const THUMB = 48;
/** The smallest width the image service serves (spec §9 source-set widths start at 100). */
const THUMB_SOURCE = 100;
const selectSkus = (state: CompareState) => state.skus;

/** A bar fixed at the bottom while 1+ products are picked for comparison (not on /compare itself). */
export function CompareSnackbar() {
  const services = useServices();
  const { path, origin } = useRouter();
  const skus = useProjection(services.views.compare, selectSkus);
  const hidden = skus.length === 0 || path === '/compare';
  const query = useQuery(`compare-snackbar:${hidden ? '' : skus.join('|')}`, async () => (hidden ? ok([]) : services.catalog.products(skus)));
  if (hidden) return null;
  const products = query.status === 'ok' ? query.value : [];

  return (
    <section className="compare-snackbar" aria-label="Products to compare">
      <ul className="compare-snackbar__items">
        {products.map((p) => (
          <li key={p.sku} className="compare-snackbar__item">
            {p.imageUrl && <img src={imageUrl(p.imageUrl, THUMB_SOURCE, origin)} width={THUMB} height={THUMB} alt="" />}
            <span className="compare-snackbar__title">{p.title}</span>
          </li>
        ))}
      </ul>
      <div className="compare-snackbar__actions">
        <Link href={services.compare.href()} className="button">
          Compare ({skus.length})
        </Link>
        <button type="button" className="button button--secondary" onClick={() => services.compare.clear()}>
          Clear
        </button>
      </div>
    </section>
  );
}
