import { createContext, type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { OPEN_CHAT_EVENT } from '../domain/page-info';
import { linkBehaviour } from './format';

/** The event the navigation adapter sends for a soft reload (spec §4 Preferred store). */
const SOFT_RELOAD_EVENT = 'storefront:soft-reload';
/** The event that opens the help chat (spec §2 Links: any "#chat" link). */
export { OPEN_CHAT_EVENT } from '../domain/page-info';

interface Location {
  /** The site's origin (`https://jrau.example`): links to it navigate in place, images resolve against it. */
  readonly origin: string;
  readonly path: string;
  readonly search: URLSearchParams;
  /** Bumped by a soft reload, so pages re-fetch their data without a full reload. */
  readonly reloadKey: number;
}

interface Router extends Location {
  /** `keepScroll`: stay where the shopper is (a filter ticked beside the results), rather than go to the top. */
  navigate(to: string, options?: { replace?: boolean; keepScroll?: boolean }): void;
}

const RouterContext = createContext<Router | null>(null);

/** Where the page is: the browser's address, or the request's when the server renders it. */
export interface PageAddress {
  readonly origin: string;
  readonly path: string;
  /** The query string, with or without its `?`. */
  readonly search: string;
}

const read = (reloadKey: number, address?: PageAddress): Location => {
  const { origin, path, search } = address ?? { origin: window.location.origin, path: window.location.pathname, search: window.location.search };
  return { origin, path, search: new URLSearchParams(search), reloadKey };
};

/** A small history router: the shop has a handful of route shapes and needs no more. */
export function RouterProvider({
  children,
  onRouteChange,
  address,
}: {
  children: ReactNode;
  onRouteChange?: (path: string) => void;
  address?: PageAddress;
}) {
  const [location, setLocation] = useState<Location>(() => read(0, address));

  useEffect(() => {
    const onPop = () => setLocation((current) => read(current.reloadKey));
    const onSoftReload = () => setLocation((current) => read(current.reloadKey + 1));
    window.addEventListener('popstate', onPop);
    window.addEventListener(SOFT_RELOAD_EVENT, onSoftReload);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener(SOFT_RELOAD_EVENT, onSoftReload);
    };
  }, []);

  useEffect(() => {
    onRouteChange?.(location.path);
  }, [location.path, onRouteChange]);

  const navigate = useCallback((to: string, options: { replace?: boolean; keepScroll?: boolean } = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    window.history[options.replace ? 'replaceState' : 'pushState']({}, '', `${url.pathname}${url.search}${url.hash}`);
    setLocation((current) => read(current.reloadKey));
    if (!url.hash && !options.keepScroll) window.scrollTo(0, 0);
  }, []);

  const router = useMemo(() => ({ ...location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter outside RouterProvider');
  return router;
}

/**
 * A link that follows the spec's rules: "#chat" opens the help chat, another origin opens in a new
 * tab, anything else navigates in place.
 */
export function Link({
  href,
  children,
  className,
  onClick,
  ...rest
}: { href: string; children: ReactNode; className?: string; onClick?: () => void } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick'
>) {
  const { navigate, origin } = useRouter();
  const behaviour = linkBehaviour(href, origin);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (behaviour === 'newTab' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (behaviour === 'openChat') window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
    else navigate(href);
  };
  const external = behaviour === 'newTab' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} className={className} onClick={handle} {...external} {...rest}>
      {children}
    </a>
  );
}
