import type { Timer } from '../../application/ports/timer';

/** The meta tag the server writes on the pages of a site with a tag manager (server/http/pages.ts). */
export const TAG_MANAGER_META = 'storefront:tag-manager';

/**
 * Loads the site's tag manager, when the server names one, without holding up the page: once the page has
 * loaded and the browser is idle, as an async script. `window.dataLayer` is the same array throughout, so
 * the tag manager finds every push made before it came and takes the later ones as they are made.
 */
export function loadTagManager(doc: Document, timer: Timer): void {
  const src = doc.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content;
  if (!src || !/^https?:\/\//.test(src) || doc.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const view = doc.defaultView;
  const start = () =>
    timer.whenIdle(() => {
      if (view) {
        view.dataLayer ??= [];
        // The container's own start event, as its snippet pushes it.
        view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      }
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      doc.head.append(script);
    });
  if (doc.readyState === 'complete' || !view) start();
  else view.addEventListener('load', start, { once: true });
}
