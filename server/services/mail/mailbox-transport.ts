import type { Db } from '../../db/unit-of-work';
import { keepInMailbox } from './mailbox';
import type { MailTransport } from './transport';

/** The dev mailbox (DEV_MAILBOX=1): each mail's text and link kept for GET /dev/mailbox. */
export function mailboxTransport(db: Db, now: () => number): MailTransport {
  return {
    async send(mail) {
      const attached = (mail.attachments ?? []).map((a) => a.filename);
      const body = attached.length > 0 ? `${mail.text}\n\nAttached: ${attached.join(', ')}` : mail.text;
      await keepInMailbox(db, { site: mail.site, to: mail.to, subject: mail.subject, body, ...(mail.link ? { link: mail.link } : {}) }, now());
    },
  };
}
