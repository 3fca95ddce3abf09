import type { Db } from '../db/database';

export interface Mail {
  readonly site: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly link?: string;
}

/**
 * The shop sends no mail of its own: what it would send is kept here, for the dev mailbox page
 * (GET /dev/mailbox, only with DEV_MAILBOX=1) and for tests. A real mail provider's adapter replaces this.
 */
export async function sendMail(db: Db, mail: Mail, now: number): Promise<void> {
  await db.insertInto('mailbox').values({ site: mail.site, recipient: mail.to, subject: mail.subject, body: mail.body, link: mail.link ?? null, sent_at: now }).execute();
}

export async function latestMail(db: Db, limit = 50) {
  return db.selectFrom('mailbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
