import type { z } from 'zod/mini';
import type { ClientLogBody } from '../../contract/session';
import type { Db } from '../db/database';
import { maskCardNumbers } from '../../src/domain/payments/card-numbers';

/**
 * Spec §7 POST /_log: client log reports. Anyone may send them, so each address gets a small budget
 * per minute and the table keeps only the newest rows.
 */
export const LOG_BUDGET_PER_MINUTE = 30;
export const MAX_STORED_LOGS = 10_000;
const MINUTE_MS = 60_000;

/** Per-process budget: logs are best-effort, so losing the counters on a restart is harmless. */
export class LogBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  take(address: string, now: number): boolean {
    const window = this.windows.get(address);
    if (!window || window.start + MINUTE_MS <= now) {
      if (this.windows.size > 10_000) this.windows.clear(); // bounded memory under a flood of addresses
      this.windows.set(address, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= LOG_BUDGET_PER_MINUTE;
  }
}

export async function storeClientLog(db: Db, log: z.output<typeof ClientLogBody>, now: number): Promise<void> {
  // client_logs has no stack column: the stack follows the message.
  // Free text from the browser (an error's message, the page's address): card numbers in it are kept masked.
  const message = maskCardNumbers(log.stack ? `${log.message}\n${log.stack}` : log.message);
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('client_logs').values({ level: log.level, message, url: log.url === undefined ? null : maskCardNumbers(log.url), at: new Date(now).toISOString() }).execute();
    const newest = await tx.selectFrom('client_logs').select('id').orderBy('id', 'desc').offset(MAX_STORED_LOGS).limit(1).executeTakeFirst();
    if (newest) await tx.deleteFrom('client_logs').where('id', '<=', newest.id).execute();
  });
}
