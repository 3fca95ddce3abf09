import { useEffect, useState } from 'react';
import type { CheckoutAddress, ContactDetails, VerifiedAddress } from '../../../application/ports/bff';
import { useCheckoutServices } from '../../checkout-services';
import { useProjection } from '../../use-projection';
import { type AccountState, type Customer, defaultAddress } from '../../../domain/account';
import { type AccountContact, prefillContact } from '../../../domain/checkout';
import { ContactForm, emptyContact } from './contact-form';
import { useCheckout } from './use-checkout';

const selectCustomer = (state: AccountState) => state.customer;

/** What the account gives the contact form: email, name and phone, and the default delivery address when there is one. */
function fromAccount(customer: Customer | null, book: readonly CheckoutAddress[]): AccountContact<CheckoutAddress> {
  if (!customer) return {};
  // The book lists the default first; without a default no address is taken for the shopper.
  const address = defaultAddress(customer.customerAddresses) ? book[0] : undefined;
  return {
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    ...(customer.phoneNumber ? { phone: customer.phoneNumber } : {}),
    ...(address ? { address } : {}),
  };
}

const addressLine = (a: CheckoutAddress) => [a.addressLine1, a.additionalAddressInfo, a.city, a.state, a.postalCode].filter(Boolean).join(', ');

/** Spec §2 Checkout step 1 with its sub-views: Default, NewAddress, SavedAddress, EditAddress, VerifyAddress. */
export function ContactStep() {
  const { checkout, site, views } = useCheckoutServices();
  const { details, state } = useCheckout();
  const saved = details?.contactDetails ?? null;
  const customer = useProjection(views.account, selectCustomer);
  // A signed-in customer starts from their name and default delivery address (spec §4 Customer account).
  const [draft, setDraft] = useState<ContactDetails>(
    () => saved ?? prefillContact(emptyContact(site.country), fromAccount(customer, checkout.savedAddresses())),
  );
  const [verified, setVerified] = useState<VerifiedAddress | null>(null);
  const [back, setBack] = useState<'NewAddress' | 'EditAddress'>('NewAddress');
  const view = state.contactView;
  const savedAddresses = checkout.savedAddresses();

  useEffect(() => {
    // Contact details already on file are shown as they are, with a way to change them.
    if (saved && view === 'NewAddress') void checkout.changeContactView('Default');
    // Only when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The account often loads after the step opens: its details fill what is still empty, never what was typed.
    if (customer && !saved) setDraft((current) => prefillContact(current, fromAccount(customer, checkout.savedAddresses())));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer]);

  const edit = (from: ContactDetails | null, next: 'NewAddress' | 'EditAddress') => {
    setDraft(from ?? emptyContact(site.country));
    setBack(next);
    void checkout.changeContactView(next);
  };

  switch (view) {
    case 'Default':
      return saved ? (
        <section className="contact-summary" aria-label="Your contact details">
          <p>
            <strong>
              {saved.firstName} {saved.lastName}
            </strong>
            <br />
            {saved.email}
            <br />
            {saved.phone}
          </p>
          <p>Deliver to: {addressLine(saved.address)}</p>
          <div className="checkout-actions">
            <button type="button" className="button" onClick={() => void checkout.goToStep(2)} disabled={!state.contactDetailsSaved}>
              Continue to delivery
            </button>
            <button type="button" className="button button--secondary" onClick={() => edit(saved, 'EditAddress')}>
              Edit details
            </button>
            {savedAddresses.length > 0 && (
              <button type="button" className="button button--secondary" onClick={() => void checkout.changeContactView('SavedAddress')}>
                Choose a saved address
              </button>
            )}
          </div>
        </section>
      ) : null;
    case 'SavedAddress':
      return (
        <section aria-labelledby="saved-addresses-heading">
          <h3 id="saved-addresses-heading">Your saved addresses</h3>
          <ul className="saved-addresses">
            {savedAddresses.map((address) => (
              <li key={addressLine(address)}>
                <span>{addressLine(address)}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => edit(saved ? { ...saved, address } : { ...emptyContact(site.country), address }, 'EditAddress')}
                >
                  Use this address
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => edit(saved ? { ...saved, address: emptyContact(site.country).address } : null, 'NewAddress')}
          >
            Use a new address
          </button>
        </section>
      );
    case 'VerifyAddress':
      return (
        <section className="verify-address" aria-labelledby="verify-address-heading">
          <h3 id="verify-address-heading">Is this your address?</h3>
          {verified && <p>{addressLine(verified)}</p>}
          <div className="checkout-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                if (verified)
                  setDraft((d) => ({
                    ...d,
                    address: {
                      ...d.address,
                      addressLine1: verified.addressLine1,
                      city: verified.city,
                      postalCode: verified.postalCode,
                      ...(site.country === 'NZ' ? {} : { state: verified.state }),
                    },
                  }));
                void checkout.changeContactView(back);
              }}
            >
              Use this address
            </button>
            <button type="button" className="button button--secondary" onClick={() => void checkout.changeContactView(back)}>
              Enter it myself
            </button>
          </div>
        </section>
      );
    case 'NewAddress':
    case 'EditAddress':
      return (
        <ContactForm
          contact={draft}
          onChange={setDraft}
          onVerified={(address) => {
            setVerified(address);
            setBack(view);
            void checkout.changeContactView('VerifyAddress');
          }}
        />
      );
    default:
      return null;
  }
}
