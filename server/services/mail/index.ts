import type { Db } from '../../db/unit-of-work';
import { queueBackInStock } from './back-in-stock';
import { logTransport } from './log-transport';
import { mailboxTransport } from './mailbox-transport';
import { renderMail } from './render';
import { type MailSender, startMailSender } from './sender';
import type { MailSettings } from './settings';
import { smtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';

export type { MailSender } from './sender';

/** The adapter the settings chose: SMTP when SMTP_URL is set, else the dev mailbox when on, else the log. */
export function transportOf(settings: MailSettings, db: Db, now: () => number, write: (line: string) => void): MailTransport {
  if (settings.adapter.kind === 'smtp') return smtpTransport(settings.adapter.url);
  if (settings.adapter.kind === 'mailbox') return mailboxTransport(db, now);
  return logTransport(write);
}

/** Starts the shop's mail: the outbox's sender over the chosen adapter, with the back-in-stock watch. */
export function startMail(options: {
  readonly db: Db;
  readonly settings: MailSettings;
  readonly now: () => number;
  /** Where the log adapter's mail and the sender's troubles go (standard output and error by default). */
  readonly log?: (line: string) => void;
  readonly pollMs?: number;
  /** A transport of the caller's instead of the settings' (tests). */
  readonly transport?: MailTransport;
  /** Where the sender's claim tokens come from (random UUIDs when not given). */
  readonly ids?: { uuid(): string };
}): MailSender {
  const log = options.log ?? ((line: string) => console.log(line));
  return startMailSender({
    db: options.db,
    now: options.now,
    transport: options.transport ?? transportOf(options.settings, options.db, options.now, log),
    render: (row) => renderMail(options.db, row, options.settings, options.now()),
    watch: async (now) => void (await queueBackInStock(options.db, now)),
    log,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    ...(options.ids ? { ids: options.ids } : {}),
  });
}
