import { useEffect } from 'react';
import { BRAND_NAMES } from './brand';
import { setHead } from './head';
import { useServices } from './services';

/**
 * The head of a page with no content-managed title: "{title} | {brand name}", its own description, and
 * its page type (spec §2). Pages with content of their own (content pages, products) set theirs in full.
 */
export function usePageHead(title: string, description: string, pageType = 'other', canonical?: string): void {
  const { site } = useServices();
  const brand = BRAND_NAMES[site.brand];
  useEffect(() => {
    setHead({ title: `${title} | ${brand}`, description, pageType, ...(canonical ? { canonical } : {}) });
  }, [title, description, pageType, canonical, brand]);
}
