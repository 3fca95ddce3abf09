import type { FastifyRequest } from 'fastify';
import { CartUpdateBody, DiscountCodeBody } from '../../contract/cart';
import {
  Address,
  CheckoutDetailsQuery,
  ContactDetails,
  CouponBody,
  DeliveryTypeParams,
  GiftCardBody,
  PaySecretBody,
  PaymentBody,
  PaymentQuery,
  QuickPayBody,
  SaveCardBody,
  ShippingMethodQuery,
  StoreKeyQuery,
} from '../../contract/checkout';
import { PAYMENT_PATHS } from '../../kernel/payments';
import * as choices from '../services/checkout/choices';
import { type CheckoutDeps, detailsOfCart } from '../services/checkout/details';
import { expireLapsedHolds } from '../services/checkout/holds';
import { startPayment } from '../services/checkout/payment';
import { bnplSession, paySecret, quickPay, saveCard } from '../services/checkout/providers';
import { openCart, type Shopper } from '../services/checkout/store';
import { applyCredit, giftCardBalance, redeemGiftCard } from '../services/checkout/tenders';
import { shopperSummary } from '../services/orders/account';
import type { Area } from './areas';
import { notFound, parse } from './errors';
import { requireIdentity, sessionHeaders } from './request-context';

/** The provider call paths of spec §7 as mounted under /api/bff. */
const path = (bffPath: string) => bffPath.replace(/^\/bff/, '');

/** Where a provider sends the shopper back: this site's own /checkout (issue 5 wire design). */
export const returnUrlOf = (request: FastifyRequest) => `${request.protocol}://${request.host}/checkout`;

/** Spec §7 Checkout. Every call needs a valid bearer (401 otherwise); the site comes from the Host. */
export const checkoutArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const deps: CheckoutDeps = { db, gateways: context.gateways, imageOrigin: context.imageOrigin, now: context.now };

  const shopperOf = async (request: FastifyRequest): Promise<Shopper> => ({
    site: request.site,
    identity: await requireIdentity(db, request, context.now()),
  });
  const details = async (shopper: Shopper, step?: number) => detailsOfCart(deps, shopper, (await openCart(db, shopper)).cart, step);
  /** A change, then the details as they now are. */
  const mutation = (run: (shopper: Shopper, request: FastifyRequest) => Promise<void>, step?: number) => async (request: FastifyRequest) => {
    const shopper = await shopperOf(request);
    await run(shopper, request);
    return details(shopper, step);
  };

  app.get('/checkout/details', async (request) => {
    const shopper = await shopperOf(request);
    const query = parse(CheckoutDetailsQuery, request.query, 'query');
    await openCart(db, shopper);
    await expireLapsedHolds(db, context.now());
    return details(shopper, query.checkoutStep);
  });

  app.post(
    '/checkout/contact-details',
    mutation((s, r) => choices.saveContactDetails(db, s, parse(ContactDetails, r.body, 'body'), context.now()), 2),
  );
  app.post(
    '/checkout/address/billing',
    mutation((s, r) => choices.saveBillingAddress(db, s, parse(Address, r.body, 'body'), context.now())),
  );
  app.patch(
    '/checkout/deliveryType/:type',
    mutation((s, r) => {
      const { type } = parse(DeliveryTypeParams, r.params, 'params');
      const storeKey = parse(StoreKeyQuery, r.query, 'query').storeKey || sessionHeaders(r).storeKey;
      return choices.setDeliveryType(db, s, type, storeKey, context.now());
    }),
  );
  app.patch(
    '/checkout/shipping-method',
    mutation((s, r) => choices.setShippingMethod(db, s, parse(ShippingMethodQuery, r.query, 'query').deliveryCode, context.now())),
  );
  app.patch(
    '/checkout/insurance',
    mutation((s) => choices.setInsurance(db, s, true, context.now())),
  );
  app.delete(
    '/checkout/insurance',
    mutation((s) => choices.setInsurance(db, s, false, context.now())),
  );
  app.post(
    '/checkout/discount',
    mutation((s, r) => choices.applyCheckoutDiscount(db, s, { address: r.ip }, parse(DiscountCodeBody, r.body, 'body').discountCode, context.now())),
  );
  app.delete(
    '/checkout/discount',
    mutation((s) => choices.removeCheckoutDiscount(db, s, context.now())),
  );
  app.post(
    '/checkout/coupon',
    mutation((s, r) => choices.applyCoupon(db, s, { address: r.ip }, parse(CouponBody, r.body, 'body').amount, context.now())),
  );
  app.delete(
    '/checkout/coupon',
    mutation((s) => choices.removeCoupon(db, s, context.now())),
  );

  app.patch('/checkout/update-cart', async (request) => {
    const shopper = await shopperOf(request);
    await choices.updateCheckoutCart(db, shopper, parse(CartUpdateBody, request.body, 'body'), context.now());
    return { cartSummary: await shopperSummary(deps, shopper) };
  });

  app.post('/checkout/payment', async (request) => {
    const shopper = await shopperOf(request);
    const query = parse(PaymentQuery, request.query, 'query');
    const body = parse(PaymentBody, request.body, 'body');
    return startPayment(
      deps,
      shopper,
      {
        deliveryCode: query.deliveryCode,
        storeKey: query.storeKey || undefined,
        purchaseOrderNumber: body.storesPurchaseOrderNumber || undefined,
        fraudToken: query.forterToken,
      },
      returnUrlOf(request),
    );
  });

  // Guesses of a PIN, a code or a coupon count against the client address as well as the shopper (sessions are free).
  app.post('/checkout/giftcard/balance', async (request) =>
    giftCardBalance(deps, await shopperOf(request), { address: request.ip }, parse(GiftCardBody, request.body, 'body')),
  );
  app.post('/checkout/giftcard/redeem', async (request) =>
    redeemGiftCard(deps, await shopperOf(request), { address: request.ip }, parse(GiftCardBody, request.body, 'body')),
  );
  app.post('/checkout/credit', async (request) => applyCredit(deps, await shopperOf(request)));

  // Spec §1: the second card provider applies only in AU; on an NZ site its calls are not there at all.
  const auOnly = (request: FastifyRequest) => {
    if (request.site.country !== 'AU') throw notFound();
  };
  app.post(path(PAYMENT_PATHS.paySecret), async (request) => {
    auOnly(request);
    return paySecret(deps, await shopperOf(request), parse(PaySecretBody, request.body, 'body'));
  });
  app.post(path(PAYMENT_PATHS.quickPay), async (request) => {
    auOnly(request);
    return quickPay(deps, await shopperOf(request), parse(QuickPayBody, request.body, 'body'));
  });
  app.post(path(PAYMENT_PATHS.saveCard), async (request) => {
    auOnly(request);
    return saveCard(deps, await shopperOf(request), parse(SaveCardBody, request.body, 'body'));
  });
  app.get(path(PAYMENT_PATHS.bnplSession), async (request) => bnplSession(deps, await shopperOf(request), returnUrlOf(request)));
};
