import { type GiftCardInfo, CHECKOUT_TOAST_IDS, giftCardRedeemPayload, isLegacyGiftCard } from '../../domain/payments';
import { type Result, err, ok } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { AccountGiftCard, GiftCardBalance, Redemption } from '../ports/bff';
import { type CheckoutCore, type CheckoutFailure, requestFailed } from './checkout-core';
import { startAttempt } from './checkout-drop-in';
import type { OrderCompletionUseCases } from './order-completion';
import type { ToastsUseCases } from './toasts';

export type GiftCardFailure =
  CheckoutFailure | { readonly type: 'payments/giftCardNumberRequired' } | { readonly type: 'payments/giftCardPinRequired' };

export interface CheckoutGiftCardUseCases {
  /** Spec §5 Gift card: a PIN unless the card is legacy. */
  checkBalance(card: GiftCardInfo): Promise<Result<GiftCardBalance, GiftCardFailure>>;
  /** Spec §4: a redemption that answers an orderNumber paid the order: confirmation. Failure: toast gift-card-failed. */
  redeem(card: GiftCardInfo): Promise<Result<Redemption, GiftCardFailure>>;
  /** The gift cards kept on the signed-in customer's account, in the site's currency; none for a guest or on failure. */
  accountGiftCards(): Promise<readonly AccountGiftCard[]>;
  /** Redeems a card kept on the account, without its number or PIN again; the same outcomes as redeem. */
  redeemAccountCard(accountGiftCardId: string): Promise<Result<Redemption, GiftCardFailure>>;
  /** Spec §4: account credit; an orderNumber means it paid the order. */
  applyCredit(): Promise<Result<Redemption, CheckoutFailure>>;
}

export interface CheckoutGiftCardDeps {
  readonly core: CheckoutCore;
  readonly completion: OrderCompletionUseCases;
  readonly toasts: Pick<ToastsUseCases, 'show'>;
}

export function checkoutGiftCardUseCases({ core, completion, toasts }: CheckoutGiftCardDeps): CheckoutGiftCardUseCases {
  const { bff } = core.deps;
  const request = (card: GiftCardInfo) => {
    const payload = giftCardRedeemPayload(card);
    return payload.ok ? ok({ ...payload.value, ...(isLegacyGiftCard(card) ? { cardType: card.cardType } : {}) }) : payload;
  };

  const redeemed = async (answer: Result<Redemption, ApiError>, method: 'giftCard' | 'credit') => {
    if (!answer.ok) return err(requestFailed(answer.error));
    if (!answer.value.orderNumber) await core.changed(ok(answer.value.details));
    else core.answered(ok(answer.value.details));
    if (answer.value.orderNumber) {
      await startAttempt(core, method);
      await completion.confirm(answer.value.orderNumber, method);
    }
    return ok(answer.value);
  };

  return {
    async checkBalance(card) {
      const body = request(card);
      if (!body.ok) return body;
      const answer = await bff.checkout.giftCardBalance(body.value);
      return answer.ok ? ok(answer.value) : err(requestFailed(answer.error));
    },
    async redeem(card) {
      const body = request(card);
      if (!body.ok) return body;
      const answer = await bff.checkout.redeemGiftCard(body.value);
      if (!answer.ok) toasts.show({ id: CHECKOUT_TOAST_IDS.giftCardFailed, type: 'error', message: answer.error.message });
      return redeemed(answer, 'giftCard');
    },
    async accountGiftCards() {
      const currency = core.details()?.currency;
      const answer = await bff.wallet.giftCards();
      return answer.ok ? answer.value.giftCards.filter((card) => !currency || card.currency === currency) : [];
    },
    async redeemAccountCard(accountGiftCardId) {
      const answer = await bff.wallet.redeemAtCheckout(accountGiftCardId);
      if (!answer.ok) toasts.show({ id: CHECKOUT_TOAST_IDS.giftCardFailed, type: 'error', message: answer.error.message });
      return redeemed(answer, 'giftCard');
    },
    applyCredit: async () => redeemed(await bff.checkout.applyCredit(), 'credit'),
  };
}
