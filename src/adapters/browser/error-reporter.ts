import type { ClientLogEvent } from '../../../contract/session';
import type { ClientLogEntry, SessionService } from '../../application/ports/session-service';

/** The part of `window` the reporter listens on, so tests can hand it a plain EventTarget. */
export interface ErrorSource {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  readonly location: { readonly href: string };
}

export interface ErrorReporterOptions {
  /** Our bound: a page stuck in an error loop must not flood the log; 20 distinct errors is plenty to triage. */
  readonly maxReports?: number;
  /** The tab's last events, personal data removed (src/application/error-trail.ts): what led to the first error. */
  readonly trail?: () => readonly ClientLogEvent[];
}

export const MAX_ERROR_REPORTS = 20;
// The contract's limits on POST /_log (contract ClientLogBody): longer fields would be refused whole.
const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;

type Described = Pick<ClientLogEntry, 'message' | 'stack'>;

function describeReason(reason: unknown): Described {
  if (reason instanceof Error) return { message: `${reason.name}: ${reason.message}`, stack: reason.stack };
  try {
    return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
  } catch {
    return { message: Object.prototype.toString.call(reason) };
  }
}

function describe(event: Event): Described {
  if (event.type === 'unhandledrejection') {
    const { message, stack } = describeReason((event as Partial<PromiseRejectionEvent>).reason);
    return { message: `Unhandled rejection: ${message}`, stack };
  }
  const { message, error, filename, lineno, colno } = event as Partial<ErrorEvent>;
  const where = filename ? `    at ${filename}:${lineno ?? 0}:${colno ?? 0}` : undefined;
  const stack = error instanceof Error && error.stack ? error.stack : where;
  return { message: `Uncaught ${message || (error instanceof Error ? error.message : 'error')}`, stack };
}

/**
 * Spec §1/§7: client errors are reported to the session service's `_log`. Every uncaught error and
 * unhandled rejection is reported once — the same error thrown again (a render loop, a retried call)
 * is not sent twice — and reporting never throws or rejects, so it can never cause the next report.
 * Returns the uninstall.
 */
export function reportClientErrors(source: ErrorSource, service: Pick<SessionService, 'log'>, options: ErrorReporterOptions = {}): () => void {
  const maxReports = options.maxReports ?? MAX_ERROR_REPORTS;
  const reported = new Set<string>();

  const listener = (event: Event) => {
    try {
      if (reported.size >= maxReports) return;
      const { message, stack } = describe(event);
      const key = `${message}\n${stack ?? ''}`;
      if (reported.has(key)) return;
      reported.add(key);
      // The first report of a page carries the trail; the later ones follow it and would repeat it.
      const trail = reported.size === 1 ? (options.trail?.() ?? []) : [];
      const entry: ClientLogEntry = {
        level: 'error',
        message: message.slice(0, MESSAGE_MAX),
        url: source.location.href.slice(0, MESSAGE_MAX),
        ...(stack ? { stack: stack.slice(0, STACK_MAX) } : {}),
        ...(trail.length > 0 ? { events: [...trail] } : {}),
      };
      service.log(entry).catch(() => undefined);
    } catch {
      // Reporting is best effort: a failure here must not become another uncaught error.
    }
  };

  source.addEventListener('error', listener);
  source.addEventListener('unhandledrejection', listener);
  return () => {
    source.removeEventListener('error', listener);
    source.removeEventListener('unhandledrejection', listener);
  };
}
