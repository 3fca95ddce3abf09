import { createRoot } from 'react-dom/client';
import { reportClientErrors } from './adapters/browser';
import { TOKENS } from './application/tokens';
import { createBrowserContainer, servicesOf } from './composition/browser';
import { resolve } from './composition/container';
import { siteFromHost } from './domain/site';
import { App } from './ui/app';
import './ui/styles.css';

const site = siteFromHost(window.location.host);
document.documentElement.lang = site.locale;
document.documentElement.dataset.brand = site.brand;
for (const [rel, href] of [
  ['icon', `/brand/${site.brand}/favicon.svg`],
  ['manifest', `/brand/${site.brand}/manifest.webmanifest`],
] as const) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

const container = createBrowserContainer(site);
// Spec §7 _log: uncaught errors and rejections go to the session service from here on.
reportClientErrors(window, resolve(container, TOKENS.SessionService));
const services = servicesOf(container, site);

const session = resolve(container, TOKENS.SessionUseCases);
// The session first (it names the shopper for analytics and carries the token), then what hangs on it.
void session.loadSession().then(async () => {
  await services.cart.loadCart();
  services.compare.restore();
  void services.preferredStore.restoreFromSession();
  void services.preferredStore.locateNearestStoreWhenIdle();
});
session.watchSession({});

const root = document.getElementById('root');
if (root) createRoot(root).render(<App services={services} />);
