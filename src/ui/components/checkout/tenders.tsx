import { type FormEvent, useId, useState } from 'react';
import { LEGACY_GIFT_CARD } from '../../../domain/payments';
import { useCheckoutServices } from '../../checkout-services';
import { AccountGiftCards } from './account-gift-cards';
import { failureMessage, useAction, useCents, useCheckout } from './use-checkout';

/** Spec §1: discount codes and coupons. A refused code shows its toast (spec §8) and the reason here. */
export function Discounts() {
  const { checkout } = useCheckoutServices();
  const { details } = useCheckout();
  const cents = useCents();
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useAction();
  if (!details) return null;
  const s = details.cartSummary;
  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await run(() => checkout.applyDiscountCode(code));
    if (result?.ok) setCode('');
    else if (result) setError(failureMessage(result.error));
  };
  // One code per order (docs/decisions.md): a code refused because another is held can take its place.
  const typed = code.trim().toUpperCase();
  const other = error && typed !== '' && s.discountCode && typed !== s.discountCode ? typed : null;
  const swap = async (next: string) => {
    const removed = await run(() => checkout.removeDiscountCode());
    if (!removed?.ok) return;
    const result = await run(() => checkout.applyDiscountCode(next));
    if (result?.ok) setCode('');
    else if (result) setError(failureMessage(result.error));
  };
  return (
    <section className="tenders" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Discounts</h3>
      {s.discountCode ? (
        <p>
          Code <strong>{s.discountCode}</strong> applied{' '}
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void run(() => checkout.removeDiscountCode())}>
            Remove code<span className="visually-hidden"> {s.discountCode}</span>
          </button>
          {other && (
            <>
              {' '}
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => void swap(other)}>
                Use {other} instead
              </button>
            </>
          )}
        </p>
      ) : (
        <form onSubmit={apply} noValidate className="tenders__row">
          <div className="field">
            <label htmlFor={`${id}-code`}>Discount code</label>
            <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" aria-describedby={`${id}-error`} />
          </div>
          <button type="submit" className="button button--secondary" disabled={busy}>
            Apply code
          </button>
        </form>
      )}
      {details.coupons.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-coupon`}>Coupon</label>
          <select
            id={`${id}-coupon`}
            value={details.appliedCoupon ?? ''}
            disabled={busy}
            onChange={(e) => void run(() => (e.target.value === '' ? checkout.removeCoupon() : checkout.applyCoupon(Number(e.target.value))))}
          >
            <option value="">No coupon</option>
            {details.coupons.map((amount) => (
              <option key={amount} value={amount}>
                {cents(amount)} off
              </option>
            ))}
          </select>
        </div>
      )}
      <p id={`${id}-error`} className="field__error" role="alert">
        {error}
      </p>
    </section>
  );
}

/** Spec §1, §5 Gift card: number and PIN (none for a legacy card); account credit for signed-in customers. */
export function GiftCardAndCredit() {
  const { checkout } = useCheckoutServices();
  const { details } = useCheckout();
  const cents = useCents();
  const id = useId();
  const [card, setCard] = useState({ cardNumber: '', pinCode: '', legacy: false });
  const [balance, setBalance] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  if (!details) return null;
  const info = { cardNumber: card.cardNumber, ...(card.legacy ? { cardType: LEGACY_GIFT_CARD } : { pinCode: card.pinCode }) };
  // A balance speaks of the card typed when it was checked: it goes when the card changes or anything fails.
  const edit = (next: typeof card) => {
    setCard(next);
    setBalance(null);
  };
  const check = async () => {
    setBalance(null);
    const result = await run(() => checkout.checkBalance(info));
    if (result?.ok) setBalance(`Balance: ${cents(result.value.balance)}`);
    else if (result) setError(failureMessage(result.error));
  };
  const redeem = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBalance(null);
    const result = await run(() => checkout.redeem(info));
    if (result?.ok) setCard({ cardNumber: '', pinCode: '', legacy: false });
    else if (result) setError(failureMessage(result.error));
  };
  return (
    <section className="tenders" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Gift card</h3>
      {details.giftCards.length > 0 && (
        <ul className="tenders__applied">
          {details.giftCards.map((g) => (
            <li key={g.last4}>
              Gift card ending {g.last4}: −{cents(g.amount)}
            </li>
          ))}
        </ul>
      )}
      <AccountGiftCards />
      <form onSubmit={redeem} noValidate>
        <div className="field">
          <label htmlFor={`${id}-number`}>Gift card number</label>
          <input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="off"
            value={card.cardNumber}
            onChange={(e) => edit({ ...card, cardNumber: e.target.value })}
          />
        </div>
        {!card.legacy && (
          <div className="field">
            <label htmlFor={`${id}-pin`}>Gift card PIN</label>
            <input
              id={`${id}-pin`}
              inputMode="numeric"
              autoComplete="off"
              value={card.pinCode}
              onChange={(e) => edit({ ...card, pinCode: e.target.value })}
            />
          </div>
        )}
        <label className="choice">
          <input type="checkbox" checked={card.legacy} onChange={(e) => edit({ ...card, legacy: e.target.checked })} />
          <span>Legacy card (no PIN)</span>
        </label>
        <div className="checkout-actions">
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void check()}>
            Check balance
          </button>
          <button type="submit" className="button button--secondary" disabled={busy}>
            Apply gift card
          </button>
        </div>
        <p role="status" aria-live="polite">
          {balance}
        </p>
      </form>
      {details.credit && (
        <div className="tenders__credit">
          <h3>Account credit</h3>
          <p>
            Available: {cents(details.credit.available)}
            {details.credit.applied > 0 ? `, applied ${cents(details.credit.applied)}` : ''}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy || details.credit.available === 0}
            onClick={() => {
              setBalance(null);
              void run(() => checkout.applyCredit());
            }}
          >
            Use account credit
          </button>
        </div>
      )}
      <p className="field__error" role="alert">
        {error}
      </p>
    </section>
  );
}
