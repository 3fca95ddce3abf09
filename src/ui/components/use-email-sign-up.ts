import { type FormEvent, useState } from 'react';
import type { Result } from '../../domain/shared';

type Status =
  | { readonly type: 'idle' }
  | { readonly type: 'sending' }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string; readonly field: boolean };

/**
 * The state of an email sign-up form (newsletter, back in stock): one request at a time, the field
 * cleared on success, and the error shown on the field when the use case says the email is at fault.
 */
export function useEmailSignUp<E extends { readonly type: string; readonly message: string }>(
  send: (email: string) => Promise<Result<unknown, E>>,
  invalidEmail: E['type'],
) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ type: 'idle' });
  const emailError = status.type === 'error' && status.field ? status.message : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.type === 'sending') return;
    setStatus({ type: 'sending' });
    const result = await send(email);
    if (result.ok) {
      setStatus({ type: 'done' });
      setEmail('');
    } else {
      setStatus({ type: 'error', message: result.error.message, field: result.error.type === invalidEmail });
    }
  };

  return { email, setEmail, status, emailError, submit };
}
