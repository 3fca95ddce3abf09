import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PaymentMethod, PaymentMethods } from '../../../application/ports/bff';
import { PAYMENT_METHODS_PATH, type WalletFailure } from '../../../application/use-cases/account-wallet';
import type { Result } from '../../../domain/shared';
import { useRouter } from '../../router';
import { brandName, useWallet } from './use-wallet';
import './wallet-sections.css';

const describe = (method: PaymentMethod) => `${brandName(method.brand)} ending ${method.last4}`;

/**
 * My Account → Payment methods (spec §7 Account): the cards saved with the AU pay form provider, set the
 * default, delete after a confirmation, add one through the provider's card page (nothing is charged).
 * NZ has no pay form provider: the section says so. Refusals show next to the control, never as a crash.
 */
export function PaymentMethodsSection() {
  const wallet = useWallet();
  const { search, navigate } = useRouter();
  const headingId = useId();
  const [state, setState] = useState<PaymentMethods | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const payId = search.get('payId');
  const finished = useRef<string | null>(null);

  /** Runs a call and keeps the list it answers; a change (done given) replaces the messages, a plain load keeps them. */
  const apply = useCallback(async (action: () => Promise<Result<PaymentMethods, WalletFailure>>, done?: string) => {
    setBusy(true);
    if (done !== undefined) {
      setError(null);
      setNotice(null);
    }
    const result = await action();
    setBusy(false);
    if (result.ok) {
      setState(result.value);
      if (done) setNotice(done);
    } else setError(result.error.message);
    return result.ok;
  }, []);

  useEffect(() => {
    if (!wallet) return;
    if (payId && finished.current !== payId) {
      // Back from the provider's card page: keep the card it took, then drop payId from the address.
      finished.current = payId;
      void apply(() => wallet.finishAddingCard(payId), 'Your card was saved.').then(() => navigate(PAYMENT_METHODS_PATH, { replace: true }));
      return;
    }
    if (!payId) void apply(() => wallet.paymentMethods());
  }, [wallet, payId, apply, navigate]);

  const methods = state?.paymentMethods ?? [];
  return (
    <section aria-labelledby={headingId} className="wallet-section">
      <h2 id={headingId}>Payment methods</h2>
      <p role="status" className={notice ? 'wallet-notice' : undefined}>
        {notice}
      </p>
      {!state && !error && <p className="page-loading">Loading your cards…</p>}
      {state && methods.length === 0 && (
        <p className="wallet-empty">
          {state.canAdd
            ? 'You have no saved cards. Add one here, or tick "Save this card" when you pay by card at checkout.'
            : 'Saving cards is not available on this site: you enter your card at checkout each time, and nothing is kept.'}
        </p>
      )}
      {methods.length > 0 && (
        <ul className="wallet-list" aria-label="Saved cards">
          {methods.map((method) => (
            <li key={method.refId} className="wallet-item">
              <div className="wallet-item__head">
                <span className="wallet-item__name">{method.nickname ? `${method.nickname} (${describe(method)})` : describe(method)}</span>
                <span className="wallet-item__meta">Expires {method.expiry}</span>
                {method.isDefault && <span className="wallet-badge">Default</span>}
              </div>
              {confirming === method.refId ? (
                <div className="wallet-confirm" role="group" aria-label={`Delete ${describe(method)}`}>
                  <p>Delete {describe(method)}? It can no longer be used for quick pay.</p>
                  <div className="wallet-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy}
                      onClick={() => void apply(() => wallet!.remove(method), `${describe(method)} was deleted.`).then(() => setConfirming(null))}
                    >
                      Yes, delete
                    </button>
                    <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(null)}>
                      Keep this card
                    </button>
                  </div>
                </div>
              ) : (
                <div className="wallet-actions">
                  {!method.isDefault && (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy || !wallet}
                      onClick={() => void apply(() => wallet!.setDefault(method), `${describe(method)} is now your default card.`)}
                    >
                      Make default<span className="visually-hidden"> {describe(method)}</span>
                    </button>
                  )}
                  <button type="button" className="button button--secondary" disabled={busy || !wallet} onClick={() => setConfirming(method.refId)}>
                    Delete<span className="visually-hidden"> {describe(method)}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {state?.canAdd && (
        <button
          type="button"
          className="button"
          disabled={busy || !wallet}
          onClick={() =>
            wallet &&
            state.canAdd &&
            void apply(async () => {
              const opened = await wallet.startAddingCard(state.canAdd!);
              return opened.ok ? { ok: true, value: state } : opened;
            }, '')
          }
        >
          Add a card
        </button>
      )}
      <p className="field__error" role="alert">
        {error}
      </p>
    </section>
  );
}
