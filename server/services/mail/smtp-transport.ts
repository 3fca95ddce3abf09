import nodemailer from 'nodemailer';
import { MailRefused, type MailTransport, type OutgoingMail } from './transport';

/** Every wait on the mail server ends well within the sender's lease (sender.ts CLAIM_LEASE_MS). */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * Mail over SMTP with nodemailer, to the server SMTP_URL names (smtp://user:pass@host:587, smtps://… for TLS
 * from the start; nodemailer upgrades smtp:// with STARTTLS when the server offers it).
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(mail: OutgoingMail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
        });
      } catch (error) {
        throw refusalOf(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** A 5xx to the recipient (RCPT TO) will not change on a retry; everything else may (RFC 5321 §4.2.1). */
function refusalOf(error: unknown): MailRefused {
  const failure = error as { message?: string; responseCode?: number; command?: string; code?: string };
  const message = failure.message ?? String(error);
  const permanent =
    typeof failure.responseCode === 'number' && failure.responseCode >= 500 && failure.code === 'EENVELOPE' && /RCPT/i.test(failure.command ?? '');
  return new MailRefused(message, permanent);
}
