import { useId } from 'react';
import { BACK_IN_STOCK_MESSAGES } from '../../../application/use-cases/back-in-stock';
import { useServices } from '../../services';
import './notify-me.css';
import { EmailField } from '../email-field';
import { useEmailSignUp } from '../use-email-sign-up';

/**
 * Spec §1 "Ask to be notified when an item is back in stock", for a product out of stock online: an
 * email field behind the invisible bot check. The use case gets the token and subscribes; the form
 * says how it went in a live region.
 */
export function NotifyMe({ productCode, title }: { productCode: string; title: string }) {
  const { backInStock } = useServices();
  const id = useId();
  const { email, setEmail, status, emailError, submit } = useEmailSignUp(
    (email) => backInStock.notify(productCode, email),
    'backInStock/invalidEmail',
  );

  return (
    <section className="notify-me" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="notify-me__heading">
        Notify me when back in stock
      </h2>
      <p className="notify-me__hint">We will send one email when {title} is back in stock online.</p>
      <form onSubmit={submit} noValidate>
        <EmailField
          id={id}
          value={email}
          onChange={setEmail}
          error={emailError}
          sending={status.type === 'sending'}
          submitLabel="Notify me"
          sendingLabel="Sending…"
          className="notify-me"
        />
        <p className="notify-me__status" role="status" aria-live="polite">
          {status.type === 'done' && BACK_IN_STOCK_MESSAGES.subscribed}
          {status.type === 'error' && !status.field && <span className="field__error">{status.message}</span>}
        </p>
      </form>
    </section>
  );
}
