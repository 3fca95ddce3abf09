import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { LoggedEvent } from '../../application/event-log';
import { type EventLogFile, eventLogFile, eventsThrough, parseEventLogFile } from '../../application/event-log-file';
import type { ReplayRegistry } from '../../application/projection';
import { devToolCss } from './dev-tool-css';

export interface EventLogPanelProps {
  /** This tab's log as it is now. */
  readonly live: readonly LoggedEvent[];
  readonly replays: ReplayRegistry;
  readonly site: string;
  readonly now: () => number;
  /** Saves a file on the developer's machine (the browser's download). */
  readonly download: (name: string, text: string) => void;
  /** The page shown now (path and query), and a move to another in place, as the shop's links move. */
  readonly currentPath: () => string;
  readonly goTo: (path: string) => void;
}

/**
 * The page the shopper was on after the entries up to `index`: the last page viewed by then. Views record a page
 * by its path alone; a search page gets back its words from the results viewed on it.
 */
function pageAt(entries: readonly LoggedEvent[], index: number): string | null {
  for (let i = index; i >= 0; i -= 1) {
    const { event } = entries[i]!;
    if (event.type !== 'browsing/pageViewed') continue;
    const path = (event.data as { path: string }).path;
    const words = path === '/search' ? searchedOn(entries, i) : null;
    return words === null ? path : `/search?q=${encodeURIComponent(words)}`;
  }
  return null;
}

/** The words of the results viewed on the page viewed at `at` (recorded just before or just after it, on that page). */
function searchedOn(entries: readonly LoggedEvent[], at: number): string | null {
  const wordsOf = (i: number) => {
    const { event } = entries[i]!;
    return event.type === 'browsing/searchResultsViewed' ? (event.data as { query: string }).query : null;
  };
  const leaves = (i: number) => entries[i]!.event.type === 'page/departed' || entries[i]!.event.type === 'browsing/pageViewed';
  for (let i = at - 1; i >= 0 && !leaves(i); i -= 1) if (wordsOf(i) !== null) return wordsOf(i);
  for (let i = at + 1; i < entries.length && !leaves(i); i += 1) if (wordsOf(i) !== null) return wordsOf(i);
  return null;
}

/** Whether the page shown is `page`: a page recorded without its query is the same page whatever the query. */
const showing = (page: string, current: string): boolean => (page.includes('?') ? page === current : page === current.split('?')[0]);

type Source = { readonly kind: 'live' } | { readonly kind: 'loaded'; readonly name: string; readonly file: EventLogFile };

const timeOf = (at: number): string => new Date(at).toISOString().slice(11, 23);

/**
 * The developer's event log (DEV_EVENTLOG=1): the client's events as they happen, each with the projections after
 * it. Choosing an event shows the whole shop as it was then (every view follows its projections), Earlier and Later
 * step through, Live comes back. Export saves the log (secrets removed) and Load shows another tab's or another
 * browser's log here, exactly as that shopper saw it.
 */
export function EventLogPanel({ live, replays, site, now, download, currentPath, goTo }: EventLogPanelProps) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<Source>({ kind: 'live' });
  /** The event shown, 0-based; null is the end: live, or a loaded log's last event. */
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const panel = useId();
  const entries = source.kind === 'live' ? live : source.file.events;
  const last = entries.length - 1;
  const shown = selected ?? last;

  /** The page this tab was on when the replay began, to come back to with Live. */
  const livePage = useRef<string | null>(null);
  const replaying = !(source.kind === 'live' && selected === null);
  useEffect(() => {
    if (!replaying) {
      replays.replay(null);
      if (livePage.current !== null && livePage.current !== currentPath()) goTo(livePage.current);
      livePage.current = null;
      return;
    }
    livePage.current ??= currentPath();
    replays.replay(eventsThrough(entries, shown));
    // The page follows too: the one the shopper was on after that event.
    const page = pageAt(entries, shown);
    if (page !== null && !showing(page, currentPath())) goTo(page);
  }, [replaying, entries, shown, replays, currentPath, goTo]);
  // Closing the page's panel leaves the shop as it is live.
  useEffect(() => () => replays.replay(null), [replays]);

  const goLive = () => {
    setSource({ kind: 'live' });
    setSelected(null);
    setProblem(null);
  };
  const step = (by: number) => {
    const next = Math.min(Math.max(shown + by, 0), last);
    setSelected(source.kind === 'live' && next === last ? null : next);
  };
  const exportLog = () => {
    const file = source.kind === 'live' ? eventLogFile(live, site, now()) : source.file;
    download(`event-log-${site}-${new Date(now()).toISOString().replace(/[:.]/g, '-')}.json`, JSON.stringify(file, null, 2));
  };
  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const parsed = parseEventLogFile(await chosen.text());
    if (!parsed.ok) return setProblem(parsed.message);
    setProblem(null);
    setSource({ kind: 'loaded', name: chosen.name, file: parsed.file });
    setSelected(null);
  };

  const where = entries.length === 0 ? 'No events yet' : `after event ${shown + 1} of ${entries.length} (${entries[shown]?.event.type ?? ''})`;
  const status =
    source.kind === 'loaded'
      ? `Loaded ${source.name}: the shop as it was ${where}`
      : selected === null
        ? `Live: ${entries.length} events`
        : `This tab: the shop as it was ${where}`;

  return (
    <div className="eventlog-panel">
      <button type="button" className="eventlog-panel__toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        Event log ({live.length}){replaying ? ' · replaying' : ''}
      </button>
      {open && (
        <section id={panel} className="eventlog-panel__panel" aria-label="Event log">
          <h2 className="eventlog-panel__title">Client events</h2>
          <p role="status" className="eventlog-panel__status">
            {status}
          </p>
          <div className="eventlog-panel__controls">
            <button type="button" onClick={() => step(-1)} disabled={entries.length === 0 || shown <= 0}>
              Earlier
            </button>
            <button type="button" onClick={() => step(1)} disabled={entries.length === 0 || shown >= last}>
              Later
            </button>
            <button type="button" onClick={goLive} disabled={!replaying}>
              Live
            </button>
            <button type="button" onClick={exportLog}>
              Export
            </button>
            <label className="eventlog-panel__load">
              Load a log
              <input type="file" accept="application/json,.json" onChange={(event) => void load(event)} />
            </label>
          </div>
          {problem && (
            <p role="alert" className="eventlog-panel__problem">
              {problem}
            </p>
          )}
          <ol className="eventlog-panel__list">
            {entries.map((entry, index) => (
              <li key={entry.position} value={entry.position}>
                <button type="button" aria-pressed={replaying && index === shown} onClick={() => setSelected(index)}>
                  <time className="eventlog-panel__time">{timeOf(entry.at)}</time> {entry.event.type}
                </button>
              </li>
            ))}
          </ol>
          {entries[shown] && (
            <details className="eventlog-panel__details">
              <summary>Event {shown + 1} and the projections after it</summary>
              <pre>{JSON.stringify(entries[shown]!.event, null, 2)}</pre>
              {replays.all().map((projection) => (
                <details key={projection.name}>
                  <summary>{projection.name}</summary>
                  <pre>{JSON.stringify(projection.getSnapshot(), null, 2)}</pre>
                </details>
              ))}
            </details>
          )}
        </section>
      )}
    </div>
  );
}

/** The panel's rules: the dev tools' frame (./dev-tool-css.ts), above the dataLayer overlay's button, then its own. */
export const EVENT_LOG_PANEL_CSS =
  devToolCss('eventlog-panel', {
    bottom: '56px',
    buttonBackground: '#e8f1ff',
    panelWidth: '520px',
    panelHeight: '70vh',
    titleMargin: '0 0 4px',
  }) +
  `
.eventlog-panel__status {
  margin: 0 0 6px;
}
.eventlog-panel__controls {
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 6px;
}
.eventlog-panel__controls button,
.eventlog-panel__load {
  padding: 3px 8px;
  border: 1px solid #333;
  border-radius: 4px;
  background: #f6f6f6;
  color: #111;
  font: inherit;
  cursor: pointer;
}
.eventlog-panel__load input {
  display: block;
  max-width: 200px;
  font: inherit;
}
.eventlog-panel__problem {
  margin: 0 0 6px;
  color: #a40000;
}
.eventlog-panel__list {
  margin: 0;
  padding-left: 36px;
}
.eventlog-panel__list button {
  border: 0;
  padding: 1px 4px;
  background: none;
  color: #111;
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.eventlog-panel__list button[aria-pressed='true'] {
  background: #ffe58a;
}
.eventlog-panel__time {
  color: #555;
}
.eventlog-panel__details pre {
  margin: 4px 0 0;
  white-space: pre-wrap;
  word-break: break-word;
  font-size: 12px;
}
`;
