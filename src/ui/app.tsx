import type { Projection } from '../application/projection';
import type { CompareState } from '../domain/compare';
import type { Site } from '../domain/site';
import { BRAND_NAMES } from './brand';
import { useProjection } from './use-projection';

const selectSkus = (state: CompareState) => state.skus;

/** The shell every page will sit in: the site's brand, country and currency, and the compare count. */
export function App({ site, compareView }: { site: Site; compareView: Projection<CompareState> }) {
  const compared = useProjection(compareView, selectSkus);
  return (
    <main>
      <h1>{BRAND_NAMES[site.brand]}</h1>
      <p>
        Electronics, hobby parts and maker goods for {site.country === 'NZ' ? 'New Zealand' : 'Australia'}. Prices in{' '}
        {site.currency}.
      </p>
      <p aria-live="polite">{compared.length} of 4 products chosen to compare.</p>
    </main>
  );
}
