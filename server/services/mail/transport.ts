/** A mail as it goes out: rendered, addressed, with the Message-ID that stays the same on every try. */
export interface OutgoingMail {
  readonly site: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** `<uid@domain>`, the same for every try of one outbox row. */
  readonly messageId: string;
  /** The mail's one action (reset the password, see the order), for the dev mailbox and the log. */
  readonly link?: string;
  readonly attachments?: ReadonlyArray<{ readonly filename: string; readonly content: Uint8Array; readonly contentType: string }>;
}

/**
 * Why a try failed. `permanent`: the mail server refused this mail for good (an address it will never take), so
 * trying again is useless; anything else (down, busy, 4xx, a timeout, a refused login) is tried again later.
 */
export class MailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The mail port: SMTP, the dev mailbox or the log (settings.ts picks one at start). */
export interface MailTransport {
  /** Resolves once the mail server has taken the mail; throws (a MailRefused when it can tell) otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}
