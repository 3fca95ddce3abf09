import type { FastifyRequest } from 'fastify';
import {
  AddAccountGiftCardBody,
  AddPaymentMethodBody,
  RedeemAccountGiftCardBody,
  RegisterCardBody,
  UpdatePaymentMethodBody,
  WalletIdParams,
  WalletProvider,
} from '../../contract/wallet';
import type { CheckoutDeps } from '../services/checkout/details';
import { redeemCheckedGiftCard } from '../services/checkout/tenders';
import { accountGiftCardToRedeem, addAccountGiftCard, listAccountGiftCards, removeAccountGiftCard } from '../services/payments/wallet-gift-cards';
import {
  addPaymentMethod,
  deletePaymentMethod,
  listPaymentMethods,
  registerCard,
  setDefaultPaymentMethod,
  updatePaymentMethod,
  type WalletDeps,
} from '../services/payments/wallet-payment-methods';
import type { Area } from './areas';
import { parse, unauthorized } from './errors';
import { type Identity, requireIdentity } from './request-context';

/**
 * Spec §7 Account: saved payment methods and gift cards on the account, plus the two read calls of our own
 * (GET …/payment-methods, GET …/gift-cards) and the checkout's redeem of an account gift card. Every call
 * is the signed-in customer's own: a guest gets 401, another customer's id the same 404 as an unknown one.
 */
export const walletArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const deps: WalletDeps = { db, gateways: context.gateways };
  const checkoutDeps: CheckoutDeps = { db, gateways: context.gateways, imageOrigin: context.imageOrigin, now: context.now };

  const customerOf = async (request: FastifyRequest): Promise<{ customerId: string; identity: Identity }> => {
    const identity = await requireIdentity(db, request, context.now());
    if (!identity.customerId) throw unauthorized();
    return { customerId: identity.customerId, identity };
  };
  const idOf = (request: FastifyRequest) => parse(WalletIdParams, request.params, 'params').id;

  app.get('/account/payment-methods', async (request) => listPaymentMethods(deps, request.site, (await customerOf(request)).customerId));

  app.post('/account/payment-method/register', async (request) => {
    const { customerId } = await customerOf(request);
    const body = parse(RegisterCardBody, request.body, 'body');
    return registerCard(deps, request.site, customerId, body.provider, body.returnPath);
  });

  app.post('/account/payment-method', async (request) => {
    const { customerId } = await customerOf(request);
    return addPaymentMethod(deps, request.site, customerId, parse(AddPaymentMethodBody, request.body, 'body'));
  });

  app.put('/account/payment-method/:id', async (request) => {
    const { customerId } = await customerOf(request);
    return updatePaymentMethod(deps, request.site, customerId, idOf(request), parse(UpdatePaymentMethodBody, request.body, 'body'));
  });

  app.delete('/account/payment-method/:id', async (request) => {
    const { customerId } = await customerOf(request);
    return deletePaymentMethod(deps, request.site, customerId, idOf(request));
  });

  // DELETE /bff/account/{card-provider}-payment-method/{id} and PUT …/set-default/{id}, one pair per provider.
  for (const provider of WalletProvider.options) {
    app.delete(`/account/${provider}-payment-method/:id`, async (request) => {
      const { customerId } = await customerOf(request);
      return deletePaymentMethod(deps, request.site, customerId, idOf(request), provider);
    });
    app.put(`/account/${provider}-payment-method/set-default/:id`, async (request) => {
      const { customerId } = await customerOf(request);
      return setDefaultPaymentMethod(deps, request.site, customerId, idOf(request), provider);
    });
  }

  app.get('/account/gift-cards', async (request) => listAccountGiftCards(db, (await customerOf(request)).customerId));

  app.post('/account/gift-card', async (request) => {
    const { customerId } = await customerOf(request);
    return addAccountGiftCard(
      db,
      request.site,
      customerId,
      { address: request.ip },
      parse(AddAccountGiftCardBody, request.body, 'body'),
      context.now(),
    );
  });

  app.delete('/account/gift-card/:id', async (request) => {
    const { customerId } = await customerOf(request);
    return removeAccountGiftCard(db, customerId, idOf(request));
  });

  app.post('/checkout/giftcard/redeem-account', async (request) => {
    const { customerId, identity } = await customerOf(request);
    const body = parse(RedeemAccountGiftCardBody, request.body, 'body');
    const card = await accountGiftCardToRedeem(db, request.site, customerId, body.accountGiftCardId);
    return redeemCheckedGiftCard(checkoutDeps, { site: request.site, identity }, card);
  });
};
