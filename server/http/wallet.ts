import type { FastifyRequest } from 'fastify';
import { AddGiftCardBody, AddPaymentMethodBody, GiftCardParams, PaymentMethodParams, UpdatePaymentMethodBody } from '../../contract/wallet';
import { SECOND_CARD_PROVIDER } from '../../src/domain/payments/providers';
import type { CheckoutDeps } from '../services/checkout-details';
import {
  accountGiftCards,
  deletePaymentMethod,
  keepGiftCard,
  keepPaymentMethod,
  paymentMethods,
  redeemAccountGiftCard,
  removeGiftCard,
  setDefaultPaymentMethod,
} from '../services/wallet';
import type { Area } from './areas';
import { parse, unauthorized } from './errors';
import { requireIdentity } from './request-context';

/** Spec §7 Account: the customer's saved cards (held by the AU pay form provider) and the gift cards kept on the account. */
export const walletArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const gateway = context.gateways.payForm;
  const deps: CheckoutDeps = { db, gateways: context.gateways, imageOrigin: context.imageOrigin, now: context.now };

  const customerOf = async (request: FastifyRequest) => {
    const identity = await requireIdentity(db, request, context.now());
    if (!identity.customerId) throw unauthorized();
    return { site: request.site, identity, customerId: identity.customerId };
  };

  app.get('/account/payment-methods', async (request) => {
    const { site, customerId } = await customerOf(request);
    return paymentMethods(gateway, site, customerId);
  });

  app.post('/account/payment-method', async (request) => {
    const { site, customerId } = await customerOf(request);
    return keepPaymentMethod(gateway, site, customerId, parse(AddPaymentMethodBody, request.body, 'body').payId);
  });

  app.put('/account/payment-method/:id', async (request) => {
    const { site, customerId } = await customerOf(request);
    const { id } = parse(PaymentMethodParams, request.params, 'params');
    parse(UpdatePaymentMethodBody, request.body, 'body');
    return setDefaultPaymentMethod(gateway, site, customerId, id);
  });

  app.delete('/account/payment-method/:id', async (request) => {
    const { site, customerId } = await customerOf(request);
    return deletePaymentMethod(gateway, site, customerId, parse(PaymentMethodParams, request.params, 'params').id);
  });

  // The card provider's own forms of the same calls (spec §7: {card-provider}-payment-method).
  app.delete(`/account/${SECOND_CARD_PROVIDER}-payment-method/:id`, async (request) => {
    const { site, customerId } = await customerOf(request);
    return deletePaymentMethod(gateway, site, customerId, parse(PaymentMethodParams, request.params, 'params').id);
  });

  app.put(`/account/${SECOND_CARD_PROVIDER}-payment-method/set-default/:id`, async (request) => {
    const { site, customerId } = await customerOf(request);
    return setDefaultPaymentMethod(gateway, site, customerId, parse(PaymentMethodParams, request.params, 'params').id);
  });

  app.get('/account/gift-cards', async (request) => {
    const { site, customerId } = await customerOf(request);
    return accountGiftCards(db, site, customerId);
  });

  app.post('/account/gift-card', async (request, reply) => {
    const { site, customerId } = await customerOf(request);
    const body = parse(AddGiftCardBody, request.body, 'body');
    return reply.status(201).send(await keepGiftCard(db, site, { address: request.ip }, customerId, body, context.now()));
  });

  app.delete('/account/gift-card/:id', async (request) => {
    const { site, customerId } = await customerOf(request);
    return removeGiftCard(db, site, customerId, parse(GiftCardParams, request.params, 'params').id);
  });

  app.post('/checkout/giftcard/account/:id', async (request) => {
    const customer = await customerOf(request);
    return redeemAccountGiftCard(deps, customer, parse(GiftCardParams, request.params, 'params').id);
  });
};
