import { createRoot } from 'react-dom/client';
import { browserGeolocation, dataLayerAnalytics, randomIds, systemClock, webStorage } from './adapters/browser';
import { TOKENS } from './application/tokens';
import { createContainer, resolve } from './composition/container';
import { siteFromHost } from './domain/site';
import { App } from './ui/app';

const site = siteFromHost(window.location.host);
document.documentElement.lang = site.locale;

const container = createContainer({
  clock: systemClock,
  ids: randomIds,
  localStore: webStorage('localStorage'),
  sessionStore: webStorage('sessionStorage'),
  geolocation: browserGeolocation,
  analytics: dataLayerAnalytics,
});
resolve(container, TOKENS.CompareUseCases).restore();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App site={site} compareView={resolve(container, TOKENS.CompareView)} />);
