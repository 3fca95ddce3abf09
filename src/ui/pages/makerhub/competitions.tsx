import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { Competition, CompetitionEntry } from '../../../application/ports/bff';
import type { PickedPhoto } from '../../../application/use-cases/makerhub';
import { ENTRY_TEXT_MAX } from '../../../domain/makerhub';
import { useServices } from '../../services';
import { formatDate, useMakerhub, useSignIn } from './use-makerhub';
import './makerhub.css';

const RANKS = ['Winner', 'Second place', 'Third place'];

/** Reads the picked file as a data URL, the way the entry call carries it. */
function readPhoto(file: File): Promise<PickedPhoto> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ bytes: file.size, type: file.type, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The site's competitions (spec §2 "Makerhub Competitions"): open ones take one entry per customer (a short
 * text and an optional photo), closed ones show their winners. A guest pressing "Enter" is sent to sign in.
 */
export function Competitions({ title }: { title: string }) {
  const makerhub = useMakerhub();
  const { signedIn } = useSignIn();
  const headingId = useId();
  const [competitions, setCompetitions] = useState<readonly Competition[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (!makerhub) return;
    const result = await makerhub.competitions();
    if (result.ok) setCompetitions(result.value);
    else setProblem('The competitions could not be loaded. Please try again.');
  }, [makerhub]);

  useEffect(() => {
    void load();
  }, [load, signedIn]);

  return (
    <section className="mh-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title || 'Competitions'}</h2>
      {problem && <p role="alert">{problem}</p>}
      {!competitions && !problem && <p className="page-loading">Loading the competitions…</p>}
      {competitions?.map((competition) => (
        <CompetitionView key={competition.slug} competition={competition} onEntered={load} />
      ))}
    </section>
  );
}

function CompetitionView({ competition, onEntered }: { competition: Competition; onEntered: () => Promise<void> }) {
  const { site } = useServices();
  const headingId = useId();
  const open = competition.status === 'open';
  return (
    <article className="mh-competition" aria-labelledby={headingId}>
      <h3 id={headingId}>{competition.title}</h3>
      <p className="mh-meta">
        <span className={open ? 'mh-badge' : 'mh-badge mh-badge--full'}>{open ? 'Open' : 'Closed'}</span>{' '}
        {open ? `Entries close ${formatDate(competition.closesAt, site.locale)}` : `Closed ${formatDate(competition.closesAt, site.locale)}`} ·{' '}
        {competition.entryCount === 1 ? '1 entry' : `${competition.entryCount} entries`}
      </p>
      <p>{competition.summary}</p>
      <p>
        <strong>Prize:</strong> {competition.prize}
      </p>
      {competition.myEntry ? (
        <div className="mh-entered">
          <p className="mh-badge">You have entered</p>
          <EntryView entry={competition.myEntry} />
        </div>
      ) : open ? (
        <EntryForm competition={competition} onEntered={onEntered} />
      ) : null}
      {!open && (
        <section aria-label={`Winners of ${competition.title}`}>
          <h4>Winners</h4>
          {competition.winners.length === 0 ? (
            <p>The winners will be announced here soon.</p>
          ) : (
            <ol className="mh-winners">
              {competition.winners.map((winner) => (
                <li key={winner.id}>
                  <p className="mh-meta">{RANKS[(winner.winnerRank ?? 1) - 1] ?? `Place ${winner.winnerRank}`}</p>
                  <EntryView entry={winner} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </article>
  );
}

function EntryView({ entry }: { entry: CompetitionEntry }) {
  return (
    <figure className="mh-entry">
      {entry.photoUrl && <img src={entry.photoUrl} alt={`Photo of ${entry.authorName}'s entry`} width={400} height={300} loading="lazy" />}
      <figcaption>
        <p>{entry.text}</p>
        <p className="mh-meta">{entry.authorName}</p>
      </figcaption>
    </figure>
  );
}

function EntryForm({ competition, onEntered }: { competition: Competition; onEntered: () => Promise<void> }) {
  const makerhub = useMakerhub();
  const { signedIn, goToSignIn } = useSignIn();
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!signedIn) {
    return (
      <button type="button" className="button" aria-label={`Enter ${competition.title}`} onClick={goToSignIn}>
        Enter
      </button>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!makerhub) return;
    setBusy(true);
    setError(null);
    const photo = file ? await readPhoto(file) : undefined;
    const result = await makerhub.enter(competition.slug, text, photo);
    setBusy(false);
    if (!result.ok && result.error.status === 401) return goToSignIn();
    if (!result.ok) return setError(result.error.message);
    await onEntered();
  };
  return (
    <form className="mh-entry-form" onSubmit={(event) => void submit(event)} aria-label={`Enter ${competition.title}`} noValidate>
      <label htmlFor={`${id}-text`}>Your entry</label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={ENTRY_TEXT_MAX}
        rows={4}
        required
        aria-describedby={`${id}-hint ${id}-error`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <p id={`${id}-hint`} className="mh-meta">
        What did you build? Up to {ENTRY_TEXT_MAX} characters ({ENTRY_TEXT_MAX - text.length} left).
      </p>
      <label htmlFor={`${id}-photo`}>Photo (optional: JPEG, PNG or WebP, up to 5 MB)</label>
      <input id={`${id}-photo`} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <p id={`${id}-error`} role="alert" className="mh-error">
        {error}
      </p>
      <button type="submit" className="button" disabled={busy}>
        Enter
      </button>
    </form>
  );
}
