import type { ClientLogEntry } from '../../application/ports/session-service';

export interface LogBatchOptions {
  /** Sends one call; one entry goes alone (the spec's body), more as `{ entries }`. Never rejects. */
  readonly send: (entries: readonly ClientLogEntry[]) => Promise<void>;
  /** How long a first report waits for the ones that come with it (an error loop, a failing page). */
  readonly delayMs?: number;
  /** The most entries one call carries (contract MAX_LOG_BATCH). */
  readonly maxBatch?: number;
  /** The most distinct reports a page sends in all: a page stuck in a loop of new messages stops there. */
  readonly maxReports?: number;
  readonly schedule?: (run: () => void, ms: number) => void;
}

export const LOG_BATCH_DELAY_MS = 250;
export const MAX_PAGE_REPORTS = 50;

/**
 * Spec §7 `_log`, sent as a page's burst in one call and each report once: the same level and message
 * again (a retried call failing again, a geolocation refused on every look-up) is not sent twice. So a
 * shopper sends a handful of reports a visit and never meets the server's limit.
 */
export function createLogBatch(options: LogBatchOptions) {
  const delayMs = options.delayMs ?? LOG_BATCH_DELAY_MS;
  const maxBatch = options.maxBatch ?? 20;
  const maxReports = options.maxReports ?? MAX_PAGE_REPORTS;
  const schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const seen = new Set<string>();
  let queued: ClientLogEntry[] = [];
  let sent: Promise<void> | null = null;
  let release: () => void = () => undefined;

  const flush = () => {
    const entries = queued;
    const done = release;
    queued = [];
    sent = null;
    const calls: Promise<void>[] = [];
    for (let i = 0; i < entries.length; i += maxBatch) calls.push(options.send(entries.slice(i, i + maxBatch)).catch(() => undefined));
    void Promise.all(calls).then(done);
  };

  return {
    /** Resolves once the call carrying the entry has been answered (or at once for one already sent or over the bound). */
    add(entry: ClientLogEntry): Promise<void> {
      const key = `${entry.level}\n${entry.message}`;
      if (seen.has(key) || seen.size >= maxReports) return Promise.resolve();
      seen.add(key);
      queued.push(entry);
      if (!sent) {
        sent = new Promise<void>((resolve) => (release = resolve));
        schedule(flush, delayMs);
      }
      return sent;
    },
  };
}
