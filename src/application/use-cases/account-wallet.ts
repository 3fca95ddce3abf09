import { type GiftCardInfo, LEGACY_GIFT_CARD, giftCardRedeemPayload, isLegacyGiftCard } from '../../domain/payments';
import { type Result, err, ok } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { AccountGiftCards, Bff, PaymentMethod, PaymentMethods } from '../ports/bff';
import type { WalletProvider } from '../ports/bff-wallet-payloads';

/** What a wallet section shows next to its form when a call is refused: the server's message, or ours. */
export interface WalletFailure {
  readonly message: string;
  /** 401: the session ended; the account page sends the shopper to sign in. */
  readonly status?: number;
}

export const WALLET_FORM_MESSAGES = {
  numberRequired: 'Enter the gift card number',
  pinRequired: 'Enter the PIN, or tick "This card has no PIN" for an older card',
  /** As the server says it when a site has no provider that keeps cards (NZ). */
  noCardProvider: 'Cards cannot be saved on this site',
} as const;

/** Where the card page of the provider sends the shopper back when a card is taken. */
export const PAYMENT_METHODS_PATH = '/account/payment-methods';

export interface WalletUseCases {
  paymentMethods(): Promise<Result<PaymentMethods, WalletFailure>>;
  /** Leaves for the card page of the provider the server names (`canAdd`) in "register a card" mode; it comes back with ?payId=…. */
  startAddingCard(provider: WalletProvider): Promise<Result<void, WalletFailure>>;
  /** Keeps the card the provider's page took (the payId it handed back), with the provider that keeps this site's cards. */
  finishAddingCard(payId: string, nickname?: string): Promise<Result<PaymentMethods, WalletFailure>>;
  /** A card held with a provider goes to that provider's call; the generic call by refId otherwise. */
  setDefault(method: PaymentMethod): Promise<Result<PaymentMethods, WalletFailure>>;
  rename(method: PaymentMethod, nickname: string): Promise<Result<PaymentMethods, WalletFailure>>;
  remove(method: PaymentMethod): Promise<Result<PaymentMethods, WalletFailure>>;
  giftCards(): Promise<Result<AccountGiftCards, WalletFailure>>;
  /** Spec §5 Gift card: a PIN unless the card is legacy, checked before anything is sent. */
  addGiftCard(card: GiftCardInfo): Promise<Result<AccountGiftCards, WalletFailure>>;
  removeGiftCard(id: string): Promise<Result<AccountGiftCards, WalletFailure>>;
}

export interface WalletDeps {
  readonly bff: Pick<Bff, 'wallet'>;
  /** Goes to another page (the provider's card page): a full load. */
  readonly leave: (url: string) => void;
}

const failed = (error: ApiError): WalletFailure => ({ message: error.message, status: error.status });
const answer = <T>(result: Result<T, ApiError>): Result<T, WalletFailure> => (result.ok ? ok(result.value) : err(failed(result.error)));

/** Issue 10 item 2: the customer's saved payment methods and gift cards on the account (spec §7 Account). */
export function accountWalletUseCases({ bff, leave }: WalletDeps): WalletUseCases {
  const { wallet } = bff;
  // The provider that keeps this site's cards, as the server last said (`canAdd`): its cards go to its own calls.
  // No provider is named here: which one it is, is the server's to say.
  let keeper: WalletProvider | null | undefined;
  const learnt = (result: Result<PaymentMethods, ApiError>): Result<PaymentMethods, WalletFailure> => {
    if (result.ok) keeper = result.value.canAdd;
    return answer(result);
  };
  const keeperNow = async (): Promise<Result<WalletProvider | null, WalletFailure>> => {
    if (keeper !== undefined) return ok(keeper);
    const methods = learnt(await wallet.paymentMethods());
    return methods.ok ? ok(methods.value.canAdd) : methods;
  };
  const providerCall = async (
    method: PaymentMethod,
    own: (provider: WalletProvider) => Promise<Result<PaymentMethods, ApiError>>,
    generic: () => Promise<Result<PaymentMethods, ApiError>>,
  ) => {
    const known = await keeperNow();
    if (!known.ok) return known;
    return learnt(method.provider === known.value ? await own(method.provider) : await generic());
  };
  return {
    paymentMethods: async () => learnt(await wallet.paymentMethods()),
    async startAddingCard(provider) {
      const opened = await wallet.registerCard(provider, PAYMENT_METHODS_PATH);
      if (!opened.ok) return err(failed(opened.error));
      leave(opened.value.url);
      return ok(undefined);
    },
    async finishAddingCard(payId, nickname) {
      const provider = await keeperNow();
      if (!provider.ok) return provider;
      if (!provider.value) return err({ message: WALLET_FORM_MESSAGES.noCardProvider, status: 400 });
      return learnt(await wallet.addPaymentMethod({ provider: provider.value, payId, ...(nickname ? { nickname } : {}) }));
    },
    setDefault: (method) =>
      providerCall(
        method,
        (provider) => wallet.setDefaultPaymentMethod(provider, method.refId),
        () => wallet.updatePaymentMethod(method.refId, { isDefault: true }),
      ),
    rename: async (method, nickname) => learnt(await wallet.updatePaymentMethod(method.refId, { nickname: nickname.trim() })),
    remove: (method) =>
      providerCall(
        method,
        (provider) => wallet.deleteProviderPaymentMethod(provider, method.refId),
        () => wallet.deletePaymentMethod(method.refId),
      ),
    giftCards: async () => answer(await wallet.giftCards()),
    async addGiftCard(card) {
      const payload = giftCardRedeemPayload(card);
      if (!payload.ok)
        return err({
          message: payload.error.type === 'payments/giftCardNumberRequired' ? WALLET_FORM_MESSAGES.numberRequired : WALLET_FORM_MESSAGES.pinRequired,
        });
      return answer(await wallet.addGiftCard({ ...payload.value, ...(isLegacyGiftCard(card) ? { cardType: LEGACY_GIFT_CARD } : {}) }));
    },
    removeGiftCard: async (id) => answer(await wallet.removeGiftCard(id)),
  };
}
