import { randomUUID } from 'node:crypto';
import type { GiftCardBody, RedeemResponse } from '../../contract/checkout';
import { type AccountGiftCards, type PaymentMethods, WALLET_MESSAGES } from '../../contract/wallet';
import type { Site } from '../../src/domain/site';
import type { Db } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { applyGiftCard } from './checkout-tenders';
import type { CheckoutDeps } from './checkout-details';
import type { Shopper } from './checkout-store';
import { verifyGiftCard } from './gift-cards';
import type { PayFormGateway } from './payment-gateways';
import type { Caller } from './rate-limit';

/** The customer's cards held with the AU pay form provider, as the provider holds them (spec §1). */
export async function paymentMethods(gateway: PayFormGateway, site: Site, customerId: string): Promise<PaymentMethods> {
  // The pay form provider applies when the country is AU (spec §9): an NZ site has no cards to show.
  if (site.country !== 'AU') return { paymentMethods: [] };
  const cards = await gateway.savedCards(customerId);
  return { paymentMethods: cards.map((c) => ({ refId: c.cardId, provider: 'tyro' as const, brand: c.brand, last4: c.last4, expiry: c.expiry, isDefault: c.isDefault })) };
}

/** POST /bff/account/payment-method: keeps the card of the customer's own successful pay form payment. */
export async function keepPaymentMethod(gateway: PayFormGateway, site: Site, customerId: string, payId: string): Promise<PaymentMethods> {
  if (!(await gateway.saveCard({ payId, customerId, save: true }))) throw badRequest(WALLET_MESSAGES.notSaved);
  return paymentMethods(gateway, site, customerId);
}

/** DELETE …/payment-method/{id}: another customer's card is as unknown as a missing one. */
export async function deletePaymentMethod(gateway: PayFormGateway, site: Site, customerId: string, refId: string): Promise<PaymentMethods> {
  if (!(await gateway.deleteCard(customerId, refId))) throw notFound(WALLET_MESSAGES.paymentMethodNotFound);
  return paymentMethods(gateway, site, customerId);
}

export async function setDefaultPaymentMethod(gateway: PayFormGateway, site: Site, customerId: string, refId: string): Promise<PaymentMethods> {
  if (!(await gateway.setDefaultCard(customerId, refId))) throw notFound(WALLET_MESSAGES.paymentMethodNotFound);
  return paymentMethods(gateway, site, customerId);
}

/** The gift cards the customer keeps on the account, in the site's currency, with their balances now. */
export async function accountGiftCards(db: Db, site: Site, customerId: string): Promise<AccountGiftCards> {
  const rows = await db
    .selectFrom('account_gift_cards as a')
    .innerJoin('gift_cards as g', 'g.id', 'a.gift_card_id')
    .select(['a.id', 'g.last4', 'g.legacy', 'g.balance_cents', 'g.currency'])
    .where('a.customer_id', '=', customerId)
    .where('g.currency', '=', site.currency)
    .orderBy('a.created_at')
    .execute();
  return { giftCards: rows.map((r) => ({ id: r.id, last4: r.last4, cardType: r.legacy ? ('legacy' as const) : ('standard' as const), balance: r.balance_cents, currency: r.currency })) };
}

/** POST /bff/account/gift-card: the number and PIN are proven once (with the checkout's guess limits), then kept by reference. */
export async function keepGiftCard(db: Db, site: Site, caller: Caller, customerId: string, body: GiftCardBody, now: number): Promise<AccountGiftCards> {
  const card = await verifyGiftCard(db, site, caller, body, now);
  const kept = await db.selectFrom('account_gift_cards').select('id').where('customer_id', '=', customerId).where('gift_card_id', '=', card.id).executeTakeFirst();
  if (kept) throw conflict(WALLET_MESSAGES.alreadyKept);
  await db.insertInto('account_gift_cards').values({ id: randomUUID(), customer_id: customerId, gift_card_id: card.id, created_at: now }).onConflict((c) => c.doNothing()).execute();
  return accountGiftCards(db, site, customerId);
}

/** DELETE /bff/account/gift-card/{id}: the card leaves the account; the card itself and its balance stay. */
export async function removeGiftCard(db: Db, site: Site, customerId: string, id: string): Promise<AccountGiftCards> {
  const result = await db.deleteFrom('account_gift_cards').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(WALLET_MESSAGES.giftCardNotFound);
  return accountGiftCards(db, site, customerId);
}

/** Ours: POST /bff/checkout/giftcard/account/{id} pays with a card kept on the account, without its PIN again. */
export async function redeemAccountGiftCard(deps: CheckoutDeps, shopper: Shopper & { customerId: string }, id: string): Promise<RedeemResponse> {
  const row = await deps.db
    .selectFrom('account_gift_cards as a')
    .innerJoin('gift_cards as g', 'g.id', 'a.gift_card_id')
    .selectAll('g')
    .where('a.id', '=', id)
    .where('a.customer_id', '=', shopper.customerId)
    .executeTakeFirst();
  if (!row || row.currency !== shopper.site.currency) throw notFound(WALLET_MESSAGES.giftCardNotFound);
  return applyGiftCard(deps, shopper, row);
}
