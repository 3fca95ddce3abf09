import { SESSION_PAGES_POLICY, escapeHtml, page } from '../services/session-service-pages';
import { latestMail, mailboxEnabled } from '../services/mailbox';
import type { Area } from './areas';
import { notFound } from './errors';

/**
 * GET /dev/mailbox: the mail the shop would have sent (reset links, welcome, password changed), newest
 * first, for whoever runs the shop outside production. In production it does not exist.
 */
export const mailboxArea: Area = (context) => async (app) => {
  app.get('/mailbox', async (_request, reply) => {
    if (!mailboxEnabled()) throw notFound();
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
      .send(page('Dev mailbox', `<h1>Dev mailbox</h1><p>Mail the shop would send. Outside production only.</p>${items ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}`));
  });
};
