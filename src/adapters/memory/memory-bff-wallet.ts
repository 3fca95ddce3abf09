import type { ApiError } from '../../application/ports/api-error';
import type { AccountGiftCard, Bff, GiftCardRequest, PaymentMethod, PaymentMethods, Redemption, WalletProvider } from '../../application/ports/bff';
import type { CurrencyCode } from '../../domain/money';
import { LEGACY_GIFT_CARD } from '../../domain/payments';
import { type Result, err, ok } from '../../domain/shared';
import { type MemoryGiftCard, memoryGiftCardSeed } from './memory-bff-gift-cards';

const apiError = (status: number, message: string): ApiError => ({ status, message });

/**
 * The account's wallet in memory, answering as the server does (contract/wallet.ts): saved cards with the
 * AU pay form provider (none on NZ), registered through a payId the card page hands back, and gift cards
 * kept as links to the seeded cards. `signedIn` false answers 401 to everything.
 */
export class MemoryWallet {
  signedIn = true;
  /** Fail the next call with this error (a server blip, to see the message shown). */
  failNext: ApiError | null = null;
  cards: PaymentMethod[] = [];
  /** payIds the card page handed back, with the card entered there. */
  readonly registrations = new Map<string, { brand: PaymentMethod['brand']; last4: string; expiry: string }>();
  private readonly giftCards = memoryGiftCardSeed();
  private links: Array<{ id: string; card: MemoryGiftCard }> = [];
  private serial = 0;

  constructor(
    private readonly currency: CurrencyCode,
    private readonly redeem: (card: GiftCardRequest) => Promise<Result<Redemption, ApiError>>,
  ) {}

  private get provider(): WalletProvider | null {
    return this.currency === 'AUD' ? 'tyro' : null;
  }

  /** The card page of the provider took a card: the payId it hands back. */
  enterCard(card: { brand: PaymentMethod['brand']; last4: string; expiry: string }): string {
    this.serial += 1;
    const payId = `pay_memory${this.serial}`;
    this.registrations.set(payId, card);
    return payId;
  }

  private guard(): ApiError | null {
    if (!this.signedIn) return apiError(401, 'Unauthorized');
    const failure = this.failNext;
    this.failNext = null;
    return failure;
  }

  private list(): Result<PaymentMethods, ApiError> {
    return ok({ paymentMethods: this.provider ? [...this.cards] : [], canAdd: this.provider });
  }

  private withCard(refId: string, change: (card: PaymentMethod) => void): Result<PaymentMethods, ApiError> {
    const failure = this.guard();
    if (failure) return err(failure);
    const card = this.provider ? this.cards.find((c) => c.refId === refId) : undefined;
    if (!card) return err(apiError(404, 'Payment method not found'));
    change(card);
    return this.list();
  }

  private setDefault(refId: string): void {
    this.cards = this.cards.map((c) => ({ ...c, isDefault: c.refId === refId }));
  }

  private remove(refId: string): void {
    this.cards = this.cards.filter((c) => c.refId !== refId);
    if (this.cards.length > 0 && !this.cards.some((c) => c.isDefault)) this.setDefault(this.cards[0]?.refId ?? '');
  }

  private giftList(): Result<{ giftCards: AccountGiftCard[] }, ApiError> {
    return ok({
      giftCards: this.links.map(({ id, card }) => ({
        id,
        last4: card.number.slice(-4),
        cardType: card.pin === null ? 'legacy' : 'standard',
        balance: card.balance,
        currency: card.currency,
      })),
    });
  }

  readonly calls: Bff['wallet'] = {
    paymentMethods: async () => {
      const failure = this.guard();
      return failure ? err(failure) : this.list();
    },
    registerCard: async (provider, returnPath) => {
      const failure = this.guard();
      if (failure) return err(failure);
      if (provider !== this.provider) return err(apiError(400, 'Cards cannot be saved on this site'));
      return ok({ url: `/sandbox/tyro/register-card?return=${encodeURIComponent(returnPath)}` });
    },
    addPaymentMethod: async ({ provider, payId, nickname }) => {
      const failure = this.guard();
      if (failure) return err(failure);
      const entered = this.registrations.get(payId);
      if (provider !== this.provider) return err(apiError(400, 'Cards cannot be saved on this site'));
      if (!entered) return err(apiError(400, 'This card could not be saved; please enter it again'));
      this.registrations.delete(payId);
      this.serial += 1;
      this.cards.push({ refId: `card_${this.serial}`, provider, ...entered, isDefault: this.cards.length === 0, ...(nickname ? { nickname } : {}) });
      return this.list();
    },
    updatePaymentMethod: async (refId, body) =>
      this.withCard(refId, (card) => {
        if (body.isDefault) this.setDefault(refId);
        if (body.nickname !== undefined) {
          this.cards = this.cards.map((c) => (c.refId === card.refId ? { ...c, nickname: body.nickname || undefined } : c));
        }
      }),
    deletePaymentMethod: async (refId) => this.withCard(refId, () => this.remove(refId)),
    deleteProviderPaymentMethod: async (_provider, refId) => this.withCard(refId, () => this.remove(refId)),
    setDefaultPaymentMethod: async (_provider, refId) => this.withCard(refId, () => this.setDefault(refId)),
    giftCards: async () => {
      const failure = this.guard();
      return failure ? err(failure) : this.giftList();
    },
    addGiftCard: async (request) => {
      const failure = this.guard();
      if (failure) return err(failure);
      const card = this.giftCards.find((c) => c.number === request.giftCardId.replace(/[\s-]/g, ''));
      const legacy = request.cardType === LEGACY_GIFT_CARD;
      if (card?.pin && !request.pinCode) return err(apiError(400, 'body.pinCode: is required for this gift card'));
      if (!card || (card.pin !== null && card.pin !== request.pinCode) || (legacy && card.pin !== null))
        return err(apiError(400, 'Gift card number or PIN is not valid'));
      if (card.currency !== this.currency)
        return err(apiError(400, `This gift card is in ${card.currency} and cannot be kept on this site, which takes ${this.currency}`));
      if (this.links.some((l) => l.card === card)) return err(apiError(409, 'This gift card is already on your account'));
      this.serial += 1;
      this.links.push({ id: `agc_${this.serial}`, card });
      return this.giftList();
    },
    removeGiftCard: async (id) => {
      const failure = this.guard();
      if (failure) return err(failure);
      if (!this.links.some((l) => l.id === id)) return err(apiError(404, 'Gift card not found'));
      this.links = this.links.filter((l) => l.id !== id);
      return this.giftList();
    },
    redeemAtCheckout: async (id) => {
      const failure = this.guard();
      if (failure) return err(failure);
      const link = this.links.find((l) => l.id === id);
      if (!link) return err(apiError(404, 'Gift card not found'));
      return this.redeem({ giftCardId: link.card.number, ...(link.card.pin ? { pinCode: link.card.pin } : { cardType: LEGACY_GIFT_CARD }) });
    },
  };
}
