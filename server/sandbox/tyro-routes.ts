import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { asTyped } from '../../contract/as-typed';
import { HttpError, notFound, parse } from '../http/errors';
import { sendPage } from './shared';
import { payFormPage, registerCardPage } from './tyro-pages';
import { TYRO_BRANDS, type PayAnswer, type TyroState } from './tyro-state';

const Id = asTyped(z.string().check(z.regex(/^[a-z]{2,4}_[A-Za-z0-9_-]{8,64}$/, 'is not a sandbox id')), 'secret');
const text = (max: number) => z.string().check(z.maxLength(max));

export const PayFormQuery = z.object({ paySecret: Id });
export const SecretParams = z.object({ paySecret: Id });
export const PayBody = z.union([
  z.object({ wallet: z.literal(true) }),
  z.object({
    card: z.object({ number: asTyped(text(30), 'card details'), expiry: text(5), cvc: text(4), holderName: text(80) }),
    save: z._default(z.boolean(), false),
  }),
]);

const answer = (result: PayAnswer) => {
  if ('error' in result) throw new HttpError(result.error, result.message);
  return result;
};

/** The AU pay form provider's page and the JSON calls it makes (issue 5 wire design, Sandbox). */
export function tyroRoutes(app: FastifyInstance, state: TyroState): void {
  app.get('/tyro/pay-form', async (request, reply) => {
    const { paySecret } = parse(PayFormQuery, request.query, 'query');
    const payRequest = await state.request(paySecret);
    if (!payRequest) throw notFound('Pay request not found');
    return sendPage(reply, payFormPage({ paySecret, canSave: payRequest.customerId !== null, amount: payRequest.amount, brands: TYRO_BRANDS }));
  });

  app.get('/tyro/register-card', async (request, reply) => {
    const { paySecret } = parse(PayFormQuery, request.query, 'query');
    const payRequest = await state.request(paySecret);
    if (!payRequest?.registerReturnPath) throw notFound('Pay request not found');
    return sendPage(reply, registerCardPage({ paySecret, returnPath: payRequest.registerReturnPath, brands: TYRO_BRANDS }));
  });

  app.post('/tyro/pay-requests/:paySecret/pay', async (request) => {
    const { paySecret } = parse(SecretParams, request.params, 'params');
    const body = parse(PayBody, request.body, 'body');
    return answer(await state.pay(paySecret, 'wallet' in body ? { wallet: true } : { card: body.card, save: body.save }));
  });

  app.post('/tyro/pay-requests/:paySecret/cancel', async (request) => {
    const { paySecret } = parse(SecretParams, request.params, 'params');
    return answer(await state.cancel(paySecret));
  });
}
