import type { MailTransport } from './transport';

/**
 * No mail server and no dev mailbox: each mail becomes one line of the server's output, with its recipient,
 * subject, Message-ID and its action link (a password reset's too: it is how an operator without SMTP can help a
 * customer, and the output is the operator's). Never the body or the attachments.
 */
export function logTransport(write: (line: string) => void): MailTransport {
  return {
    async send(mail) {
      write(`mail to ${mail.to} (${mail.site}): "${mail.subject}" ${mail.messageId}${mail.link ? ` ${mail.link}` : ''}`);
    },
  };
}
