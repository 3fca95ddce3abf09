import { useState } from 'react';
import { useServices } from '../services';
import './use-my-location.css';

/**
 * "Use my location" (spec §1, §3 Geolocation): the browser's position gives the site's nearest delivery postcode,
 * set as the manual path sets it (token, "You've selected {postcode} as your postcode", soft reload). A refused or
 * failed geolocation leaves its message here, beside the manual way in.
 */
export function UseMyLocation({ onChosen }: { onChosen?: () => void }) {
  const { deliveryPostcode } = useServices();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const locate = async () => {
    setBusy(true);
    setMessage(null);
    const outcome = await deliveryPostcode.useMyLocation();
    setBusy(false);
    if (outcome.type === 'failed') setMessage(outcome.message);
    else if (outcome.type === 'chosen') onChosen?.();
    // notSaved: the postcode-error toast says it.
  };
  return (
    <div className="use-my-location">
      <button type="button" className="button button--secondary use-my-location__button" onClick={() => void locate()} disabled={busy}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {busy ? 'Finding your location…' : 'Use my location'}
      </button>
      <p className="use-my-location__message" role="status">
        {message}
      </p>
    </div>
  );
}
