import type { FastifyRequest } from 'fastify';
import { AddToCartBody, CartDetailsQuery, CartUpdateBody, DiscountCodeBody } from '../../contract/cart';
import { ProjectIdParams } from '../../contract/project-parts';
import { addProjectParts } from '../services/makerhub/add-parts';
import { addToCart, applyDiscount, freezeCart, removeDiscount, unfreezeCart, updateCart } from '../services/cart/cart';
import type { CartKey } from '../services/cart/repository';
import { upsellFor } from '../services/cart/upsell';
import { cartView } from '../services/cart/view';
import { discountGuess } from '../services/limits/guess-limits';
import { lookupContext } from '../services/cart/lookup';
import type { Area } from './areas';
import { conflict, notFound, parse } from './errors';
import { requireIdentity, sessionHeaders } from './request-context';

/** Spec §7 Cart, and our discount calls under /bff/cart. Every call needs a valid bearer (401 otherwise). */
export const cartArea: Area = (context) => async (app) => {
  const { db } = context.database;

  const cartKey = async (request: FastifyRequest): Promise<CartKey> => {
    const identity = await requireIdentity(db, request, context.now());
    return { site: request.site, owner: identity.owner };
  };
  const view = (key: CartKey) => cartView(db, key, context.imageOrigin);

  app.post('/cart/add', async (request) => {
    const key = await cartKey(request);
    await addToCart(db, key, parse(AddToCartBody, request.body, 'body'), context.now());
    return view(key);
  });

  // Our call for a Makerhub project's "Add all to cart": every part in one request and one transaction.
  app.post('/projects/:id/add-to-cart', async (request) => {
    const key = await cartKey(request);
    const { id } = parse(ProjectIdParams, request.params, 'params');
    const answer = await addProjectParts(db, context, key, id, context.now());
    if (!answer.ok) throw answer.refusal.type === 'conflict' ? conflict(answer.refusal.message) : notFound(answer.refusal.message);
    return { cart: await view(key), ...answer.value };
  });

  app.patch('/cart/update', async (request) => {
    const key = await cartKey(request);
    await updateCart(db, key, parse(CartUpdateBody, request.body, 'body'), context.now());
    return view(key);
  });

  app.get('/cart/details', async (request) => {
    const key = await cartKey(request);
    const query = parse(CartDetailsQuery, request.query, 'query');
    return cartView(db, key, context.imageOrigin, await lookupContext(db, request.site, query, sessionHeaders(request)));
  });

  app.patch('/cart/freeze', async (request) => {
    const key = await cartKey(request);
    await freezeCart(db, key, context.now());
    return view(key);
  });

  app.patch('/cart/unFreeze', async (request) => {
    const key = await cartKey(request);
    await unfreezeCart(db, key, context.now());
    return view(key);
  });

  app.get('/cart/upsell', async (request) => upsellFor(db, await cartKey(request), context.imageOrigin));

  app.post('/cart/discount', async (request) => {
    const key = await cartKey(request);
    const { discountCode } = parse(DiscountCodeBody, request.body, 'body');
    const now = context.now();
    await discountGuess(db, key.owner, request.ip, now, () => applyDiscount(db, key, discountCode, now));
    return view(key);
  });

  app.delete('/cart/discount', async (request) => {
    const key = await cartKey(request);
    await removeDiscount(db, key, context.now());
    return view(key);
  });
};
