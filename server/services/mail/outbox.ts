import { randomUUID } from 'node:crypto';
import type { SiteCode } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { insertOutboxMail } from './repository';

/** What a queued mail tells of: just enough to render it when it is sent (templates.ts). */
export type MailContent =
  | { readonly kind: 'order-confirmation'; readonly orderNumber: string }
  | { readonly kind: 'return-label'; readonly orderNumber: string; readonly returnId: number }
  | { readonly kind: 'ready-to-collect'; readonly orderNumber: string }
  | { readonly kind: 'password-reset'; readonly token: string }
  | { readonly kind: 'password-changed'; readonly how: 'changed' | 'reset' }
  | { readonly kind: 'email-changed'; readonly newEmail: string }
  | { readonly kind: 'welcome'; readonly firstName: string }
  | { readonly kind: 'back-in-stock'; readonly productCode: string }
  | { readonly kind: 'workshop-booking'; readonly bookingId: string }
  | { readonly kind: 'workshop-reminder'; readonly bookingId: string };

export type MailKind = MailContent['kind'];

export interface QueuedMail {
  readonly site: SiteCode;
  readonly to: string;
  readonly content: MailContent;
  /** Not before (epoch ms); now when not given. */
  readonly dueAt?: number;
  /** One mail per fact: a second queueing with the same key is ignored (an order's confirmation, a booking's reminder). */
  readonly dedupeKey?: string;
}

/**
 * Queues a mail in the caller's transaction, beside the change it tells of: both land, or neither. The sender
 * (sender.ts) sends it after the commit, however long the mail server takes to come back.
 */
export async function queueMail(tx: Db, mail: QueuedMail, now: number): Promise<void> {
  const { kind, ...payload } = mail.content;
  await insertOutboxMail(tx, {
    uid: randomUUID(),
    site: mail.site,
    kind,
    recipient: mail.to,
    payload: JSON.stringify(payload),
    dedupe_key: mail.dedupeKey ?? null,
    created_at: now,
    due_at: mail.dueAt ?? now,
    claim_token: null,
    claimed_until: null,
    finished_at: null,
    last_error: null,
  });
}
