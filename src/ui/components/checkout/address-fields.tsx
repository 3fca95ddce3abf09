import type { CheckoutAddress } from '../../../application/ports/bff';
import { regionFieldName } from '../../../domain/site';
import { AuStateField } from '../au-state-field';

/** Spec §3 Country data: street, suburb (City in NZ), the AU State and a 4-digit postcode. */
export function AddressFields({
  id,
  address,
  onChange,
  nz,
  section,
}: {
  id: string;
  address: CheckoutAddress;
  onChange: (patch: Partial<CheckoutAddress>) => void;
  nz: boolean;
  section: 'shipping' | 'billing';
}) {
  const input = (name: keyof CheckoutAddress, label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={(address[name] as string | undefined) ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
        {...extra}
      />
    </div>
  );
  return (
    <>
      {input('addressLine1', 'Street address', { autoComplete: `${section} address-line1`, required: true })}
      {input('additionalAddressInfo', 'Apartment, unit, etc. (optional)', { autoComplete: `${section} address-line2` })}
      {input('city', nz ? regionFieldName('NZ') : 'Suburb', { autoComplete: `${section} address-level2`, required: true })}
      <div className="contact-form__pair">
        {!nz && <AuStateField id={id} value={address.state ?? ''} onChange={(state) => onChange({ state })} described={{}} error={null} />}
        {input('postalCode', 'Postcode', { autoComplete: `${section} postal-code`, inputMode: 'numeric', maxLength: 4, required: true })}
      </div>
    </>
  );
}

/** The address as the wire wants it: no state in NZ, none when left empty. */
export function wireAddress(address: CheckoutAddress, nz: boolean): CheckoutAddress {
  const { state, ...rest } = address;
  return nz || !state ? rest : { ...rest, state };
}
