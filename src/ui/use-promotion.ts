import { useCallback, useEffect, useRef } from 'react';
import type { BrowsableProduct, Promotion } from '../domain/browsing';
import { useServices } from './services';

/** Half of a banner in view counts as seen (GA4's own impression rule for promotions). */
const SEEN_RATIO = 0.5;

/**
 * Spec §9 view_promotion and select_promotion for one banner or offer: `ref` goes on its element, which is
 * recorded as seen the first time it is half in view, once for as long as it stays on the page (a page
 * view; scrolling it out and back is not a second view); `select` is called when the shopper follows it.
 * `products` are what it shows, if any.
 */
export function usePromotion<T extends Element>(promotion: Promotion | null, products: readonly BrowsableProduct[] = []) {
  const { browsing } = useServices();
  const ref = useRef<T | null>(null);
  const latest = useRef({ promotion, products });
  latest.current = { promotion, products };
  const id = promotion ? `${promotion.id}|${promotion.name}` : null;

  useEffect(() => {
    const element = ref.current;
    if (!id || !element) return;
    const seen = () => {
      const { promotion: shown, products: items } = latest.current;
      if (shown) browsing.viewPromotion(shown, items);
    };
    // A browser without the observer reports what it drew.
    if (typeof IntersectionObserver === 'undefined') {
      seen();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_RATIO)) return;
        observer.disconnect();
        seen();
      },
      { threshold: SEEN_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [browsing, id]);

  const select = useCallback(
    (picked?: BrowsableProduct) => {
      const { promotion: shown } = latest.current;
      if (shown) browsing.selectPromotion(shown, picked ? [picked] : []);
    },
    [browsing],
  );
  return { ref, select };
}
