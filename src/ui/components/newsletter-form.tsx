import { type FormEvent, useId, useState } from 'react';
import { NEWSLETTER_MESSAGES } from '../../application/use-cases/newsletter';
import { useServices } from '../services';
import './newsletter-form.css';
import { EmailField } from './email-field';

type Status = { readonly type: 'idle' } | { readonly type: 'sending' } | { readonly type: 'done' } | { readonly type: 'error'; readonly message: string; readonly field: boolean };

/**
 * Spec §1 "Subscribe to a newsletter": an email field behind the invisible bot check. The use case gets
 * the token, subscribes and records the fact for analytics; the form only says how it went.
 */
export function NewsletterForm() {
  const { newsletter } = useServices();
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ type: 'idle' });
  const emailError = status.type === 'error' && status.field ? status.message : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.type === 'sending') return;
    setStatus({ type: 'sending' });
    const result = await newsletter.subscribe(email);
    if (result.ok) {
      setStatus({ type: 'done' });
      setEmail('');
    } else {
      setStatus({ type: 'error', message: result.error.message, field: result.error.type === 'newsletter/invalidEmail' });
    }
  };

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate>
      <EmailField id={id} value={email} onChange={setEmail} error={emailError} sending={status.type === 'sending'} submitLabel="Subscribe" sendingLabel="Subscribing…" className="newsletter-form" />
      <p id={`${id}-status`} className="newsletter-form__status" role="status" aria-live="polite">
        {status.type === 'done' && NEWSLETTER_MESSAGES.subscribed}
        {status.type === 'error' && !status.field && <span className="field__error">{status.message}</span>}
      </p>
    </form>
  );
}
