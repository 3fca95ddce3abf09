import { createHash } from 'node:crypto';

/** Spec §2 Authentication routes: the two pages the session service serves itself, /signin and /error. */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ERROR_TEXT: Record<string, string> = {
  CredentialsSignin: 'The email or password is not right. Check them and try again.',
  TooManyAttempts: 'Too many sign-in attempts. Try again in 15 minutes.',
  AccountDisabled: 'This account is disabled. Contact us for help.',
  SessionRequired: 'Please sign in to see this page.',
  Configuration: 'Sign-in is not available right now.',
};

const describe = (error: string): string => ERROR_TEXT[error] ?? 'Something went wrong while signing in.';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}
input{display:block;width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.5rem 1rem}[role=alert]{color:#a40000}`;

/**
 * The policy of both pages: no script at all, their one style block by its hash, the form posted to this
 * origin only, and never framed by another origin (a framed sign-in form is a clickjacking target).
 */
export const SESSION_PAGES_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  'report-uri /api/csp-report',
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body>${body}</body></html>`;
}

export function signInPage(input: { action: string; csrfToken: string; callbackUrl: string; error?: string }): string {
  const error = input.error ? `<p role="alert">${escapeHtml(describe(input.error))}</p>` : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>${error}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="csrfToken" value="${escapeHtml(input.csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(input.callbackUrl)}">
<label>Email<input name="email" type="email" autocomplete="username" required></label>
<label>Password<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`,
  );
}

export function errorPage(input: { error?: string; signinUrl: string }): string {
  const error = input.error ?? 'Default';
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p role="alert">${escapeHtml(describe(error))}</p>
<p>Error code: <code>${escapeHtml(error)}</code></p><p><a href="${escapeHtml(input.signinUrl)}">Back to sign in</a></p>`,
  );
}
