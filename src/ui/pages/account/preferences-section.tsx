import { useEffect, useState } from 'react';
import type { EmailSubscription } from '../../../application/ports/bff';
import type { DeliveryState } from '../../../domain/delivery';
import type { StoreState } from '../../../domain/preferred-store';
import { useServices } from '../../services';
import { useProjection } from '../../use-projection';
import { refusal, useAccount, useAccountManage } from './use-account';
import './account-sections.css';

const selectStore = (state: StoreState) => state.storeName ?? state.storeKey ?? null;
const selectPostcode = (state: DeliveryState) => state.deliveryPostcode ?? null;

/** Spec §1 "Manage preferences and email subscriptions": store, postcode, how we may contact you, which emails you get. */
export function PreferencesSection() {
  const { views, drawers } = useServices();
  const { customer } = useAccount();
  const manage = useAccountManage();
  const store = useProjection(views.preferences, selectStore);
  const postcode = useProjection(views.delivery, selectPostcode);
  const [subscriptions, setSubscriptions] = useState<readonly EmailSubscription[] | null>(null);
  const [contact, setContact] = useState<{ contactByEmail: boolean; contactBySms: boolean } | null>(null);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    if (!manage) return;
    let live = true;
    void manage
      .emailSubscriptions()
      .then((answer) => live && (answer.ok ? setSubscriptions(answer.value) : setNote({ kind: 'error', text: refusal(answer.error.message) })));
    return () => {
      live = false;
    };
  }, [manage]);
  const preferences = (customer as { preferences?: { contactByEmail: boolean; contactBySms: boolean } } | null)?.preferences;
  useEffect(() => {
    if (preferences && !contact) setContact(preferences);
  }, [preferences, contact]);

  if (!customer || !manage) return <p className="page-loading">Loading your preferences…</p>;

  const saveContact = async (next: { contactByEmail: boolean; contactBySms: boolean }) => {
    setContact(next);
    const answer = await manage.savePreferences(next);
    setNote(answer.ok ? { kind: 'ok', text: 'Contact preferences saved.' } : { kind: 'error', text: refusal(answer.error.message) });
  };
  const toggle = async (id: string, subscribed: boolean) => {
    const answer = await manage.saveEmailSubscriptions({ [id]: subscribed });
    if (answer.ok) setSubscriptions(answer.value);
    setNote(answer.ok ? { kind: 'ok', text: 'Email subscriptions saved.' } : { kind: 'error', text: refusal(answer.error.message) });
  };

  return (
    <>
      <h2>Preferences and emails</h2>
      {note && (
        <p className={note.kind === 'ok' ? 'account-message' : 'account-error'} role={note.kind === 'ok' ? 'status' : 'alert'}>
          {note.text}
        </p>
      )}
      <section className="account-card" aria-labelledby="prefs-shop">
        <h3 id="prefs-shop">Your store and delivery</h3>
        <p>
          Store: <strong>{store ?? 'not chosen yet'}</strong>{' '}
          <button type="button" className="button--link" onClick={() => drawers.open('preferredStore')}>
            Change store
          </button>
        </p>
        <p>
          Delivery postcode: <strong>{postcode ?? 'not set'}</strong>{' '}
          <button type="button" className="button--link" onClick={() => drawers.open('deliveryPostcode')}>
            Change postcode
          </button>
        </p>
      </section>
      <fieldset className="account-card">
        <legend>How we may contact you about offers</legend>
        <label>
          <input
            type="checkbox"
            checked={contact?.contactByEmail ?? false}
            onChange={(e) => void saveContact({ contactBySms: contact?.contactBySms ?? false, contactByEmail: e.target.checked })}
          />{' '}
          By email
        </label>
        <br />
        <label>
          <input
            type="checkbox"
            checked={contact?.contactBySms ?? false}
            onChange={(e) => void saveContact({ contactByEmail: contact?.contactByEmail ?? false, contactBySms: e.target.checked })}
          />{' '}
          By text message
        </label>
      </fieldset>
      <fieldset className="account-card">
        <legend>Email subscriptions</legend>
        {subscriptions === null ? (
          <p className="page-loading">Loading…</p>
        ) : (
          subscriptions.map((s) => (
            <p key={s.id}>
              <label>
                <input type="checkbox" checked={s.subscribed} onChange={(e) => void toggle(s.id, e.target.checked)} /> {s.name}
              </label>
            </p>
          ))
        )}
      </fieldset>
    </>
  );
}
