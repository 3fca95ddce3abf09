import { useCallback, useEffect, useId, useState } from 'react';
import type { Workshop, WorkshopSession } from '../../../application/ports/bff';
import { Link } from '../../router';
import { useServices } from '../../services';
import { durationText, formatWhen, storePlace, useMakerhub, useSignIn } from './use-makerhub';
import './makerhub.css';

/**
 * A workshop's dated sessions (spec §2 "Makerhub Workshop"), or every workshop's on the listing: when, where,
 * places left. A signed-in customer books a place or cancels theirs; a guest pressing "Book a place" is sent
 * to sign in and comes back here.
 */
export function WorkshopSessions({ title, slug }: { title: string; slug?: string }) {
  const makerhub = useMakerhub();
  const { signedIn, goToSignIn } = useSignIn();
  const headingId = useId();
  const [workshops, setWorkshops] = useState<readonly Workshop[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!makerhub) return;
    const result = slug ? await makerhub.workshop(slug) : await makerhub.workshops();
    if (result.ok) setWorkshops('sessions' in result.value ? [result.value as Workshop] : (result.value as readonly Workshop[]));
    else setProblem('The sessions could not be loaded. Please try again.');
  }, [makerhub, slug]);

  useEffect(() => {
    void load();
  }, [load, signedIn]);

  const act = async (session: WorkshopSession, workshop: Workshop) => {
    if (!makerhub) return;
    if (!signedIn) return goToSignIn();
    setBusy(session.id);
    setNotice(null);
    const result = session.bookingId ? await makerhub.cancel(session.bookingId) : await makerhub.book(session.id);
    setBusy(null);
    if (!result.ok && result.error.status === 401) return goToSignIn();
    setNotice(
      result.ok
        ? session.bookingId
          ? `Your place in ${workshop.title} was cancelled.`
          : `You are booked into ${workshop.title}.`
        : result.error.message,
    );
    await load();
  };

  return (
    <section className="mh-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title || 'Sessions'}</h2>
      <p role="status" className="mh-notice">
        {notice}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {!workshops && !problem && <p className="page-loading">Loading the sessions…</p>}
      {workshops?.map((workshop) => (
        <WorkshopBlock key={workshop.slug} workshop={workshop} listing={!slug} busy={busy} onAct={(session) => void act(session, workshop)} />
      ))}
    </section>
  );
}

function WorkshopBlock({
  workshop,
  listing,
  busy,
  onAct,
}: {
  workshop: Workshop;
  listing: boolean;
  busy: string | null;
  onAct: (session: WorkshopSession) => void;
}) {
  const { site } = useServices();
  return (
    <article className="mh-workshop" aria-label={workshop.title}>
      {listing && (
        <h3>
          <Link href={workshop.url}>{workshop.title}</Link>
        </h3>
      )}
      {listing && (
        <p className="mh-meta">
          {workshop.difficulty} · {workshop.summary}
        </p>
      )}
      {workshop.sessions.length === 0 ? (
        <p>No sessions are planned just now. Check back soon.</p>
      ) : (
        <ul className="mh-sessions" aria-label={`Sessions of ${workshop.title}`}>
          {workshop.sessions.map((session) => {
            const when = formatWhen(session.startsAt, site.locale, session.timeZone);
            const full = session.placesLeft === 0 && !session.bookingId;
            return (
              <li key={session.id} className="mh-session" data-session-id={session.id}>
                <div className="mh-session__when">
                  <strong>{when}</strong>
                  <span className="mh-meta">
                    {durationText(session.durationMinutes)} at {storePlace(session.store)}
                  </span>
                </div>
                <p className="mh-session__places">
                  {session.bookingId ? (
                    <span className="mh-badge">You are booked</span>
                  ) : full ? (
                    <span className="mh-badge mh-badge--full">Fully booked</span>
                  ) : null}
                  <span>
                    {session.placesLeft === 1 ? '1 place left' : `${session.placesLeft} places left`} of {session.places}
                  </span>
                </p>
                {!full && (
                  <button
                    type="button"
                    className={session.bookingId ? 'button button--secondary' : 'button'}
                    disabled={busy === session.id}
                    aria-label={`${session.bookingId ? 'Cancel my place' : 'Book a place'}: ${workshop.title}, ${when}`}
                    onClick={() => onAct(session)}
                  >
                    {session.bookingId ? 'Cancel' : 'Book a place'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
