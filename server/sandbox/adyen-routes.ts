import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { asTyped } from '../../contract/as-typed';
import { HttpError, notFound, parse } from '../http/errors';
import type { CardBrand } from '../services/payments/gateways';
import { ADYEN_BRANDS, type AdyenState, type Attempt } from './adyen-state';
import { challengePage, dropInPage } from './adyen-pages';
import { isSandboxId, sendPage } from './shared';

const Id = asTyped(z.string().check(z.regex(/^[a-z]{2,4}_[A-Za-z0-9_-]{8,64}$/, 'is not a sandbox id')), 'id');
const text = (max: number) => z.string().check(z.maxLength(max));

export const DropInQuery = z.object({
  sessionId: Id,
  sessionData: z.optional(Id),
  brands: z.optional(z.string().check(z.regex(/^(visa|mastercard|discover)(,(visa|mastercard|discover))*$/, 'lists unknown brands'))),
});
export const PaymentBody = z.object({
  sessionData: Id,
  paymentMethod: z.discriminatedUnion('type', [
    z.object({ type: z.literal('scheme'), number: asTyped(text(30), 'card details'), expiry: text(5), cvc: text(4), holderName: text(80) }),
    z.object({ type: z.literal('wallet') }),
  ]),
});
export const DetailsBody = z.object({ redirectResult: Id });
export const SessionParams = z.object({ id: Id });
export const ChallengeQuery = z.object({ challengeId: Id });
export const ChallengeForm = z.object({ challengeId: Id, decision: z.enum(['complete', 'cancel']) });

const answer = (attempt: Attempt) => {
  if (!attempt.ok) throw new HttpError(attempt.status, attempt.message);
  return attempt.answer;
};

/** The card drop-in provider's pages and the JSON calls its page makes (issue 5 wire design, Sandbox). */
export function adyenRoutes(app: FastifyInstance, state: AdyenState): void {
  app.get('/adyen/drop-in', async (request, reply) => {
    const query = parse(DropInQuery, request.query, 'query');
    const session = await state.session(query.sessionId);
    if (!session) throw notFound(`Session ${query.sessionId} not found`);
    if (query.sessionData !== undefined && query.sessionData !== session.sessionData) {
      throw new HttpError(400, 'query.sessionData: does not match the session');
    }
    const brands = query.brands ? (query.brands.split(',') as CardBrand[]) : ADYEN_BRANDS;
    return sendPage(reply, dropInPage({ ...session, sessionData: query.sessionData ?? null, sessionId: session.id, brands }));
  });

  app.post('/adyen/sessions/:id/payments', async (request) => {
    const { id } = parse(SessionParams, request.params, 'params');
    const body = parse(PaymentBody, request.body, 'body');
    return answer(await state.pay(id, body.sessionData, body.paymentMethod));
  });

  app.post('/adyen/sessions/:id/details', async (request) => {
    const { id } = parse(SessionParams, request.params, 'params');
    const { redirectResult } = parse(DetailsBody, request.body, 'body');
    return answer(await state.details(id, redirectResult));
  });

  app.get('/adyen/challenge', async (request, reply) => {
    const { challengeId } = parse(ChallengeQuery, request.query, 'query');
    const found = await state.challenge(challengeId);
    if (!found) throw notFound('This authentication is not open');
    return sendPage(reply, challengePage({ challengeId, amount: found.session.amount, currency: found.session.currency }));
  });

  app.post('/adyen/challenge', async (request, reply) => {
    const form = parse(ChallengeForm, request.body, 'body');
    const location = isSandboxId(form.challengeId) ? await state.answerChallenge(form.challengeId, form.decision === 'complete') : undefined;
    if (!location) throw notFound('This authentication is not open');
    return reply.redirect(location, 303);
  });
}
