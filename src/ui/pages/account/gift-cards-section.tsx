import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { AccountGiftCards } from '../../../application/ports/bff';
import type { WalletFailure } from '../../../application/use-cases/account-wallet';
import { formatMoney } from '../../../domain/money';
import { LEGACY_GIFT_CARD } from '../../../domain/payments';
import type { Result } from '../../../domain/shared';
import { useServices } from '../../services';
import { useWallet } from './use-wallet';
import './wallet-sections.css';

const EMPTY_FORM = { cardNumber: '', pinCode: '', legacy: false };

/**
 * My Account → Gift cards (spec §7 Account, §3 Gift card info, §5: a PIN unless the card is legacy): the
 * cards kept on the account with their balances, add one, remove one (the card keeps its balance). The
 * checkout's gift-card step offers them without the PIN again. Refusals show under the form.
 */
export function GiftCardsSection() {
  const wallet = useWallet();
  const { site } = useServices();
  const id = useId();
  const [state, setState] = useState<AccountGiftCards | null>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  const [error, setError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = useCallback(
    async (action: () => Promise<Result<AccountGiftCards, WalletFailure>>, show: (message: string) => void, done?: string) => {
      setBusy(true);
      setError(null);
      setListError(null);
      setNotice(null);
      const result = await action();
      setBusy(false);
      if (result.ok) {
        setState(result.value);
        if (done) setNotice(done);
      } else show(result.error.message);
      return result.ok;
    },
    [],
  );

  useEffect(() => {
    if (wallet) void apply(() => wallet.giftCards(), setListError);
  }, [wallet, apply]);

  const money = (cents: number, currency: 'AUD' | 'NZD') => formatMoney({ centAmount: cents, currencyCode: currency }, site.locale);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!wallet) return;
    const info = { cardNumber: form.cardNumber, ...(form.legacy ? { cardType: LEGACY_GIFT_CARD } : { pinCode: form.pinCode }) };
    const added = await apply(() => wallet.addGiftCard(info), setError, 'The gift card was added to your account.');
    if (added) setForm(EMPTY_FORM);
  };
  const cards = state?.giftCards ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="wallet-section">
      <h2 id={`${id}-heading`}>Gift cards</h2>
      <p role="status" className={notice ? 'wallet-notice' : undefined}>
        {notice}
      </p>
      {!state && !listError && <p className="page-loading">Loading your gift cards…</p>}
      {state && cards.length === 0 && (
        <p className="wallet-empty">
          No gift cards on your account yet. Add one below to see its balance and use it at checkout without typing it again.
        </p>
      )}
      {cards.length > 0 && (
        <ul className="wallet-list" aria-label="Gift cards on your account">
          {cards.map((card) => (
            <li key={card.id} className="wallet-item">
              <div className="wallet-item__head">
                <span className="wallet-item__name">Gift card ending {card.last4}</span>
                <span>
                  Balance: <strong>{money(card.balance, card.currency)}</strong>
                </span>
                {card.cardType === 'legacy' && <span className="wallet-item__meta">Older card, no PIN</span>}
              </div>
              <div className="wallet-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() =>
                    void apply(() => wallet!.removeGiftCard(card.id), setListError, `Gift card ending ${card.last4} was removed from your account.`)
                  }
                >
                  Remove<span className="visually-hidden"> gift card ending {card.last4}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="field__error" role="alert">
        {listError}
      </p>
      <form onSubmit={add} noValidate className="wallet-form" aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>Add a gift card</h3>
        <div className="field">
          <label htmlFor={`${id}-number`}>Gift card number</label>
          <input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            value={form.cardNumber}
            aria-describedby={`${id}-error`}
            onChange={(e) => setForm({ ...form, cardNumber: e.target.value })}
          />
        </div>
        {!form.legacy && (
          <div className="field">
            <label htmlFor={`${id}-pin`}>PIN</label>
            <input
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="off"
              value={form.pinCode}
              aria-describedby={`${id}-error`}
              onChange={(e) => setForm({ ...form, pinCode: e.target.value })}
            />
          </div>
        )}
        <label className="choice">
          <input type="checkbox" checked={form.legacy} onChange={(e) => setForm({ ...form, legacy: e.target.checked })} />
          <span>This card has no PIN (older card)</span>
        </label>
        <button type="submit" className="button" disabled={busy || !wallet}>
          Add gift card
        </button>
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      </form>
    </section>
  );
}
