import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { asTyped } from '../../contract/as-typed';
import { conflict, notFound, parse } from '../http/errors';
import type { LatitudeState } from './latitude-state';
import { escapeHtml, formatCents, sendPage } from './shared';

const Token = asTyped(z.string().check(z.regex(/^tok_[A-Za-z0-9_-]{8,64}$/, 'is not an approval token')), 'secret');
export const ApproveQuery = z.object({ token: Token });
export const ApproveForm = z.object({ token: Token, decision: z.enum(['approve', 'decline']) });

/** The BNPL provider's hosted approval page (issue 5 wire design, Sandbox): the amount, Approve or Decline. */
export function latitudeRoutes(app: FastifyInstance, state: LatitudeState): void {
  app.get('/latitude/approve', async (request, reply) => {
    const { token } = parse(ApproveQuery, request.query, 'query');
    const purchase = await state.purchase(token);
    if (!purchase) throw notFound('Purchase not found');
    if (purchase.status !== 'open') throw conflict(`This purchase was already ${purchase.status}`);
    const form = (decision: string, label: string, primary: boolean) =>
      `<form method="post" action="/sandbox/latitude/approve"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<input type="hidden" name="decision" value="${decision}"><button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
    const amount = escapeHtml(formatCents(purchase.amount, purchase.currency));
    const body = `<main><h1>Latitude interest free</h1>
<p>Pay <strong>${amount}</strong> over time with Latitude (test approval page).</p>
<div class="actions">${form('approve', 'Approve', true)}${form('decline', 'Decline', false)}</div></main>`;
    return sendPage(reply, { title: 'Latitude approval', body, framable: false });
  });

  app.post('/latitude/approve', async (request, reply) => {
    const { token, decision } = parse(ApproveForm, request.body, 'body');
    if (!(await state.purchase(token))) throw notFound('Purchase not found');
    const location = await state.decide(token, decision === 'approve');
    if (!location) throw conflict('This purchase was already decided');
    return reply.redirect(location, 303);
  });
}
