import type { ClientLogEvent } from '../../contract/session';
import type { LoggedEvent } from './event-log';

/** Spec §7 _log: how many of the tab's last events a report may carry. */
export const ERROR_TRAIL_LENGTH = 200;

/**
 * The fields of an event a trail keeps: what the shopper did, never who they are. Names, addresses, emails,
 * phones, messages, tokens, card details and free text (a search's words, a nickname) are not among them; a
 * page's path is kept without its query (a search's words are in it).
 */
const KEPT_FIELDS = ['sku', 'quantity', 'step', 'pageType', 'deliveryType', 'paymentType', 'resultCode', 'status', 'path'] as const;
const SAFE_TEXT = /^[\w .:/-]{0,64}$/;

function factsOf(data: unknown): Record<string, string | number | boolean> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const facts: Record<string, string | number | boolean> = {};
  for (const field of KEPT_FIELDS) {
    const value = (data as Record<string, unknown>)[field];
    const kept = field === 'path' && typeof value === 'string' ? value.split(/[?#]/)[0] : value;
    if (typeof kept === 'number' && Number.isFinite(kept)) facts[field] = kept;
    else if (typeof kept === 'boolean') facts[field] = kept;
    else if (typeof kept === 'string' && SAFE_TEXT.test(kept)) facts[field] = kept;
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** The tab's last events as an error report carries them: each one's type, time and the few facts above. */
export function errorTrail(entries: readonly LoggedEvent[]): ClientLogEvent[] {
  return entries.slice(-ERROR_TRAIL_LENGTH).map((entry) => {
    const facts = factsOf(entry.event.data);
    return { type: entry.event.type, at: entry.at, ...(facts ? { facts } : {}) };
  });
}
