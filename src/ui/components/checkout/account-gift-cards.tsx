import { useEffect, useState } from 'react';
import type { AccountGiftCard } from '../../../application/ports/bff';
import { useCheckoutServices } from '../../checkout-services';
import { useProjection } from '../../use-projection';
import { failureMessage, useAction, useCents } from './use-checkout';

const selectStatus = (state: { readonly status: string }) => state.status;

/**
 * The gift cards kept on the signed-in customer's account, offered at checkout's gift-card step: one button
 * each, no number or PIN to type again. Nothing shows for a guest or a customer without cards.
 */
export function AccountGiftCards() {
  const { checkout, views } = useCheckoutServices();
  const status = useProjection(views.session, selectStatus);
  const cents = useCents();
  const [cards, setCards] = useState<readonly AccountGiftCard[]>([]);
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    if (status !== 'authenticated') return;
    let live = true;
    void checkout.accountGiftCards().then((found) => live && setCards(found));
    return () => {
      live = false;
    };
  }, [checkout, status]);

  if (cards.length === 0) return null;
  const use = async (card: AccountGiftCard) => {
    const result = await run(() => checkout.redeemAccountCard(card.id));
    if (result && !result.ok) setError(failureMessage(result.error));
    setCards(await checkout.accountGiftCards());
  };
  return (
    <div className="tenders__account-cards">
      <p>Gift cards on your account</p>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <button type="button" className="button button--secondary" disabled={busy || card.balance === 0} onClick={() => void use(card)}>
              Use gift card ending {card.last4} ({cents(card.balance)})
            </button>
          </li>
        ))}
      </ul>
      <p className="field__error" role="alert">
        {error}
      </p>
    </div>
  );
}
