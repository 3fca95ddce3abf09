import { useEffect, useId, useState } from 'react';
import type { AddressSuggestion, VerifiedAddress } from '../../../application/ports/bff';
import { countOf } from '../../format';
import { useCheckoutServices } from '../../checkout-services';

/** Spec §7 Address finder: suggestions as the shopper types; choosing one verifies it (cached per query). */
export function AddressFinder({ onVerified }: { onVerified: (address: VerifiedAddress) => void }) {
  const { checkout } = useCheckoutServices();
  const id = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let live = true;
    const handle = window.setTimeout(() => {
      void checkout.suggestAddresses(text).then((found) => {
        if (!live) return;
        setSuggestions(found);
        setMessage(text.trim().length >= 3 ? `${countOf(found.length, 'address', 'addresses')} found` : '');
      });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(handle);
    };
  }, [checkout, text]);

  const choose = async (suggestion: AddressSuggestion) => {
    const verified = await checkout.verifyAddress(suggestion.label);
    if (verified.ok) {
      setSuggestions([]);
      setText('');
      onVerified(verified.value);
    } else
      setMessage(
        `We could not verify that address: ${verified.error.type === 'checkout/requestFailed' ? verified.error.message : 'please enter it below'}`,
      );
  };

  return (
    <div className="address-finder">
      <div className="field">
        <label htmlFor={`${id}-find`}>Find your address</label>
        <input
          id={`${id}-find`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          aria-describedby={`${id}-status`}
          placeholder="Start typing a street address"
        />
      </div>
      <p id={`${id}-status`} className="address-finder__status" role="status" aria-live="polite">
        {message}
      </p>
      {suggestions.length > 0 && (
        <ul className="address-finder__list" aria-label="Address suggestions">
          {suggestions.map((s) => (
            <li key={s.id}>
              <button type="button" className="address-finder__option" onClick={() => void choose(s)}>
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
