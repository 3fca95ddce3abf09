import { useEffect, useState } from 'react';
import type { Banner } from '../../application/ports/banners';
import { Link } from '../router';
import { useServices } from '../services';
import './site-banner.css';

/**
 * The marketing strip above the header (spec §1 "a marketing banner/messaging service that supplies
 * site banners", placement 'header'): one line, the first banner marketing lists, dismissible for as
 * long as the page stays open. Its height is reserved while the service is asked, so the page below
 * does not jump when the banner arrives; with no banner (or no service) the strip goes away.
 */
export function SiteBanner() {
  const { banners } = useServices();
  const [shown, setShown] = useState<Banner | null | 'loading'>('loading');

  useEffect(() => {
    let live = true;
    banners.banners('header').then(
      (list) => live && setShown(list[0] ?? null),
      () => live && setShown(null),
    );
    return () => {
      live = false;
    };
  }, [banners]);

  if (shown === null) return null;
  if (shown === 'loading') return <div className="site-banner site-banner--pending" aria-hidden="true" />;

  const dismiss = () => {
    setShown(null);
    // The dismiss button goes away with the strip: the header's first link takes the focus, not the body.
    document.querySelector<HTMLElement>('.site-header a, .site-header button')?.focus();
  };

  return (
    <aside className={`site-banner site-banner--${shown.tone}`} aria-label="Announcement">
      <p className="site-banner__text">
        {shown.href ? (
          <Link href={shown.href} className="site-banner__title">
            {shown.title}
          </Link>
        ) : (
          <strong className="site-banner__title">{shown.title}</strong>
        )}
        <span className="site-banner__body"> {shown.body}</span>
      </p>
      <button type="button" className="site-banner__dismiss" onClick={dismiss} aria-label="Dismiss announcement">
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
