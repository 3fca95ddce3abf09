import { useEffect } from 'react';
import { useRouter } from '../router';
import { useServices } from '../services';

/**
 * Installs `window.storefront` and the tag manager id for as long as the shell is mounted. Their code loads
 * after the page is taken over: embedded content waits for them (spec §3), the first paint does not.
 */
export function useWindowApi(): void {
  const services = useServices();
  const { navigate } = useRouter();
  useEffect(() => {
    let live = true;
    let installed: Window['storefront'];
    void import('./storefront').then(({ storefrontHooks, setGtagMeta }) => {
      if (!live) return;
      installed = storefrontHooks(services, navigate);
      window.storefront = installed;
      setGtagMeta(installed.pageInfo.gtagId);
    });
    return () => {
      live = false;
      if (installed && window.storefront === installed) delete window.storefront;
    };
  }, [services, navigate]);
}
