import { type FormEvent, useState } from 'react';
import type { AddressInput, SavedAddress } from '../../../application/ports/bff';
import type { AccountManageUseCases } from '../../../application/use-cases/account-manage';
import { AuStateField } from '../../components/au-state-field';
import { useServices } from '../../services';
import { refusal, useAccount, useAccountManage } from './use-account';
import './account-sections.css';

type Editing = { readonly type: 'new' } | { readonly type: 'edit'; readonly address: SavedAddress } | null;

/** Spec §1 "Manage addresses": a default delivery and a default billing address, which checkout offers. */
export function AddressesSection() {
  const { customer } = useAccount();
  const manage = useAccountManage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  if (!customer || !manage) return <p className="page-loading">Loading your addresses…</p>;
  const addresses = customer.customerAddresses as readonly SavedAddress[];

  const act = async (run: () => ReturnType<AccountManageUseCases['deleteAddress']>, done: string) => {
    const answer = await run();
    setNote(answer.ok ? { kind: 'ok', text: done } : { kind: 'error', text: refusal(answer.error.message) });
    setDeleting(null);
  };
  const input = (a: SavedAddress, extra: Partial<AddressInput>): AddressInput => ({
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    addressLine1: a.addressLine1,
    ...(a.additionalAddressInfo ? { additionalAddressInfo: a.additionalAddressInfo } : {}),
    city: a.city,
    postalCode: a.postalCode,
    ...(a.state ? { state: a.state } : {}),
    country: a.country as AddressInput['country'],
    ...(a.phone ? { phone: a.phone } : {}),
    ...extra,
  });

  return (
    <>
      <h2>Addresses</h2>
      {note && (
        <p className={note.kind === 'ok' ? 'account-message' : 'account-error'} role={note.kind === 'ok' ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      {editing ? (
        <AddressForm
          editing={editing}
          onDone={(text) => {
            setEditing(null);
            setNote({ kind: 'ok', text });
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing({ type: 'new' })}>
          Add an address
        </button>
      )}
      {addresses.length === 0 && !editing && <p>You have no saved addresses yet. Addresses you keep here are offered at checkout.</p>}
      <ul className="account-grid" style={{ listStyle: 'none', padding: 0, marginTop: 16 }} aria-label="Your addresses">
        {addresses.map((a) => (
          <li key={a.id} className="account-card">
            <p>
              {a.isDefault && <span className="account-badge account-badge--good">Default delivery</span>}{' '}
              {a.isDefaultBilling && <span className="account-badge account-badge--info">Default billing</span>}
            </p>
            <address className="account-address">
              {a.firstName} {a.lastName}
              <br />
              {a.addressLine1}
              {a.additionalAddressInfo && (
                <>
                  <br />
                  {a.additionalAddressInfo}
                </>
              )}
              <br />
              {[a.city, a.state, a.postalCode].filter(Boolean).join(' ')}
              <br />
              {a.country === 'NZ' ? 'New Zealand' : 'Australia'}
            </address>
            <div className="account-actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setEditing({ type: 'edit', address: a })}
                aria-label={`Edit ${a.addressLine1}`}
              >
                Edit
              </button>
              {!a.isDefault && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void act(() => manage.updateAddress(a.id, input(a, { isDefault: true })), 'Default delivery address changed.')}
                >
                  Set as default delivery
                </button>
              )}
              {!a.isDefaultBilling && (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void act(() => manage.updateAddress(a.id, input(a, { isDefaultBilling: true })), 'Default billing address changed.')}
                >
                  Set as default billing
                </button>
              )}
              {deleting === a.id ? (
                <>
                  <button type="button" className="button" onClick={() => void act(() => manage.deleteAddress(a.id), 'Address deleted.')}>
                    Delete this address
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
                    Keep it
                  </button>
                </>
              ) : (
                <button type="button" className="button button--secondary" onClick={() => setDeleting(a.id)} aria-label={`Delete ${a.addressLine1}`}>
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function AddressForm({
  editing,
  onDone,
  onCancel,
}: {
  readonly editing: NonNullable<Editing>;
  readonly onDone: (text: string) => void;
  readonly onCancel: () => void;
}) {
  const { site } = useServices();
  const manage = useAccountManage();
  const { customer } = useAccount();
  const start = editing.type === 'edit' ? editing.address : null;
  const [form, setForm] = useState({
    firstName: start?.firstName ?? customer?.firstName ?? '',
    lastName: start?.lastName ?? customer?.lastName ?? '',
    addressLine1: start?.addressLine1 ?? '',
    additionalAddressInfo: start?.additionalAddressInfo ?? '',
    city: start?.city ?? '',
    postalCode: start?.postalCode ?? '',
    state: start?.state ?? '',
    phone: start?.phone ?? '',
    isDefault: start?.isDefault ?? false,
    isDefaultBilling: start?.isDefaultBilling ?? false,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!manage) return null;
  const nz = site.country === 'NZ';
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((was) => ({ ...was, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const address: AddressInput = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      addressLine1: form.addressLine1.trim(),
      ...(form.additionalAddressInfo.trim() ? { additionalAddressInfo: form.additionalAddressInfo.trim() } : {}),
      city: form.city.trim(),
      postalCode: form.postalCode.trim(),
      ...(nz ? {} : { state: form.state }),
      country: site.country,
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
      ...(form.isDefault ? { isDefault: true } : {}),
      ...(form.isDefaultBilling ? { isDefaultBilling: true } : {}),
    };
    const answer = start ? await manage.updateAddress(start.id, address) : await manage.addAddress(address);
    setBusy(false);
    if (answer.ok) onDone(start ? 'Address saved.' : 'Address added.');
    else setError(refusal(answer.error.message));
  };

  const text = (id: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`address-${id}`}>{label}</label>
      <input id={`address-${id}`} value={form[id] as string} onChange={set(id)} {...props} />
    </div>
  );

  return (
    <form className="account-card account-form" onSubmit={submit} aria-labelledby="address-form-heading">
      <h3 id="address-form-heading">{start ? 'Edit address' : 'New address'}</h3>
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__row">
        {text('firstName', 'First name', { autoComplete: 'given-name', required: true, maxLength: 60 })}
        {text('lastName', 'Last name', { autoComplete: 'family-name', required: true, maxLength: 60 })}
      </div>
      {text('addressLine1', 'Street address', { autoComplete: 'address-line1', required: true, maxLength: 120 })}
      {text('additionalAddressInfo', 'Apartment, unit or building (optional)', { autoComplete: 'address-line2', maxLength: 120 })}
      <div className="account-form__row">
        {text('city', nz ? 'Town or city' : 'Suburb', { autoComplete: 'address-level2', required: true, maxLength: 80 })}
        {text('postalCode', 'Postcode', { autoComplete: 'postal-code', required: true, inputMode: 'numeric', pattern: '\\d{4}', maxLength: 4 })}
      </div>
      {!nz && (
        <AuStateField
          id="address"
          value={form.state}
          onChange={(state) => setForm((was) => ({ ...was, state }))}
          described={{ required: true }}
          error={null}
        />
      )}
      {text('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
      <label>
        <input type="checkbox" checked={form.isDefault} onChange={(e) => setForm((was) => ({ ...was, isDefault: e.target.checked }))} /> Default
        delivery address
      </label>
      <label>
        <input type="checkbox" checked={form.isDefaultBilling} onChange={(e) => setForm((was) => ({ ...was, isDefaultBilling: e.target.checked }))} />{' '}
        Default billing address
      </label>
      <div className="account-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
