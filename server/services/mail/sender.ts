import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/unit-of-work';
import { claimNextOutboxRow, type OutboxChanges, type OutboxRow, settleOutboxRow } from './repository';
import { CLAIM_LEASE_MS, GIVE_UP_AFTER_MS, POLL_MS, retryDelayMs } from './retry';
import { MailRefused, type MailTransport, type OutgoingMail } from './transport';

export interface MailSenderDeps {
  readonly db: Db;
  readonly transport: MailTransport;
  readonly now: () => number;
  /** Renders a row as it is sent; null drops it (what it told of is gone). */
  readonly render: (row: OutboxRow) => Promise<OutgoingMail | null>;
  /** Runs before each timed pass: queues mail that is due by the state of things (back in stock). */
  readonly watch?: (now: number) => Promise<void>;
  /** Where the sender says what went wrong (never a mail's content). */
  readonly log: (line: string) => void;
  readonly pollMs?: number;
  /** Where each claim's token comes from (random UUIDs when not given). */
  readonly ids?: { uuid(): string };
}

export interface MailSender {
  /** Something may have been queued: look now (after the response, so after the commit). */
  nudge(): void;
  /** One whole pass, the watch included, after any pass under way: what is due is sent or rescheduled when it resolves. */
  flush(): Promise<void>;
  /** Stops looking, after the pass under way, so no row is left claimed. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox (outbox.ts) after commit. One row at a time: a row is claimed with a token and a lease in one
 * UPDATE, so two processes never both take it; sent, it is marked so under that token; refused, it is tried
 * again after retryDelayMs, up to GIVE_UP_AFTER_MS. A process that dies mid-send leaves its claim to lapse, and
 * another (or itself, restarted) sends the row again with the same Message-ID: at least once, recognisably.
 */
export function startMailSender(deps: MailSenderDeps): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let watchToo = false;
  let stopped = false;

  async function claim(): Promise<{ row: OutboxRow; token: string } | null> {
    const now = deps.now();
    const token = deps.ids ? deps.ids.uuid() : randomUUID();
    const row = await claimNextOutboxRow(deps.db, token, now, now + CLAIM_LEASE_MS);
    return row ? { row, token } : null;
  }

  /** Settles a claimed row while the claim is still this token's; how many rows it changed (0 once the lease lapsed and another took it). */
  const finish = (id: number, token: string, changes: OutboxChanges) => settleOutboxRow(deps.db, id, token, changes);

  /** Sends one claimed row; false when the mail server is unreachable or refusing, so the pass stops for now. */
  async function deliver(row: OutboxRow, token: string): Promise<boolean> {
    let mail: OutgoingMail | null;
    try {
      mail = await deps.render(row);
    } catch (error) {
      await failed(row, token, new MailRefused(`could not be written: ${error instanceof Error ? error.message : String(error)}`, false));
      return true;
    }
    if (mail === null) {
      await finish(row.id, token, { state: 'dropped', finished_at: deps.now(), claim_token: null, claimed_until: null });
      return true;
    }
    try {
      await deps.transport.send(mail);
    } catch (error) {
      const refusal = error instanceof MailRefused ? error : new MailRefused(error instanceof Error ? error.message : String(error), false);
      await failed(row, token, refusal);
      return refusal.permanent;
    }
    const marked = await finish(row.id, token, { state: 'sent', finished_at: deps.now(), claim_token: null, claimed_until: null, last_error: null });
    if (marked !== 1)
      deps.log(`mail #${row.id} (${row.kind}) was sent after its claim lapsed; it may go twice, with the same Message-ID ${mail.messageId}`);
    return true;
  }

  async function failed(row: OutboxRow, token: string, refusal: MailRefused): Promise<void> {
    const now = deps.now();
    const error = refusal.message.slice(0, 500);
    if (refusal.permanent || now - row.created_at >= GIVE_UP_AFTER_MS) {
      await finish(row.id, token, { state: 'failed', finished_at: now, claim_token: null, claimed_until: null, last_error: error });
      deps.log(`mail #${row.id} (${row.kind}) given up after ${row.attempts} tries: ${error}`);
      return;
    }
    const wait = retryDelayMs(row.attempts);
    await finish(row.id, token, { due_at: now + wait, claim_token: null, claimed_until: null, last_error: error });
    deps.log(`mail #${row.id} (${row.kind}) not sent (try ${row.attempts}): ${error}; next try in ${Math.round(wait / 1000)} s`);
  }

  async function pass(withWatch: boolean): Promise<void> {
    if (withWatch && deps.watch) await deps.watch(deps.now());
    for (;;) {
      if (stopped) return;
      const claimed = await claim();
      if (!claimed) return;
      if (!(await deliver(claimed.row, claimed.token))) return;
    }
  }

  function run(withWatch: boolean): Promise<void> {
    watchToo ||= withWatch;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const watch = watchToo;
        watchToo = false;
        try {
          await pass(watch);
        } catch (error) {
          // The database busy or failing (storage faults answer 503 elsewhere): the next pass tries again.
          deps.log(`mail sender: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void run(true), deps.pollMs ?? POLL_MS);
  timer.unref();

  return {
    nudge() {
      if (!stopped) setImmediate(() => void run(false));
    },
    async flush() {
      if (running) await running;
      await run(true);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
      deps.transport.close?.();
    },
  };
}
