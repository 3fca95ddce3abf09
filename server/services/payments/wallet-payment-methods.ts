import type { PaymentMethod, PaymentMethodsResponse, UpdatePaymentMethodBody, WalletProvider } from '../../../contract/wallet';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import { SECOND_CARD_PROVIDER } from '../../../kernel/payments';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { invalid, notFound } from '../refusal';
import type { PaymentGateways, SavedCard } from './gateways';
import { forgetNickname, forgetNicknames, keepNickname, paymentMethodNicknames } from './repository';

export interface WalletDeps {
  readonly db: Db;
  readonly gateways: PaymentGateways;
}

/**
 * A customer's saved cards (spec §7 Account, §3 Payment method). The provider keeps the cards: the list is
 * read from it every time, and every change goes to it first; the shop keeps only nicknames, and forgets a
 * nickname whose card the provider no longer has. Only the AU pay form provider (kernel/payments.ts) holds cards
 * today, so AU sites list its cards and NZ sites (no pay form provider) list none.
 */
const CARD_KEEPER: WalletProvider = SECOND_CARD_PROVIDER;
const providerOf = (site: Site): WalletProvider | null => (site.country === 'AU' ? CARD_KEEPER : null);

async function cardsAt(deps: WalletDeps, site: Site, customerId: string): Promise<readonly SavedCard[]> {
  return providerOf(site) === CARD_KEEPER ? deps.gateways.payForm.savedCards(customerId) : [];
}

export async function listPaymentMethods(deps: WalletDeps, site: Site, customerId: string): Promise<PaymentMethodsResponse> {
  const provider = providerOf(site);
  const cards = await cardsAt(deps, site, customerId);
  const rows = await paymentMethodNicknames(deps.db, customerId);
  const stale = rows.filter((row) => row.provider === provider && !cards.some((card) => card.cardId === row.ref_id));
  for (const row of stale) await forgetNickname(deps.db, customerId, row.provider, row.ref_id);
  const paymentMethods = cards.map((card): PaymentMethod => {
    const nickname = rows.find((row) => row.provider === provider && row.ref_id === card.cardId)?.nickname;
    return {
      refId: card.cardId,
      provider: CARD_KEEPER,
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      isDefault: card.isDefault,
      ...(nickname ? { nickname } : {}),
    };
  });
  const canAdd = provider === CARD_KEEPER && deps.gateways.payForm.registerCard ? provider : null;
  return { paymentMethods, canAdd };
}

/** The customer's card under refId, of the provider asked (any when none); 404 when it is not theirs or unknown. */
async function ownCard(deps: WalletDeps, site: Site, customerId: string, refId: string, provider?: WalletProvider): Promise<SavedCard> {
  const cards = provider && provider !== providerOf(site) ? [] : await cardsAt(deps, site, customerId);
  const card = cards.find((c) => c.cardId === refId);
  if (!card) throw notFound(WALLET_MESSAGES.paymentMethodNotFound);
  return card;
}

export async function registerCard(
  deps: WalletDeps,
  site: Site,
  customerId: string,
  provider: WalletProvider,
  returnPath: string,
): Promise<{ url: string }> {
  const register = deps.gateways.payForm.registerCard;
  if (provider !== providerOf(site) || !register) throw invalid(WALLET_MESSAGES.noProvider);
  return register({ customerId, returnPath });
}

export async function addPaymentMethod(
  deps: WalletDeps,
  site: Site,
  customerId: string,
  body: { readonly provider: WalletProvider; readonly payId: string; readonly nickname?: string },
): Promise<PaymentMethodsResponse> {
  if (body.provider !== providerOf(site)) throw invalid(WALLET_MESSAGES.noProvider);
  const before = await cardsAt(deps, site, customerId);
  const saved = await deps.gateways.payForm.saveCard({ payId: body.payId, customerId, save: true });
  if (!saved) throw invalid(WALLET_MESSAGES.cardNotRegistered);
  const after = await cardsAt(deps, site, customerId);
  const added = after.find((card) => !before.some((b) => b.cardId === card.cardId));
  if (added && body.nickname) await setNickname(deps, customerId, added.cardId, body.nickname);
  return listPaymentMethods(deps, site, customerId);
}

async function setNickname(deps: WalletDeps, customerId: string, refId: string, nickname: string): Promise<void> {
  const clean = nickname.trim();
  if (clean === '') {
    await forgetNickname(deps.db, customerId, CARD_KEEPER, refId);
    return;
  }
  await keepNickname(deps.db, customerId, CARD_KEEPER, refId, clean);
}

/** PUT /bff/account/payment-method/{id}: nickname and/or default, by refId. */
export async function updatePaymentMethod(
  deps: WalletDeps,
  site: Site,
  customerId: string,
  refId: string,
  body: UpdatePaymentMethodBody,
): Promise<PaymentMethodsResponse> {
  const card = await ownCard(deps, site, customerId, refId);
  if (body.isDefault) await deps.gateways.payForm.setDefaultCard(customerId, card.cardId);
  if (body.nickname !== undefined) await setNickname(deps, customerId, card.cardId, body.nickname);
  return listPaymentMethods(deps, site, customerId);
}

/** DELETE /bff/account/payment-method/{id} and DELETE /bff/account/{card-provider}-payment-method/{id}. */
export async function deletePaymentMethod(
  deps: WalletDeps,
  site: Site,
  customerId: string,
  refId: string,
  provider?: WalletProvider,
): Promise<PaymentMethodsResponse> {
  const card = await ownCard(deps, site, customerId, refId, provider);
  await deps.gateways.payForm.deleteCard(customerId, card.cardId);
  await forgetNicknames(deps.db, customerId, card.cardId);
  return listPaymentMethods(deps, site, customerId);
}

/** PUT /bff/account/{card-provider}-payment-method/set-default/{id} */
export async function setDefaultPaymentMethod(
  deps: WalletDeps,
  site: Site,
  customerId: string,
  refId: string,
  provider: WalletProvider,
): Promise<PaymentMethodsResponse> {
  const card = await ownCard(deps, site, customerId, refId, provider);
  await deps.gateways.payForm.setDefaultCard(customerId, card.cardId);
  return listPaymentMethods(deps, site, customerId);
}
