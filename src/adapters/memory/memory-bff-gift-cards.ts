import type { ApiError } from '../../application/ports/api-error';
import type { GiftCardBalance, GiftCardRequest } from '../../application/ports/bff';
import type { CurrencyCode } from '../../domain/money';
import { LEGACY_GIFT_CARD } from '../../domain/payments';
import { type Result, err, ok } from '../../domain/shared';

export interface MemoryGiftCard {
  readonly number: string;
  readonly pin: string | null;
  balance: number;
  readonly currency: CurrencyCode;
}

/** The seeded cards of the wire design: two with PIN, a legacy one without, one in NZD. */
export const memoryGiftCardSeed = (): MemoryGiftCard[] => [
  { number: '6280000000000001', pin: '1234', balance: 50000, currency: 'AUD' },
  { number: '6280000000000002', pin: '1234', balance: 2000, currency: 'AUD' },
  { number: '6280000000000003', pin: null, balance: 50000, currency: 'AUD' },
  { number: '6280000000000004', pin: '1234', balance: 50000, currency: 'NZD' },
];

const apiError = (status: number, message: string): ApiError => ({ status, message });

/** Gift cards applied to one checkout: recorded when redeemed, debited only when the order is placed. */
export class MemoryGiftCards {
  readonly cards = memoryGiftCardSeed();
  private readonly holds = new Map<string, number>();

  private find(request: GiftCardRequest, currency: CurrencyCode): Result<MemoryGiftCard, ApiError> {
    const card = this.cards.find((c) => c.number === request.giftCardId.replace(/\s+/g, ''));
    if (!card || card.currency !== currency) return err(apiError(404, 'giftCardId: gift card not found'));
    const legacy = request.cardType === LEGACY_GIFT_CARD;
    if (legacy !== (card.pin === null))
      return err(apiError(400, legacy ? 'cardType: this card is not a legacy card' : 'cardType: this card has no PIN, choose legacy'));
    if (card.pin !== null && card.pin !== request.pinCode) return err(apiError(400, 'pinCode: the PIN does not match this card'));
    return ok(card);
  }

  balance(request: GiftCardRequest, currency: CurrencyCode): Result<GiftCardBalance, ApiError> {
    const card = this.find(request, currency);
    return card.ok ? ok({ balance: card.value.balance, currency }) : card;
  }

  redeem(request: GiftCardRequest, currency: CurrencyCode, amountDue: number): Result<number, ApiError> {
    const card = this.find(request, currency);
    if (!card.ok) return card;
    if (card.value.balance === 0) return err(apiError(400, 'giftCardId: this gift card has no balance left'));
    const amount = Math.min(card.value.balance, amountDue + (this.holds.get(card.value.number) ?? 0));
    this.holds.set(card.value.number, amount);
    return ok(amount);
  }

  applied(): Array<{ last4: string; amount: number }> {
    return [...this.holds].map(([number, amount]) => ({ last4: number.slice(-4), amount }));
  }

  appliedTotal(): number {
    return [...this.holds.values()].reduce((sum, amount) => sum + amount, 0);
  }

  /** The order is placed: the holds are taken from the cards. */
  debit(): void {
    for (const [number, amount] of this.holds) {
      const card = this.cards.find((c) => c.number === number);
      if (card) card.balance -= amount;
    }
    this.holds.clear();
  }
}
