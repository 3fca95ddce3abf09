import type { EventLog } from '../application/event-log';
import type { ReplayRegistry } from '../application/projection';
import type { EventBus } from '../application/ports/event-bus';
import { EVENT_LOG_PANEL_CSS, EventLogPanel } from '../ui/dev/event-log-panel';
import { browserNavigator } from './browser';
import { mountDevToolRoot } from './dev-tool-root';

export interface EventLogTools {
  readonly log: EventLog;
  readonly bus: EventBus;
  readonly replays: ReplayRegistry;
  readonly site: string;
}

/** The developer's event log panel (src/ui/dev): in its own root, beside the shop's, following every event. */
export function mountEventLogPanel(doc: Document, { log, bus, replays, site }: EventLogTools): void {
  const mounted = mountDevToolRoot(doc, 'eventlog-panel', EVENT_LOG_PANEL_CSS);
  if (!mounted) return;
  const { root, view } = mounted;
  const download = (name: string, text: string) => {
    const url = view.URL.createObjectURL(new view.Blob([text], { type: 'application/json' }));
    const link = doc.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    view.setTimeout(() => view.URL.revokeObjectURL(url), 1000);
  };
  const currentPath = () => view.location.pathname + view.location.search;
  // In place, as the shop's own links move, and past the guard that holds the shop's own moves during a replay.
  const goTo = (path: string) => browserNavigator.navigate(path);
  const now = () => view.Date.now();
  const draw = () =>
    root.render(<EventLogPanel live={log.all()} replays={replays} site={site} now={now} download={download} currentPath={currentPath} goTo={goTo} />);
  draw();
  // After the log has it: the recorder appends, then publishes.
  bus.subscribe(() => queueMicrotask(draw));
}
