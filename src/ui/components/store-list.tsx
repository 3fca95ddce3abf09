import { type FormEvent, useId, useState } from 'react';
import type { Place } from '../../application/ports/bff-payloads';
import { type Store, distanceKm } from '../../domain/catalog';
import { countOf, loadFailure } from '../format';
import type { StoreState } from '../../domain/preferred-store';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import './store-list.css';
import { useTypedBeforeHydration } from '../use-typed-before-hydration';

type Heading = 'h2' | 'h3';
const selectStoreKey = (state: StoreState) => state.storeKey;

const placeLabel = (place: Place) => [place.locality, place.state, place.postcode].filter(Boolean).join(' ');

function StoreCard({
  store,
  from,
  Title,
  current,
  busy,
  onChoose,
}: {
  store: Store;
  from: Place | null;
  Title: Heading;
  current: boolean;
  busy: boolean;
  onChoose: (store: Store) => void;
}) {
  const km = store.distanceKm ?? (from ? distanceKm(from, store) : null);
  const address = [store.address, store.suburb, store.state, store.postcode].filter(Boolean).join(', ');
  return (
    <li className="store-card">
      <Title className="store-card__name">{store.name}</Title>
      {km !== null && <p className="store-card__distance">{km.toFixed(1)} km away</p>}
      {address && <p className="store-card__address">{address}</p>}
      {store.phone && (
        <p>
          Phone: <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
        </p>
      )}
      <p className={store.canClickAndCollect ? 'store-card__cnc store-card__cnc--yes' : 'store-card__cnc'}>
        {store.canClickAndCollect ? 'Click & Collect available' : 'No Click & Collect'}
      </p>
      {store.stock !== undefined && <p>{store.stock > 0 ? `${store.stock} in stock` : 'Out of stock at this store'}</p>}
      {store.openingHours && store.openingHours.length > 0 && (
        <details className="store-card__hours">
          <summary>Opening hours</summary>
          <dl>
            {store.openingHours.map((slot) => (
              <div key={slot.day} className="store-card__slot">
                <dt>{slot.day}</dt>
                <dd>
                  {slot.opens}–{slot.closes}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {current ? (
        <p className="store-card__current">Your store</p>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => onChoose(store)} aria-label={`Make ${store.name} my store`}>
          {busy ? 'Saving…' : 'Make this my store'}
        </button>
      )}
    </li>
  );
}

/** Stores near a place, each with its distance, address, hours, click & collect and a "Make this my store" button. */
export function StoreList({
  stores,
  from,
  heading = 'h2',
  onChoose,
}: {
  stores: readonly Store[];
  from: Place | null;
  heading?: Heading;
  onChoose: (store: Store) => Promise<unknown>;
}) {
  const { views } = useServices();
  const storeKey = useProjection(views.preferences, selectStoreKey);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const choose = (store: Store) => {
    setBusyKey(store.storeKey);
    void onChoose(store).finally(() => setBusyKey(null));
  };
  return (
    <ul className="store-list">
      {stores.map((store) => (
        <StoreCard
          key={store.storeKey}
          store={store}
          from={from}
          Title={heading}
          current={store.storeKey === storeKey}
          busy={busyKey === store.storeKey}
          onChoose={choose}
        />
      ))}
    </ul>
  );
}

/** An outage reads as one, not as "no stores" or a bad place (the search button is the retry). */
const failedText = (status: number, what: string): string => {
  const failure = loadFailure(status);
  if (failure.kind === 'unreachable') return `${failure.title}. ${failure.detail}`;
  if (failure.kind === 'server') return failure.detail;
  return `${what} Please try again.`;
};

type Status = { kind: 'idle' } | { kind: 'busy'; text: string } | { kind: 'error'; text: string } | { kind: 'done'; text: string };

/** Search by postcode or suburb, pick a place, list the nearest stores (spec §2 Store finder). */
export function StoreSearch({
  sku,
  heading = 'h2',
  onChoose,
}: {
  sku?: string | null;
  heading?: Heading;
  onChoose: (store: Store) => Promise<unknown>;
}) {
  const { catalog, site } = useServices();
  const inputId = useId();
  const [text, setText] = useState('');
  useTypedBeforeHydration(inputId, text, setText);
  const [places, setPlaces] = useState<readonly Place[] | null>(null);
  const [place, setPlace] = useState<Place | null>(null);
  const [stores, setStores] = useState<readonly Store[] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const pick = async (chosen: Place) => {
    setPlace(chosen);
    setStores(null);
    setStatus({ kind: 'busy', text: `Finding stores near ${placeLabel(chosen)}…` });
    const found = await catalog.nearestStores({ latitude: chosen.latitude, longitude: chosen.longitude }, { limit: 10, ...(sku ? { sku } : {}) });
    if (!found.ok) return setStatus({ kind: 'error', text: failedText(found.error.status, 'The stores could not be loaded.') });
    setStores(found.value);
    const count = found.value.length;
    setStatus({
      kind: 'done',
      text: count === 0 ? `No stores found near ${placeLabel(chosen)}.` : `${countOf(count, 'store')} near ${placeLabel(chosen)}`,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (term === '') return setStatus({ kind: 'error', text: 'Enter a postcode or suburb.' });
    setPlaces(null);
    setPlace(null);
    setStores(null);
    setStatus({ kind: 'busy', text: 'Searching…' });
    const found = await catalog.places(term, site.country);
    if (!found.ok) return setStatus({ kind: 'error', text: failedText(found.error.status, 'That place could not be looked up.') });
    if (found.value.length === 0) return setStatus({ kind: 'done', text: `No places match "${term}".` });
    setPlaces(found.value);
    if (found.value.length === 1 && found.value[0]) return void pick(found.value[0]);
    setStatus({ kind: 'done', text: `${countOf(found.value.length, 'place')} match "${term}". Choose one.` });
  };

  return (
    <div className="store-search">
      <form className="store-search__form" role="search" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Postcode or suburb</label>
        <div className="store-search__row">
          <input
            id={inputId}
            type="text"
            inputMode="search"
            autoComplete="postal-code"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={status.kind === 'error' && text.trim() === ''}
          />
          <button type="submit" className="button" disabled={status.kind === 'busy'}>
            Search
          </button>
        </div>
      </form>
      <p className={status.kind === 'error' ? 'store-search__status field__error' : 'store-search__status'} role="status" aria-live="polite">
        {status.kind === 'idle' ? '' : status.text}
      </p>
      {places && places.length > 1 && (
        <ul className="store-search__places" aria-label="Matching places">
          {places.map((candidate) => (
            <li key={`${candidate.postcode}-${candidate.locality}-${candidate.state}`}>
              <button type="button" className="button button--secondary" aria-pressed={candidate === place} onClick={() => void pick(candidate)}>
                {placeLabel(candidate)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {stores && stores.length > 0 && <StoreList stores={stores} from={place} heading={heading} onChoose={onChoose} />}
    </div>
  );
}
