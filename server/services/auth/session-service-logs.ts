import type { z } from 'zod/mini';
import type { ClientLogBody } from '../../../contract/session';
import type { Db } from '../../db/database';
import { maskCardNumbers } from '../../../src/domain/payments/card-numbers';

/**
 * Spec §7 POST /_log: client log reports. Anyone may send them, so each address has a budget of calls
 * (LIMITS.clientLogs, counted in the database like every limit) and the table keeps only the newest rows.
 */
export const MAX_STORED_LOGS = 10_000;

export async function storeClientLogs(db: Db, logs: ReadonlyArray<z.output<typeof ClientLogBody>>, now: number): Promise<void> {
  // client_logs has no stack column: the stack follows the message.
  // Free text from the browser (an error's message, the page's address): card numbers in it are kept masked.
  const rows = logs.map((log) => ({
    level: log.level,
    message: maskCardNumbers(log.stack ? `${log.message}\n${log.stack}` : log.message),
    url: log.url === undefined ? null : maskCardNumbers(log.url),
    at: new Date(now).toISOString(),
  }));
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('client_logs').values(rows).execute();
    const newest = await tx.selectFrom('client_logs').select('id').orderBy('id', 'desc').offset(MAX_STORED_LOGS).limit(1).executeTakeFirst();
    if (newest) await tx.deleteFrom('client_logs').where('id', '<=', newest.id).execute();
  });
}
