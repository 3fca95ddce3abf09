import { type FormEvent, useState } from 'react';
import { passwordAcceptable } from '../../../domain/session';
import { Link, useRouter } from '../../router';
import { useServices } from '../../services';
import { usePageHead } from '../../use-page-head';
import { PasswordRules } from './password-rules';
import { safeCallback } from './sign-in-page';
import './auth-pages.css';
import { useTypedBeforeHydration } from '../../use-typed-before-hydration';

/** Creating an account (spec §7 POST /bff/account/customer), signed in at once, the cart kept. */
export function SignUpPage() {
  const { account } = useServices();
  const { search, navigate } = useRouter();
  const callbackUrl = safeCallback(search.get('callbackUrl'));
  const [form, setForm] = useState({ firstName: '', lastName: '', email: search.get('email') ?? '', phone: '', password: '' });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageHead('Create an account', 'Create an account to track orders, keep addresses and cards, and earn loyalty points.', 'other');
  const set = (field: keyof typeof form) => (value: string) => setForm((was) => ({ ...was, [field]: value }));
  useTypedBeforeHydration('signup-firstName', form.firstName, set('firstName'));
  useTypedBeforeHydration('signup-lastName', form.lastName, set('lastName'));
  useTypedBeforeHydration('signup-email', form.email, set('email'));
  useTypedBeforeHydration('signup-phone', form.phone, set('phone'));
  useTypedBeforeHydration('signup-password', form.password, set('password'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!passwordAcceptable(form.password)) {
      setError('Choose a password that meets every rule below.');
      return;
    }
    setBusy(true);
    const email = form.email.trim();
    const check = await account.checkEmail(email);
    if (!check.ok) {
      setEmailError(check.message);
      setBusy(false);
      return;
    }
    setEmailError(null);
    if (check.exists === true) {
      setError('An account with this email already exists. Sign in instead.');
      setBusy(false);
      return;
    }
    const outcome = await account.signUp(
      {
        email,
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
      },
      callbackUrl,
    );
    if (outcome.ok) navigate(outcome.url, { replace: true });
    else {
      setBusy(false);
      setError(outcome.message);
    }
  };

  const field = (id: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`signup-${id}`}>{label}</label>
      <input id={`signup-${id}`} value={form[id]} onChange={(e) => set(id)(e.target.value)} {...props} />
      {id === 'email' && emailError && (
        <span id="signup-email-error" className="field__error">
          {emailError}
        </span>
      )}
    </div>
  );

  return (
    <div className="auth-page">
      <h1>Create an account</h1>
      {error && (
        <p className="auth-page__error" role="alert">
          {error}
        </p>
      )}
      <form onSubmit={submit}>
        {field('firstName', 'First name', { autoComplete: 'given-name', required: true, maxLength: 60 })}
        {field('lastName', 'Last name', { autoComplete: 'family-name', required: true, maxLength: 60 })}
        {field('email', 'Email address', {
          type: 'email',
          autoComplete: 'email',
          required: true,
          maxLength: 254,
          'aria-invalid': emailError ? true : undefined,
          'aria-describedby': emailError ? 'signup-email-error' : undefined,
        })}
        {field('phone', 'Mobile (optional)', { type: 'tel', autoComplete: 'tel', maxLength: 20 })}
        {field('password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          maxLength: 200,
          'aria-describedby': 'signup-password-rules',
        })}
        <PasswordRules password={form.password} id="signup-password-rules" />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
      <p className="auth-page__links">
        <span>Already have an account?</span> <Link href={`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>Sign in</Link>
      </p>
    </div>
  );
}
