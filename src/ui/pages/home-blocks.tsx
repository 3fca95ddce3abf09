import { useEffect, useState } from 'react';
import type { WorkshopsNear } from '../../application/ports/bff';
import type { StoreState } from '../../domain/preferred-store';
import { ProductPicture } from '../components/product-picture';
import { Link } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import { durationText, storePlace } from './makerhub/use-makerhub';
import './home-blocks.css';

/** A category as the home page shows it: its name, a picture of its best-known product, how many it holds. */
export interface CategoryTileData {
  readonly name: string;
  readonly slug: string;
  readonly href: string;
  readonly imageUrl: string;
  readonly count: number;
}

/** How many category pictures load with the page: the first row on a wide screen, all a phone shows at once. */
const EAGER_CATEGORIES = 7;

/** The shop's categories, each with a picture: a scrolling row on a phone, a grid on wider screens. */
export function CategoryTiles({ title, categories }: { title: string; categories: readonly CategoryTileData[] }) {
  const { site } = useServices();
  if (categories.length === 0) return null;
  const count = new Intl.NumberFormat(site.locale);
  return (
    <nav className="home-categories" aria-labelledby="home-categories-heading">
      <h2 id="home-categories-heading">{title}</h2>
      <ul>
        {categories.map((category, i) => (
          <li key={category.slug}>
            <Link href={category.href} className="home-categories__tile">
              <ProductPicture
                url={category.imageUrl}
                size={96}
                sizes="96px"
                eager={i < EAGER_CATEGORIES}
                alt=""
                className="home-categories__picture"
              />
              <span className="home-categories__name">{category.name}</span>
              <span className="home-categories__count">{count.format(category.count)} products</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const selectStoreKey = (state: StoreState) => state.storeKey;

/** A session's start on its store's clock, short enough for one line on a phone ("Sat 19 Dec, 10:00 am"). */
const shortWhen = (iso: string, locale: string, timeZone: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/**
 * The next workshop sessions near the shopper's store. The server renders them near the site's default store
 * (the page is the same for everyone); once the browser knows the shopper's own store it asks for that one's,
 * and the list stays in place until the answer comes, so nothing moves under the shopper.
 */
export function WorkshopsNearBlock({ title, near, limit }: { title: string; near: WorkshopsNear | undefined; limit: number }) {
  const services = useServices();
  const storeKey = useProjection(services.views.preferences, selectStoreKey);
  const [shown, setShown] = useState<WorkshopsNear | undefined>(near);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!storeKey || storeKey === shown?.store.storeKey) return;
    let live = true;
    setLoading(true);
    void services
      .loadMakerhub()
      .then((makerhub) => makerhub.workshopsNear(storeKey, limit))
      .then(
        (answer) => {
          if (!live) return;
          if (answer.ok) setShown(answer.value);
          setLoading(false);
        },
        () => live && setLoading(false),
      );
    return () => {
      live = false;
    };
  }, [services, storeKey, limit, shown?.store.storeKey]);

  if (!shown) return null;
  const { store, sessions } = shown;
  const { locale } = services.site;
  return (
    <section className="home-workshops" aria-labelledby="home-workshops-heading" aria-busy={loading}>
      <div className="home-workshops__head">
        <h2 id="home-workshops-heading">{title}</h2>
        <p className="home-workshops__store">
          {store.chosen ? (
            <>
              Near your store, <strong>{store.name}</strong>.{' '}
            </>
          ) : (
            <>
              Showing sessions near <strong>{store.name}</strong>.{' '}
            </>
          )}
          <button type="button" className="home-workshops__choose" onClick={() => services.drawers.open('preferredStore')}>
            {store.chosen ? 'Change store' : 'Choose your store'}
          </button>
        </p>
      </div>
      {sessions.length === 0 ? (
        <p>
          No workshop sessions are booked near {store.name} yet. <Link href="/makerhub/workshops">See every workshop</Link>
        </p>
      ) : (
        <ul className="home-workshops__list">
          {sessions.map((session) => (
            <li key={session.id} className="home-workshops__session">
              <h3>
                <Link href={session.workshop.url}>{session.workshop.title}</Link>
              </h3>
              <p className="home-workshops__when">{shortWhen(session.startsAt, locale, session.timeZone)}</p>
              <p className="home-workshops__where">
                {storePlace(session.store)}
                {session.distanceKm > 0 && <> · {new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(session.distanceKm)} km away</>}
              </p>
              <p className="home-workshops__places">
                {durationText(session.durationMinutes)} ·{' '}
                {session.placesLeft > 0 ? `${session.placesLeft} of ${session.places} places left` : 'Fully booked'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="home-workshops__all">
        <Link href="/makerhub/workshops">All workshops and dates</Link>
      </p>
    </section>
  );
}
