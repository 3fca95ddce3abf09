import type { LoggedEvent } from './event-log';
import type { DomainEvent } from './events';

/** What names a file of the shop's event log, and its shape's version. */
export const EVENT_LOG_FORMAT = 'storefront-event-log';
export const EVENT_LOG_VERSION = 1;

/** What a field that could open someone's session or pay with their card reads as in a file. */
export const REMOVED = '[removed]';
const SECRET_KEY = /token|password|secret|cvc|cvv|sessiondata|card.?number/i;

export interface EventLogFile {
  readonly format: typeof EVENT_LOG_FORMAT;
  readonly version: typeof EVENT_LOG_VERSION;
  readonly site: string;
  readonly exportedAt: string;
  readonly events: readonly LoggedEvent[];
}

/** A copy of `value` with every secret field (tokens, passwords, card codes) replaced by REMOVED. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_KEY.test(key) && field !== null && field !== undefined ? REMOVED : withoutSecrets(field),
    ]),
  ) as T;
}

/** The log as a file a developer can load into another browser: secrets removed, the rest as the shopper's tab had it. */
export function eventLogFile(entries: readonly LoggedEvent[], site: string, now: number): EventLogFile {
  return { format: EVENT_LOG_FORMAT, version: EVENT_LOG_VERSION, site, exportedAt: new Date(now).toISOString(), events: withoutSecrets(entries) };
}

export type ParsedLog = { readonly ok: true; readonly file: EventLogFile } | { readonly ok: false; readonly message: string };

const isEntry = (entry: unknown): entry is LoggedEvent => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { position, at, event } = entry as { position?: unknown; at?: unknown; event?: unknown };
  return (
    Number.isInteger(position) &&
    typeof at === 'number' &&
    typeof event === 'object' &&
    event !== null &&
    typeof (event as { type?: unknown }).type === 'string'
  );
};

/** Reads a file made by eventLogFile; anything else is refused with what is wrong, never half loaded. */
export function parseEventLogFile(text: string): ParsedLog {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON: export a log from the event log panel and load that file.' };
  }
  const file = value as Partial<EventLogFile> | null;
  if (typeof file !== 'object' || file === null || file.format !== EVENT_LOG_FORMAT)
    return { ok: false, message: "This file is not an event log of the shop: export one from the event log panel's Export." };
  if (file.version !== EVENT_LOG_VERSION)
    return { ok: false, message: `This log is of version ${String(file.version)}; this shop reads version ${EVENT_LOG_VERSION}.` };
  if (!Array.isArray(file.events) || !file.events.every(isEntry)) return { ok: false, message: 'This log has events the shop cannot read.' };
  return { ok: true, file: file as EventLogFile };
}

/** The events of a log up to and with the one at `index` (0-based), as a projection folds them. */
export const eventsThrough = (entries: readonly LoggedEvent[], index: number): DomainEvent[] =>
  entries.slice(0, index + 1).map((entry) => entry.event);
