import { useCallback, useEffect, useId, useState } from 'react';
import type { WorkshopBooking } from '../../../application/ports/bff';
import { Link } from '../../router';
import { useServices } from '../../services';
import { durationText, formatWhen, storePlace, useMakerhub } from '../makerhub/use-makerhub';
import './wallet-sections.css';

/** My Account → Workshops: the customer's booked places still to come, each with a cancel that gives the place back. */
export function WorkshopsSection() {
  const makerhub = useMakerhub();
  const { site } = useServices();
  const id = useId();
  const [bookings, setBookings] = useState<readonly WorkshopBooking[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!makerhub) return;
    const result = await makerhub.myBookings();
    if (result.ok) setBookings(result.value);
    else setError(result.error.message);
  }, [makerhub]);

  useEffect(() => {
    void load();
  }, [load]);

  const cancel = async (booking: WorkshopBooking) => {
    if (!makerhub) return;
    setBusy(booking.id);
    setError(null);
    setNotice(null);
    const result = await makerhub.cancel(booking.id);
    setBusy(null);
    if (result.ok) {
      setBookings(result.value);
      setNotice(`Your place in ${booking.workshop.title} was cancelled.`);
    } else setError(result.error.message);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="wallet-section">
      <h2 id={`${id}-heading`}>Workshops</h2>
      <p role="status" className={notice ? 'wallet-notice' : undefined}>
        {notice}
      </p>
      {error && <p role="alert">{error}</p>}
      {!bookings && !error && <p className="page-loading">Loading your bookings…</p>}
      {bookings && bookings.length === 0 && (
        <p className="wallet-empty">
          No workshop places booked. <Link href="/makerhub/workshops">See the upcoming workshops</Link>.
        </p>
      )}
      {bookings && bookings.length > 0 && (
        <ul className="wallet-list" aria-label="Your workshop bookings">
          {bookings.map((booking) => {
            const when = formatWhen(booking.startsAt, site.locale, booking.timeZone);
            return (
              <li key={booking.id} className="wallet-item">
                <div className="wallet-item__head">
                  <Link href={booking.workshop.url} className="wallet-item__name">
                    {booking.workshop.title}
                  </Link>
                  <span>{when}</span>
                  <span className="wallet-item__meta">
                    {durationText(booking.durationMinutes)} at {storePlace(booking.store)}
                  </span>
                </div>
                <div className="wallet-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy === booking.id}
                    aria-label={`Cancel my place: ${booking.workshop.title}, ${when}`}
                    onClick={() => void cancel(booking)}
                  >
                    Cancel
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
