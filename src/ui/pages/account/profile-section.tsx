import { type FormEvent, useState } from 'react';
import { passwordAcceptable } from '../../../domain/session';
import { useRouter } from '../../router';
import { PasswordRules } from '../auth/password-rules';
import { refusal, useAccount, useAccountManage } from './use-account';
import './account-sections.css';

type Note = { readonly kind: 'ok' | 'error'; readonly text: string } | null;

function Notice({ note }: { readonly note: Note }) {
  if (!note) return null;
  return (
    <p className={note.kind === 'ok' ? 'account-message' : 'account-error'} role={note.kind === 'ok' ? 'status' : 'alert'}>
      {note.text}
    </p>
  );
}

/** Spec §1: edit the profile and change the password; deactivate the account. */
export function ProfileSection() {
  const { customer } = useAccount();
  const manage = useAccountManage();
  if (!customer || !manage) return <p className="page-loading">Loading your details…</p>;
  return (
    <>
      <h2>Profile and password</h2>
      <ProfileForm key={`${customer.email}|${customer.firstName}|${customer.lastName}|${customer.phoneNumber ?? ''}`} />
      <PasswordForm />
      <Deactivate />
    </>
  );
}

function ProfileForm() {
  const { customer } = useAccount();
  const manage = useAccountManage();
  const [form, setForm] = useState({
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    phoneNumber: customer?.phoneNumber ?? '',
    email: customer?.email ?? '',
    currentPassword: '',
  });
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  if (!customer || !manage) return null;
  const emailChanges = form.email.trim().toLowerCase() !== customer.email;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((was) => ({ ...was, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await manage.updateProfile({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      phoneNumber: form.phoneNumber.trim(),
      email: form.email.trim(),
      ...(emailChanges ? { currentPassword: form.currentPassword } : {}),
    });
    setBusy(false);
    setNote(answer.ok ? { kind: 'ok', text: 'Your details are saved.' } : { kind: 'error', text: refusal(answer.error.message) });
  };

  return (
    <form className="account-card account-form" onSubmit={submit} aria-labelledby="profile-heading">
      <h3 id="profile-heading">Your details</h3>
      <Notice note={note} />
      <div className="account-form__row">
        <div className="field">
          <label htmlFor="profile-first">First name</label>
          <input id="profile-first" autoComplete="given-name" required maxLength={60} value={form.firstName} onChange={set('firstName')} />
        </div>
        <div className="field">
          <label htmlFor="profile-last">Last name</label>
          <input id="profile-last" autoComplete="family-name" required maxLength={60} value={form.lastName} onChange={set('lastName')} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="profile-phone">Mobile</label>
        <input id="profile-phone" type="tel" autoComplete="tel" maxLength={20} value={form.phoneNumber} onChange={set('phoneNumber')} />
      </div>
      <div className="field">
        <label htmlFor="profile-email">Email address</label>
        <input id="profile-email" type="email" autoComplete="email" required maxLength={254} value={form.email} onChange={set('email')} />
      </div>
      {emailChanges && (
        <div className="field">
          <label htmlFor="profile-current">Current password (needed to change your email)</label>
          <input
            id="profile-current"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={form.currentPassword}
            onChange={set('currentPassword')}
          />
        </div>
      )}
      <div className="account-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save details'}
        </button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const manage = useAccountManage();
  const [form, setForm] = useState({ old: '', next: '', again: '' });
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  if (!manage) return null;
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((was) => ({ ...was, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passwordAcceptable(form.next)) return setNote({ kind: 'error', text: 'Choose a new password that meets every rule.' });
    if (form.next !== form.again) return setNote({ kind: 'error', text: 'The two new passwords are not the same.' });
    setBusy(true);
    const answer = await manage.changePassword(form.old, form.next);
    setBusy(false);
    if (answer.ok) {
      setForm({ old: '', next: '', again: '' });
      setNote({ kind: 'ok', text: 'Your password is changed. Every other device was signed out.' });
    } else setNote({ kind: 'error', text: refusal(answer.error.message) });
  };

  return (
    <form className="account-card account-form" onSubmit={submit} aria-labelledby="password-heading">
      <h3 id="password-heading">Change your password</h3>
      <Notice note={note} />
      <div className="field">
        <label htmlFor="password-old">Current password</label>
        <input id="password-old" type="password" autoComplete="current-password" required maxLength={200} value={form.old} onChange={set('old')} />
      </div>
      <div className="field">
        <label htmlFor="password-new">New password</label>
        <input
          id="password-new"
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
          value={form.next}
          onChange={set('next')}
          aria-describedby="password-new-rules"
        />
      </div>
      <PasswordRules password={form.next} id="password-new-rules" />
      <div className="field">
        <label htmlFor="password-again">New password again</label>
        <input id="password-again" type="password" autoComplete="new-password" required maxLength={200} value={form.again} onChange={set('again')} />
      </div>
      <div className="account-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}

function Deactivate() {
  const manage = useAccountManage();
  const { navigate } = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!manage) return null;
  const deactivate = async () => {
    const answer = await manage.deactivate();
    // Signed out already; the sign-in page says the account is disabled, as sign-in now would.
    if (answer.ok) navigate('/api/auth/signin?error=AccountDisabled&callbackUrl=%2F', { replace: true });
    else setError(refusal(answer.error.message));
  };
  return (
    <section className="account-card account-danger" aria-labelledby="deactivate-heading">
      <h3 id="deactivate-heading">Deactivate your account</h3>
      <p>You will be signed out everywhere and will not be able to sign in again. Your past orders stay on record.</p>
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div className="account-actions">
          <button type="button" className="button" onClick={() => void deactivate()}>
            Yes, deactivate my account
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            Keep my account
          </button>
        </div>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          Deactivate account
        </button>
      )}
    </section>
  );
}
