import { useEffect, useId, useState } from 'react';
import { PROJECT_BOOKMARK_STATUSES, type ProjectBookmarkStatus, isProjectBookmarkStatus } from '../../../domain/lists';
import { Link } from '../../router';
import { useListsState, useListsUseCases } from '../../components/lists/use-lists';
import { refusal } from './use-account';
import './wallet-sections.css';

const STATUS_LABEL: Record<ProjectBookmarkStatus, string> = { saved: 'Saved for later', building: 'Building it', completed: 'Built it' };

/** My Account → Saved projects (spec §4 Project bookmark): the bookmarked Makerhub projects and where each build is at. */
export function SavedProjectsSection() {
  const lists = useListsUseCases();
  const { bookmarks, status } = useListsState();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (lists) void lists.refresh().then((answer) => !answer.ok && setProblem(answer.error.message));
  }, [lists]);

  const act = async (run: () => Promise<{ ok: boolean; error?: { message: string } }>, done: string) => {
    setBusy(true);
    setProblem(null);
    const answer = await run();
    setBusy(false);
    if (answer.ok) setNotice(done);
    else setProblem(refusal(answer.error?.message ?? ''));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="wallet-section">
      <h2 id={`${id}-heading`}>Saved projects</h2>
      <p role="status">{notice}</p>
      {status === 'none' && !problem && <p className="page-loading">Loading your saved projects…</p>}
      {status === 'ready' && bookmarks.length === 0 && (
        <p className="wallet-empty">
          No saved projects yet. Press “Bookmark” on a project in the <Link href="/makerhub/projects">Makerhub</Link> to keep it here.
        </p>
      )}
      {bookmarks.length > 0 && (
        <ul className="wallet-list" aria-label="Saved projects">
          {bookmarks.map((bookmark) => {
            const { url } = bookmark;
            return (
              <li key={bookmark.projectId} className="wallet-item">
                <div className="wallet-item__head">
                  {url ? (
                    <Link href={url} className="wallet-item__name">
                      {bookmark.name}
                    </Link>
                  ) : (
                    <span className="wallet-item__name">{bookmark.name}</span>
                  )}
                  <label className="field">
                    <span className="visually-hidden">Progress on {bookmark.name}</span>
                    <select
                      value={bookmark.status}
                      disabled={busy || !lists}
                      onChange={(event) => {
                        const status = event.target.value;
                        if (!lists || !isProjectBookmarkStatus(status)) return;
                        void act(
                          () => lists.bookmark({ id: bookmark.projectId, name: bookmark.name }, status),
                          `${bookmark.name}: ${STATUS_LABEL[status]}.`,
                        );
                      }}
                    >
                      {PROJECT_BOOKMARK_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {STATUS_LABEL[value]}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <div className="wallet-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy || !lists}
                    onClick={() =>
                      lists && void act(() => lists.removeBookmark(bookmark.projectId), `${bookmark.name} removed from your saved projects.`)
                    }
                  >
                    Remove<span className="visually-hidden"> {bookmark.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="field__error" role="alert">
        {problem}
      </p>
      <p>
        <Link href="/lists">Your shopping and project lists</Link>
      </p>
    </section>
  );
}
