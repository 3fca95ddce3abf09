import { useEffect } from 'react';
import { BRAND_NAMES } from './brand';
import { useFirstPaint } from './first-paint';
import { type HeadOptions, setHead } from './head';
import { useRouter } from './router';
import { useServices } from './services';

/**
 * The page's head: written by the server with its first paint, and kept in line by the browser as the
 * shopper moves on. Null while the page does not know it yet.
 */
export function useHead(options: HeadOptions | null): void {
  const firstPaint = useFirstPaint();
  const { site } = useServices();
  const { origin } = useRouter();
  if (firstPaint && options) firstPaint.setHead(options);
  const key = options ? JSON.stringify(options) : '';
  useEffect(() => {
    if (options) setHead(options, { site, origin });
    // The key holds everything the options say.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, site, origin]);
}

/**
 * The head of a page with no content-managed title: "{title} | {brand name}", its own description, and
 * its page type (spec §2). Pages with content of their own (content pages, products) set theirs in full.
 */
export function usePageHead(title: string, description: string, pageType = 'other', canonical?: string): void {
  const { site } = useServices();
  useHead({ title: `${title} | ${BRAND_NAMES[site.brand]}`, description, pageType, ...(canonical ? { canonical } : {}) });
}
