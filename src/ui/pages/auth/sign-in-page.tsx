import { type FormEvent, useEffect, useState } from 'react';
import { type SessionState, signInErrorMessage } from '../../../domain/session';
import { Link, useRouter } from '../../router';
import { useServices } from '../../services';
import { usePageHead } from '../../use-page-head';
import { useProjection } from '../../use-projection';
import './auth-pages.css';
import { useTypedBeforeHydration } from '../../use-typed-before-hydration';

const selectStatus = (state: SessionState) => state.status;

/** Only a path of this shop may be where sign-in leads (the server checks the same). */
export const safeCallback = (raw: string | null): string => (raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/account');

/**
 * Spec §2 Authentication routes: {auth base}/signin, in the shop's own look. The email first (the deep
 * check and whether an account has it), then the password; errors from the session service's codes.
 */
export function SignInPage() {
  const { account, views } = useServices();
  const { search, navigate } = useRouter();
  const callbackUrl = safeCallback(search.get('callbackUrl'));
  const status = useProjection(views.session, selectStatus);
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'email' | 'password' | 'unknown'>('email');
  const [error, setError] = useState<string | null>(() => {
    const code = search.get('error');
    return code && code !== 'SessionRequired' ? signInErrorMessage(code) : null;
  });
  const [busy, setBusy] = useState(false);
  useTypedBeforeHydration('signin-email', email, setEmail);
  usePageHead('Sign in', 'Sign in to see your orders, addresses, saved cards and loyalty points.', 'other');

  useEffect(() => {
    if (status === 'authenticated' && !busy) navigate(callbackUrl, { replace: true });
  }, [status, busy, callbackUrl, navigate]);

  const checkEmail = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await account.checkEmail(email.trim());
    setBusy(false);
    if (!answer.ok) setError(answer.message);
    else setStep(answer.exists === false ? 'unknown' : 'password');
  };

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await account.signIn(email.trim(), password, callbackUrl);
    if (outcome.ok) {
      navigate(outcome.url, { replace: true });
      return;
    }
    setBusy(false);
    setPassword('');
    setError(outcome.message);
  };

  const signUpHref = `/sign-up?email=${encodeURIComponent(email.trim())}&callbackUrl=${encodeURIComponent(callbackUrl)}`;
  return (
    <div className="auth-page">
      <h1>Sign in</h1>
      {search.get('error') === 'SessionRequired' && <p className="auth-page__notice">Please sign in to continue.</p>}
      {error && (
        <p className="auth-page__error" role="alert">
          {error}
        </p>
      )}
      {step === 'email' && (
        <form onSubmit={checkEmail} noValidate>
          <div className="field">
            <label htmlFor="signin-email">Email address</label>
            <input
              id="signin-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy || email.trim() === ''}>
            {busy ? 'Checking…' : 'Continue'}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={signIn}>
          <p className="auth-page__email">
            <span>
              Signing in as <strong>{email.trim()}</strong>
            </span>
            <button type="button" className="button--link" onClick={() => setStep('email')}>
              Change
            </button>
          </p>
          <div className="field">
            <label htmlFor="signin-password">Password</label>
            <input
              id="signin-password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
            />
          </div>
          <button type="submit" className="button" disabled={busy || password === ''}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <p>
            <Link href={`/forgot-password?email=${encodeURIComponent(email.trim())}`}>Forgot your password?</Link>
          </p>
        </form>
      )}
      {step === 'unknown' && (
        <div>
          <p>
            There is no account with <strong>{email.trim()}</strong> yet.
          </p>
          <Link href={signUpHref} className="button">
            Create an account
          </Link>
          <p>
            <button type="button" className="button--link" onClick={() => setStep('email')}>
              Use another email
            </button>
          </p>
        </div>
      )}
      {step !== 'unknown' && (
        <p className="auth-page__links">
          <span>New here?</span> <Link href={signUpHref}>Create an account</Link>
        </p>
      )}
    </div>
  );
}
