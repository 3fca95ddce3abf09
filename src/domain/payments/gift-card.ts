import { type Result, err, ok } from '../shared';

/** Spec §3 Gift card info. */
export interface GiftCardInfo {
  readonly cardNumber: string;
  readonly cardType?: string;
  readonly pinCode?: string;
}

/** Spec §7 Checkout: POST /bff/checkout/giftcard/redeem body; the PIN is omitted for legacy cards. */
export interface GiftCardRedeemPayload {
  readonly giftCardId: string;
  readonly pinCode?: string;
}

/** Spec §3 Gift card info: the cardType value for which no PIN is sent. */
export const LEGACY_GIFT_CARD = 'legacy';

export type GiftCardError = { readonly type: 'payments/giftCardNumberRequired' } | { readonly type: 'payments/giftCardPinRequired' };

export const isLegacyGiftCard = (info: Pick<GiftCardInfo, 'cardType'>): boolean => info.cardType === LEGACY_GIFT_CARD;

/** Spec §5 Gift card: a PIN is required unless cardType is legacy; a legacy card never sends one. */
export function giftCardRedeemPayload(info: GiftCardInfo): Result<GiftCardRedeemPayload, GiftCardError> {
  const giftCardId = info.cardNumber.trim();
  if (giftCardId === '') return err({ type: 'payments/giftCardNumberRequired' });
  if (isLegacyGiftCard(info)) return ok({ giftCardId });
  const pinCode = (info.pinCode ?? '').trim();
  if (pinCode === '') return err({ type: 'payments/giftCardPinRequired' });
  return ok({ giftCardId, pinCode });
}
