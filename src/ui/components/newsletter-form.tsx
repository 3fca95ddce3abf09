import { useId } from 'react';
import { NEWSLETTER_MESSAGES } from '../../domain/newsletter';
import { useServices } from '../services';
import './newsletter-form.css';
import { EmailField } from './email-field';
import { useEmailSignUp } from './use-email-sign-up';

/**
 * Spec §1 "Subscribe to a newsletter": an email field behind the invisible bot check. The use case gets
 * the token, subscribes and records the fact for analytics; the form only says how it went.
 */
export function NewsletterForm() {
  const { newsletter } = useServices();
  const id = useId();
  const { email, setEmail, status, emailError, submit } = useEmailSignUp((email) => newsletter.subscribe(email), 'newsletter/invalidEmail');

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate>
      <EmailField
        id={id}
        value={email}
        onChange={setEmail}
        error={emailError}
        sending={status.type === 'sending'}
        submitLabel="Subscribe"
        sendingLabel="Subscribing…"
        className="newsletter-form"
      />
      <p id={`${id}-status`} className="newsletter-form__status" role="status" aria-live="polite">
        {status.type === 'done' && NEWSLETTER_MESSAGES.subscribed}
        {status.type === 'error' && !status.field && <span className="field__error">{status.message}</span>}
      </p>
    </form>
  );
}
