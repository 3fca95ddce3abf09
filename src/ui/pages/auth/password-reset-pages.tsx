import { type FormEvent, useState } from 'react';
import { passwordAcceptable } from '../../../domain/session';
import { Link, useRouter } from '../../router';
import { useServices } from '../../services';
import { usePageHead } from '../../use-page-head';
import { PasswordRules } from './password-rules';
import './auth-pages.css';
import { useTypedBeforeHydration } from '../../use-typed-before-hydration';

/** Spec §7 POST /bff/account/forgot-password: the same answer whether or not an account has the email. */
export function ForgotPasswordPage() {
  const { account } = useServices();
  const { search } = useRouter();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  useTypedBeforeHydration('forgot-email', email, setEmail);
  usePageHead('Forgot your password', 'Get a link to choose a new password for your account.', 'other');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    const answer = await account.forgotPassword(email.trim());
    setState(answer.ok ? 'sent' : 'failed');
  };

  return (
    <div className="auth-page">
      <h1>Forgot your password?</h1>
      {state === 'sent' ? (
        <p className="auth-page__success" role="status">
          If an account exists for {email.trim()}, we have sent it a link to choose a new password. The link works once, for one hour.
        </p>
      ) : (
        <form onSubmit={submit}>
          <p>Enter the email of your account and we will send you a link to choose a new password.</p>
          {state === 'failed' && (
            <p className="auth-page__error" role="alert">
              We could not send the link right now. Please try again.
            </p>
          )}
          <div className="field">
            <label htmlFor="forgot-email">Email address</label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={state === 'sending' || email.trim() === ''}>
            {state === 'sending' ? 'Sending…' : 'Send the link'}
          </button>
        </form>
      )}
      <p className="auth-page__links">
        <Link href="/api/auth/signin">Back to sign in</Link>
      </p>
    </div>
  );
}

/** Spec §7 POST /bff/customers/reset-password: the link's token and a new password, once. */
export function ResetPasswordPage() {
  const { account } = useServices();
  const { search } = useRouter();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  useTypedBeforeHydration('reset-password', password, setPassword);
  useTypedBeforeHydration('reset-password-again', again, setAgain);
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(token ? null : 'This reset link is incomplete. Ask for a new one.');
  usePageHead('Choose a new password', 'Choose a new password for your account.', 'other');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passwordAcceptable(password)) return setError('Choose a password that meets every rule below.');
    if (password !== again) return setError('The two passwords are not the same.');
    setState('sending');
    setError(null);
    const answer = await account.resetPassword(token, password);
    if (answer.ok) setState('done');
    else {
      setState('idle');
      setError(answer.error.message.replace(/^body\.token: /, ''));
    }
  };

  return (
    <div className="auth-page">
      <h1>Choose a new password</h1>
      {state === 'done' ? (
        <>
          <p className="auth-page__success" role="status">
            Your password is changed, and every device that was signed in is signed out.
          </p>
          <Link href="/api/auth/signin" className="button">
            Sign in
          </Link>
        </>
      ) : (
        <form onSubmit={submit}>
          {error && (
            <p className="auth-page__error" role="alert">
              {error} <Link href="/forgot-password">Ask for a new link</Link>
            </p>
          )}
          <div className="field">
            <label htmlFor="reset-password">New password</label>
            <input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              required
              maxLength={200}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="reset-password-rules"
            />
          </div>
          <PasswordRules password={password} id="reset-password-rules" />
          <div className="field">
            <label htmlFor="reset-password-again">New password again</label>
            <input
              id="reset-password-again"
              type="password"
              autoComplete="new-password"
              required
              maxLength={200}
              value={again}
              onChange={(e) => setAgain(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={state === 'sending' || !token}>
            {state === 'sending' ? 'Saving…' : 'Save the new password'}
          </button>
        </form>
      )}
    </div>
  );
}
