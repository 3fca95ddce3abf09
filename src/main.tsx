import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyLinkRules, browserTimer, holdEarlyPresses, reportClientErrors } from './adapters/browser';
import type { DomainEvent } from './application/events';
import { TOKENS } from './application/tokens';
import { ERROR_TRAIL_LENGTH, errorTrail } from './application/error-trail';
import { createBrowserContainer, servicesOf } from './composition/browser';
import { resolve } from './composition/container';
import { siteFromHost } from './domain/site';
import { loadTagManager } from './adapters/browser';
import { App } from './ui/app';
import './ui/styles.css';

const site = siteFromHost(window.location.host);
document.documentElement.lang = site.locale;
document.documentElement.dataset.brand = site.brand;
// The server's first paint names the brand's icon and manifest; a page it did not render gets them here.
for (const [rel, href] of [
  ['icon', `/brand/${site.brand}/favicon.svg`],
  ['manifest', `/brand/${site.brand}/manifest.webmanifest`],
] as const) {
  if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/** The events the server rendered the page from (spec §7 dehydratedState): the log starts from them. */
function renderedHistory(): DomainEvent[] {
  const text = document.getElementById('storefront-state')?.textContent;
  if (!text) return [];
  try {
    const events: unknown = JSON.parse(text);
    return Array.isArray(events) ? (events as DomainEvent[]) : [];
  } catch {
    return [];
  }
}

// An add to cart made while the session and cart load waits for them (src/application/use-cases/cart.ts).
let cartLoaded: () => void = () => undefined;
const cartReady = new Promise<void>((resolve) => (cartLoaded = resolve));
const container = createBrowserContainer(site, renderedHistory(), () => cartReady);
// Spec §7 _log: uncaught errors and rejections go to the session service from here on, the first with the tab's
// last events (personal data removed), so the report says what the shopper had just done.
const eventLog = resolve(container, TOKENS.EventLog);
reportClientErrors(window, resolve(container, TOKENS.SessionService), {
  trail: () => errorTrail(eventLog.since(eventLog.length - ERROR_TRAIL_LENGTH)),
});
const services = servicesOf(container, site);

// The compare list is the browser's own (local storage): restored before the page is taken over, not after the session.
services.compare.restore();
const session = resolve(container, TOKENS.SessionUseCases);
let started = false;
/**
 * Once the page's controls answer (or the browser is first idle, should the page's code not arrive): the
 * session first (it names the shopper for analytics and carries the token), then what hangs on it. The page
 * shows what it sells without them, so they do not hold it up.
 */
function startSession() {
  if (started) return;
  started = true;
  void session
    .loadSession()
    .then(async () => {
      await services.cart.loadCart();
      void services.preferredStore.restoreFromSession();
      services.deliveryPostcode.restoreFromSession();
      void services.preferredStore.locateNearestStoreWhenIdle();
    })
    .finally(cartLoaded);
  session.watchSession({});
}
browserTimer.whenIdle(startSession);

const root = document.getElementById('root');
const rendered = Boolean(root?.firstElementChild);
// Buttons and forms of the server's page pressed before its code answers are pressed again once it does.
const releaseEarlyPresses = rendered ? holdEarlyPresses(document) : () => undefined;

/** `data-ready` on the document says the page answers its controls (tests and embedded content may wait for it). */
function takenOver() {
  document.documentElement.dataset.ready = '';
  releaseEarlyPresses();
  // Spec §2's link rules for links the page did not render itself (CMS content, vendors' widgets).
  applyLinkRules(document);
  startSession();
  // The site's tag manager, when it has one, once the page has loaded and the browser is idle.
  loadTagManager(document, browserTimer);
  // The dataLayer overlay, a dev feature the server turns on (DEV_DATALAYER=1): its code is a chunk of its own.
  if (document.querySelector('meta[name="storefront:dev-datalayer"]'))
    void import('./composition/dev-data-layer').then((m) => m.mountDataLayerOverlay(document));
  // The event log panel, a dev feature the server turns on (DEV_EVENTLOG=1): its code is a chunk of its own too.
  if (document.querySelector('meta[name="storefront:dev-eventlog"]'))
    void import('./composition/dev-event-log').then((m) =>
      m.mountEventLogPanel(document, {
        log: resolve(container, TOKENS.EventLog),
        bus: resolve(container, TOKENS.EventBus),
        replays: resolve(container, TOKENS.Replays),
        site: site.code,
      }),
    );
}

// A page the server rendered is taken over where it stands; one it did not is drawn here.
if (root && rendered) hydrateRoot(root, <App services={services} onTakenOver={takenOver} />);
else if (root) createRoot(root).render(<App services={services} onTakenOver={takenOver} />);
