import type { Db } from '../../db/unit-of-work';
import { insertMailboxMail } from './repository';

export { latestMail } from './repository';

export interface Mail {
  readonly site: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly link?: string;
}

/**
 * The dev mailbox: the mail the shop sent, kept for GET /dev/mailbox (only with DEV_MAILBOX=1, and only when no
 * SMTP_URL is set). The shop's mail reaches it through the outbox and its sender (mail/mailbox-transport.ts).
 */
export async function keepInMailbox(db: Db, mail: Mail, now: number): Promise<void> {
  await insertMailboxMail(db, mail, now);
}
