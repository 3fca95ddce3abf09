import { useEffect, useId, useState } from 'react';
import type { CompetitionEntry } from '../../../application/ports/bff';
import { Link } from '../../router';
import { useServices } from '../../services';
import { formatDate, useMakerhub } from './use-makerhub';
import './makerhub.css';

const RANKS = ['Winner', 'Second place', 'Third place'];

/** Spec §2 "Makerhub Community": the newest competition entries of the site's makers, with their photos. */
export function CommunityEntries({ title, limit }: { readonly title: string; readonly limit: number }) {
  const makerhub = useMakerhub();
  const { site } = useServices();
  const headingId = useId();
  const [entries, setEntries] = useState<readonly CompetitionEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!makerhub) return;
    let live = true;
    void makerhub.communityEntries(limit).then((answer) => {
      if (!live) return;
      if (answer.ok) setEntries(answer.value);
      else setProblem('The newest entries could not be loaded. Please try again.');
    });
    return () => {
      live = false;
    };
  }, [makerhub, limit]);

  return (
    <section className="mh-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title || 'From our makers'}</h2>
      {problem && <p role="alert">{problem}</p>}
      {!entries && !problem && <p className="page-loading">Loading the newest entries…</p>}
      {entries?.length === 0 && (
        <p>
          No entries yet. <Link href="/makerhub/competitions">Enter a competition</Link> and yours could be first.
        </p>
      )}
      {entries && entries.length > 0 && (
        <ul className="mh-community">
          {entries.map((entry) => (
            <li key={entry.id} className="mh-community__entry">
              <figure className="mh-entry">
                {entry.photoUrl && <img src={entry.photoUrl} alt={`Photo of ${entry.authorName}'s entry`} width={400} height={300} loading="lazy" />}
                <figcaption>
                  <p>{entry.text}</p>
                  <p className="mh-meta">
                    {entry.authorName} · {formatDate(entry.createdAt, site.locale)} ·{' '}
                    <Link href="/makerhub/competitions">{entry.competition.title}</Link>
                    {entry.winnerRank ? ` · ${RANKS[entry.winnerRank - 1] ?? 'Placed'}` : ''}
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
