import { type FormEvent, useId, useState } from 'react';
import type { CheckoutAddress, ContactDetails, VerifiedAddress } from '../../../application/ports/bff';
import type { CheckoutPageState } from '../../../application/ports/bff-checkout-payloads';
import { useCheckoutServices } from '../../checkout-services';
import { useProjection } from '../../use-projection';
import { AddressFields, wireAddress } from './address-fields';
import { AddressFinder } from './address-finder';
import { failureMessage, useAction } from './use-checkout';

const selectEmailError = (state: CheckoutPageState) => state.emailError;

export const emptyContact = (country: 'AU' | 'NZ'): ContactDetails => ({
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: { addressLine1: '', city: '', postalCode: '', country, ...(country === 'AU' ? { state: '' } : {}) },
});

/** Spec §2 NewAddress and EditAddress: contact details with the delivery address; the email is deep-checked (spec §5). */
export function ContactForm({
  contact,
  onChange,
  onVerified,
}: {
  contact: ContactDetails;
  onChange: (next: ContactDetails) => void;
  onVerified: (address: VerifiedAddress) => void;
}) {
  const { checkout, site, views } = useCheckoutServices();
  const id = useId();
  const emailError = useProjection(views.checkoutPage, selectEmailError);
  const { busy, error, setError, run } = useAction();
  const [billing, setBilling] = useState<CheckoutAddress | null>(null);
  const set = (patch: Partial<ContactDetails>) => onChange({ ...contact, ...patch });
  const setAddress = (patch: Partial<CheckoutAddress>) => onChange({ ...contact, address: { ...contact.address, ...patch } });
  const nz = site.country === 'NZ';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The billing address goes first: saving the contact details moves checkout on to delivery.
    const billed = billing ? await run(() => checkout.saveBillingAddress(wireAddress(billing, nz))) : null;
    if (billed && !billed.ok) {
      setError(`Billing address: ${failureMessage(billed.error)}`);
      return;
    }
    const saved = await run(() => checkout.saveContactDetails({ ...contact, address: wireAddress(contact.address, nz) }));
    // The email's own error shows on its field (spec §5); anything else shows above the button.
    if (saved && !saved.ok) {
      const message = failureMessage(saved.error);
      if (message !== views.checkoutPage.getSnapshot().emailError) setError(message);
    }
  };

  const input = (name: string, label: string, value: string, onChange: (v: string) => void, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} value={value} onChange={(e) => onChange(e.target.value)} {...extra} />
    </div>
  );

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label="Contact and delivery address">
      <div className="field">
        <label htmlFor={`${id}-email`}>Email address</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={contact.email}
          onChange={(e) => set({ email: e.target.value })}
          onBlur={() => contact.email.trim() && void checkout.checkEmail(contact.email)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError && (
          <span id={`${id}-email-error`} className="field__error" role="alert">
            {emailError}
          </span>
        )}
      </div>
      <div className="contact-form__pair">
        {input('firstName', 'First name', contact.firstName, (v) => set({ firstName: v }), { autoComplete: 'given-name', required: true })}
        {input('lastName', 'Last name', contact.lastName, (v) => set({ lastName: v }), { autoComplete: 'family-name', required: true })}
      </div>
      {input('phone', 'Phone', contact.phone, (v) => set({ phone: v }), { type: 'tel', autoComplete: 'tel', required: true })}
      <fieldset className="contact-form__address">
        <legend>Delivery address</legend>
        <AddressFinder onVerified={onVerified} />
        <AddressFields id={id} address={contact.address} onChange={setAddress} nz={nz} section="shipping" />
      </fieldset>
      <label className="choice">
        <input
          type="checkbox"
          checked={billing !== null}
          onChange={(e) =>
            setBilling(
              e.target.checked
                ? { ...contact.address, addressLine1: '', additionalAddressInfo: '', city: '', postalCode: '', ...(nz ? {} : { state: '' }) }
                : null,
            )
          }
        />
        <span>My billing address is different</span>
      </label>
      {billing && (
        <fieldset className="contact-form__address">
          <legend>Billing address</legend>
          <AddressFields
            id={`${id}-billing`}
            address={billing}
            onChange={(patch) => setBilling({ ...billing, ...patch })}
            nz={nz}
            section="billing"
          />
        </fieldset>
      )}
      <p className="field__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : 'Continue to delivery'}
      </button>
    </form>
  );
}
