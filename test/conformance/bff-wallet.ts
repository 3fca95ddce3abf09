import { describe, expect, it } from 'vitest';
import type { BffUnderTest } from './bff';
import { said, value } from './bff-support';

/** A gift card both the server and the in-memory BFF are seeded with: $500 on a PIN. */
const CARD = { giftCardId: '6280 0000 0000 0001', pinCode: '1234' };

/** The account's wallet: saved cards and gift cards kept on the account. */
export function walletConformance(subject: () => BffUnderTest): void {
  describe('wallet', () => {
    it("a guest has no wallet: the account's cards and gift cards are refused as unauthorised", async () => {
      const bff = await subject().shopper();
      expect(said(await bff.wallet.paymentMethods())).toEqual({ status: 401, message: 'Unauthorized' });
      expect(said(await bff.wallet.giftCards())).toEqual({ status: 401, message: 'Unauthorized' });
    });

    it("a customer without saved cards may add one with the site's provider; an unknown card is not found", async () => {
      const { customer, currency } = subject();
      const bff = await customer();
      const methods = value(await bff.wallet.paymentMethods());
      expect(methods.paymentMethods).toEqual([]);
      expect(methods.canAdd).toBe(currency === 'AUD' ? 'tyro' : null);
      expect(said(await bff.wallet.deletePaymentMethod('card_unknown'))).toEqual({ status: 404, message: 'Payment method not found' });
    });

    it('a gift card is kept once on the account with its balance, and taken off again', async () => {
      const { customer, currency } = subject();
      const bff = await customer();
      const kept = value(await bff.wallet.addGiftCard(CARD)).giftCards;
      expect(kept.map(({ last4, cardType, balance }) => ({ last4, cardType, balance }))).toEqual([
        { last4: '0001', cardType: 'standard', balance: 50_000 },
      ]);
      expect(kept[0]?.currency).toBe(currency);
      expect(said(await bff.wallet.addGiftCard(CARD))).toEqual({ status: 409, message: 'This gift card is already on your account' });
      expect(value(await bff.wallet.giftCards()).giftCards.map((card) => card.id)).toEqual([kept[0]!.id]);
      expect(value(await bff.wallet.removeGiftCard(kept[0]!.id)).giftCards).toEqual([]);
      expect(said(await bff.wallet.removeGiftCard(kept[0]!.id))).toEqual({ status: 404, message: 'Gift card not found' });
    });

    it('a gift card with the wrong PIN is not kept, and the shopper is told so', async () => {
      const bff = await subject().customer();
      expect(said(await bff.wallet.addGiftCard({ ...CARD, pinCode: '9999' }))).toEqual({
        status: 400,
        message: 'Gift card number or PIN is not valid',
      });
      expect(value(await bff.wallet.giftCards()).giftCards).toEqual([]);
    });
  });
}
