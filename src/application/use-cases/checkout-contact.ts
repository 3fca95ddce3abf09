import type { CheckoutError, CheckoutEvent, ContactView } from '../../domain/checkout';
import { type Result, err, ok } from '../../domain/shared';
import type { SessionState } from '../../domain/session';
import { type AccountState, defaultAddress } from '../../domain/account';
import type { Projection } from '../projection';
import type { AddressSuggestion, Bff, CheckoutAddress, CheckoutDetails, ContactDetails, VerifiedAddress } from '../ports/bff';
import { type CheckoutCore, type CheckoutFailure, requestFailed } from './checkout-core';

/** Spec §7 Address finder: verified addresses are cached per query (session storage, "addressCache"). */
export interface AddressCache {
  get(query: string): VerifiedAddress | undefined;
  set(query: string, value: VerifiedAddress): void;
}

export interface CheckoutContactUseCases {
  /** Spec §2: Default, NewAddress, SavedAddress, EditAddress, VerifyAddress. */
  changeContactView(view: ContactView): Promise<Result<readonly CheckoutEvent[], CheckoutError>>;
  /** Spec §5 Email: the deep check's message becomes the field's error, cleared when the email is valid. */
  checkEmail(email: string): Promise<string | null>;
  /** Spec §4: contact details saved, go to step 2. */
  saveContactDetails(contact: ContactDetails): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  saveBillingAddress(address: CheckoutAddress): Promise<Result<CheckoutDetails, CheckoutFailure>>;
  /** The signed-in customer's addresses on file (the server's contact details for them); none for a guest. */
  savedAddresses(): readonly CheckoutAddress[];
  suggestAddresses(text: string): Promise<readonly AddressSuggestion[]>;
  /** Verifies a suggestion's label (cached per query for the session). */
  verifyAddress(text: string): Promise<Result<VerifiedAddress, CheckoutFailure>>;
}

export interface CheckoutContactDeps {
  readonly core: CheckoutCore;
  readonly bff: Pick<Bff, 'account' | 'addressFinder'>;
  readonly session: Projection<SessionState>;
  readonly addressCache: AddressCache;
  /** The signed-in customer's address book (spec §4 Customer account), offered first. */
  readonly account?: Projection<AccountState>;
}

/** An address of the account as checkout takes it: the default delivery address first. */
export function accountAddresses(account: AccountState | undefined): CheckoutAddress[] {
  const addresses = account?.customer?.customerAddresses ?? [];
  const first = defaultAddress(addresses);
  const book = first ? [first, ...addresses.filter((address) => address !== first)] : addresses;
  return book.map((a) => ({
    addressLine1: a.addressLine1,
    ...(a.additionalAddressInfo ? { additionalAddressInfo: a.additionalAddressInfo } : {}),
    city: a.city,
    postalCode: a.postalCode,
    ...(a.state ? { state: a.state } : {}),
    country: a.country as CheckoutAddress['country'],
  }));
}

const sameAddress = (a: CheckoutAddress, b: CheckoutAddress) =>
  a.addressLine1 === b.addressLine1 && a.city === b.city && a.postalCode === b.postalCode && (a.state ?? '') === (b.state ?? '');

/** The address finder answers nothing useful for fewer characters (its contract asks for 3). */
const MIN_QUERY = 3;

export function checkoutContactUseCases({ core, bff, session, addressCache, account }: CheckoutContactDeps): CheckoutContactUseCases {
  const checkEmail = async (email: string): Promise<string | null> => {
    const answer = await bff.account.deepEmailCheck(email.trim());
    // A check that cannot run is not the shopper's fault: the server validates again on save.
    const error = !answer.ok || answer.value.isEmailValid ? null : (answer.value.message ?? 'Please enter a valid email address');
    core.record([{ type: 'checkoutPage/emailChecked', data: { email, error } }]);
    return error;
  };

  return {
    changeContactView: (view) => core.run({ type: 'changeContactView', view }),
    checkEmail,
    async saveContactDetails(contact) {
      const emailError = await checkEmail(contact.email);
      if (emailError) return err({ type: 'checkout/requestFailed', message: emailError, status: 400 });
      const saved = core.answered(await core.deps.bff.checkout.saveContactDetails(contact));
      if (!saved.ok) return saved;
      await core.run({ type: 'recordContactDetailsSaved' });
      return ok(core.details() ?? saved.value);
    },
    saveBillingAddress: async (address) => core.answered(await core.deps.bff.checkout.saveBillingAddress(address)),
    savedAddresses() {
      if (!session.getSnapshot().token?.isLoggedIn) return [];
      const book = accountAddresses(account?.getSnapshot());
      const onFile = core.details()?.contactDetails?.address;
      return onFile && !book.some((a) => sameAddress(a, onFile)) ? [...book, onFile] : book;
    },
    async suggestAddresses(text) {
      if (text.trim().length < MIN_QUERY) return [];
      const answer = await bff.addressFinder.suggest(text.trim());
      return answer.ok ? answer.value : [];
    },
    async verifyAddress(text) {
      const cached = addressCache.get(text);
      if (cached) return ok(cached);
      const answer = await bff.addressFinder.verify(text.trim());
      if (!answer.ok) return err(requestFailed(answer.error));
      addressCache.set(text, answer.value);
      return ok(answer.value);
    },
  };
}
