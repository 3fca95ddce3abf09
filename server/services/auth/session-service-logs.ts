import type { z } from 'zod/mini';
import type { ClientLogBody, ClientLogEvent } from '../../../contract/session';
import { type Db, transact } from '../../db/unit-of-work';
import { deleteClientLogsUpTo, insertClientLogs, newestClientLogBeyond } from './repository';
import { maskCardNumbers } from '../../../src/domain/payments/card-numbers';

/**
 * Spec §7 POST /_log: client log reports. Anyone may send them, so each address has a budget of calls
 * (LIMITS.clientLogs, counted in the database like every limit) and the table keeps only the newest rows.
 */
export const MAX_STORED_LOGS = 10_000;

/**
 * An event of the trail as kept: its text facts masked like the rest of the report. Only the texts: a time in
 * milliseconds is 13 digits, which masking the whole JSON would take for a card number.
 */
const maskedEvent = (event: ClientLogEvent): ClientLogEvent =>
  event.facts
    ? {
        ...event,
        facts: Object.fromEntries(
          Object.entries(event.facts).map(([key, value]) => [key, typeof value === 'string' ? maskCardNumbers(value) : value]),
        ),
      }
    : event;

export async function storeClientLogs(db: Db, logs: ReadonlyArray<z.output<typeof ClientLogBody>>, now: number): Promise<void> {
  // client_logs has no stack column: the stack follows the message.
  // Free text from the browser (an error's message, the page's address): card numbers in it are kept masked.
  const rows = logs.map((log) => ({
    level: log.level,
    message: maskCardNumbers(log.stack ? `${log.message}\n${log.stack}` : log.message),
    url: log.url === undefined ? null : maskCardNumbers(log.url),
    events: log.events && log.events.length > 0 ? JSON.stringify(log.events.map(maskedEvent)) : null,
    at: new Date(now).toISOString(),
  }));
  await transact(db, async (tx) => {
    await insertClientLogs(tx, rows);
    const newest = await newestClientLogBeyond(tx, MAX_STORED_LOGS);
    if (newest) await deleteClientLogsUpTo(tx, newest.id);
  });
}
