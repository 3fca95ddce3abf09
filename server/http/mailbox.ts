import { SESSION_PAGES_POLICY, escapeHtml, page } from '../services/auth/session-service-pages';
import { latestMail } from '../services/mail/mailbox';
import type { Area } from './areas';

/**
 * GET /dev/mailbox: the mail the shop sent through the dev mailbox adapter (reset links, orders, returns …), newest
 * first, for a developer's or a test's server. It shows every reset link, so it is registered only when
 * DEV_MAILBOX=1 (allAreas' devMailbox); otherwise the path is as unknown as any other.
 */
export const mailboxArea: Area = (context) => async (app) => {
  app.get('/mailbox', async (_request, reply) => {
    // What was queued a moment ago is shown too: the sender delivers what is due first.
    await context.mail?.flush();
    const mails = await latestMail(context.database.db);
    const items = mails
      .map((mail) => {
        const link = mail.link ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>` : '';
        return `<li><p><strong>${escapeHtml(mail.subject)}</strong><br>To ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.site)} · ${new Date(mail.sent_at).toISOString()}</p><p>${escapeHtml(mail.body)}</p>${link}</li>`;
      })
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', SESSION_PAGES_POLICY)
      .send(
        page(
          'Dev mailbox',
          `<h1>Dev mailbox</h1><p>The mail the shop sent, kept here because the server runs with DEV_MAILBOX=1 and without SMTP_URL.</p><p><a href="/dev/drawings">Product drawings</a></p>${items ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}`,
        ),
      );
  });
};
