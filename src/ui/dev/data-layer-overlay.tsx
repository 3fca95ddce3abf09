import { devToolCss } from './dev-tool-css';
import { useId, useState } from 'react';

/** One push as the overlay lists it: when (null when it was made before the overlay came) and what. */
export interface OverlayPush {
  readonly at: number | null;
  readonly entry: unknown;
}

const nameOf = (entry: unknown): string => {
  if (typeof entry !== 'object' || entry === null) return String(entry);
  const event = (entry as { event?: unknown }).event;
  if (typeof event === 'string') return event;
  return Object.keys(entry).join(', ') || '(empty)';
};

const timeOf = (at: number | null): string => (at === null ? 'before' : new Date(at).toISOString().slice(11, 23));

/**
 * The dev overlay (DEV_DATALAYER=1 or `npm run dev`): a small button that opens the list of what the page has
 * pushed to the dataLayer, newest first, each with its time and its payload to unfold, for whoever checks the
 * tags (developers, the marketing team).
 */
export function DataLayerOverlay({ pushes }: { readonly pushes: readonly OverlayPush[] }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="datalayer-overlay">
      <button type="button" className="datalayer-overlay__toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        dataLayer ({pushes.length})
      </button>
      {open && (
        <section id={panel} className="datalayer-overlay__panel" aria-label="dataLayer pushes">
          <h2 className="datalayer-overlay__title">dataLayer pushes</h2>
          <ol className="datalayer-overlay__list">
            {[...pushes].reverse().map((push, i) => (
              <li key={pushes.length - i} value={pushes.length - i} className="datalayer-overlay__push">
                <details>
                  <summary>
                    <time className="datalayer-overlay__time">{timeOf(push.at)}</time> <strong>{nameOf(push.entry)}</strong>
                  </summary>
                  <pre className="datalayer-overlay__payload">{JSON.stringify(push.entry, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** The overlay's rules: the dev tools' frame (./dev-tool-css.ts), then its list of pushes. */
export const DATA_LAYER_OVERLAY_CSS =
  devToolCss('datalayer-overlay', {
    bottom: '12px',
    buttonBackground: '#fffbe6',
    panelWidth: '480px',
    panelHeight: '60vh',
    titleMargin: '0 0 6px',
  }) +
  `
.datalayer-overlay__list {
  margin: 0;
  padding-left: 28px;
}
.datalayer-overlay__push {
  border-top: 1px solid #ddd;
  padding: 3px 0;
}
.datalayer-overlay__push summary {
  cursor: pointer;
}
.datalayer-overlay__time {
  color: #555;
}
.datalayer-overlay__payload {
  margin: 4px 0 0;
  white-space: pre-wrap;
  word-break: break-word;
  font-size: 12px;
}
`;
