import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { asTyped } from '../../contract/as-typed';
import { HttpError, parse } from '../http/errors';
import { sendPage } from './shared';
import { challengeClosedPage, challengePage, invalidLinkPage, paymentPage } from './windcave-pages';
import type { PageAnswer, WindcaveState } from './windcave-state';

const text = (max: number) => z.string().check(z.maxLength(max));
const SandboxId = z.string().check(z.regex(/^[a-z]{2,4}_[A-Za-z0-9_-]{8,64}$/, 'is not a sandbox id'));

/**
 * A payment link's fields, read as strings: whether they hold is the signature's to say (windcave-signing.ts), so a
 * link that is not the shop's answers the page saying so. None is read as typed: a field with a card number masked
 * into it no longer matches its signature, and is refused like any other edit.
 */
const LINK = {
  session: z.optional(text(80)),
  reference: z.optional(text(80)),
  amount: z.optional(text(12)),
  currency: z.optional(text(3)),
  return: z.optional(text(2000)),
  expires: z.optional(text(12)),
  sig: z.optional(text(64)),
};

export const HostedPayQuery = z.object(LINK);
/** The card form: the link's fields again (checked again) and the card, which only the number's field keeps as typed. */
export const HostedPayForm = z.object({
  ...LINK,
  number: asTyped(text(30), 'card details'),
  expiry: text(10),
  cvc: text(10),
  holderName: text(120),
});
export const HostedCancelForm = z.object(LINK);
export const HostedChallengeQuery = z.object({ challengeId: SandboxId });
export const HostedChallengeForm = z.object({ challengeId: SandboxId, decision: z.enum(['approve', 'fail']) });

/** The request as its schema reads it, or undefined when it does not: the page answers that itself, never with JSON. */
function read<T>(parsing: () => T): T | undefined {
  try {
    return parsing();
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

function answer(reply: FastifyReply, next: PageAnswer): FastifyReply {
  switch (next.kind) {
    case 'invalid':
      return sendPage(reply.status(400), invalidLinkPage(next.reason));
    case 'form':
      return sendPage(reply, paymentPage(next.page));
    case 'fieldErrors':
      return sendPage(reply.status(422), paymentPage(next.page, next.errors));
    case 'redirect':
      return reply.redirect(next.location, 303);
  }
}

/** The hosted payment page (windcave-state.ts): the shopper's whole pages and their form posts, under /sandbox/windcave. */
export function windcaveRoutes(app: FastifyInstance, state: WindcaveState): void {
  app.get('/windcave/pay', async (request, reply) => {
    const fields = read(() => parse(HostedPayQuery, request.query, 'query'));
    return answer(reply, fields ? await state.open(fields) : { kind: 'invalid', reason: 'invalid' });
  });

  app.post('/windcave/pay', async (request, reply) => {
    const form = read(() => parse(HostedPayForm, request.body, 'body'));
    if (!form) return answer(reply, { kind: 'invalid', reason: 'invalid' });
    const { number, expiry, cvc, holderName, ...fields } = form;
    return answer(reply, await state.pay(fields, { number, expiry, cvc, holderName }));
  });

  app.post('/windcave/cancel', async (request, reply) => {
    const fields = read(() => parse(HostedCancelForm, request.body, 'body'));
    return answer(reply, fields ? await state.cancel(fields) : { kind: 'invalid', reason: 'invalid' });
  });

  app.get('/windcave/challenge', async (request, reply) => {
    const query = read(() => parse(HostedChallengeQuery, request.query, 'query'));
    const open = query && (await state.challenge(query.challengeId));
    if (!query || !open) return sendPage(reply.status(404), challengeClosedPage());
    return sendPage(reply, challengePage({ challengeId: query.challengeId, ...open }));
  });

  app.post('/windcave/challenge', async (request, reply) => {
    const form = read(() => parse(HostedChallengeForm, request.body, 'body'));
    const location = form && (await state.answerChallenge(form.challengeId, form.decision === 'approve'));
    if (!location) return sendPage(reply.status(404), challengeClosedPage());
    return reply.redirect(location, 303);
  });
}
