import { createHash } from 'node:crypto';

/** Spec §2 Authentication routes: the two pages the session service serves itself, /signin and /error. */

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ERROR_TEXT: Record<string, string> = {
  CredentialsSignin: 'The email or password is not right. Check them and try again.',
  TooManyAttempts: 'Too many sign-in attempts. Try again in 15 minutes.',
  AccountDisabled: 'This account is disabled. Contact us for help.',
  SessionRequired: 'Please sign in to see this page.',
  BotCheckRequired: 'For your security, please sign in again: this page checks your browser as you do.',
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
  // The step-up bot check: the page's one script is a file of ours, and it asks our server for a challenge.
  "script-src 'self'",
  "connect-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  'report-uri /api/csp-report',
].join('; ');

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body>${body}</body></html>`;
}

/**
 * The sign-in form. Told BotCheckRequired (failed sign-ins on the account or from this address), the form
 * carries a botCheckToken field and the page's script solves the shop's bot check before it posts.
 */
export function signInPage(input: { action: string; csrfToken: string; callbackUrl: string; error?: string; script: string }): string {
  const error = input.error ? `<p role="alert">${escapeHtml(describe(input.error))}</p>` : '';
  const botCheck = input.error === 'BotCheckRequired';
  return page(
    'Sign in',
    `<h1>Sign in</h1>${error}
<form method="post" action="${escapeHtml(input.action)}"${botCheck ? ` data-bot-check="${BOT_CHECK_CHALLENGE_PATH}"` : ''}>
<input type="hidden" name="csrfToken" value="${escapeHtml(input.csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(input.callbackUrl)}">${botCheck ? '\n<input type="hidden" name="botCheckToken" value="">' : ''}
<label>Email<input name="email" type="email" autocomplete="username" required></label>
<label>Password<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>${botCheck ? `\n<noscript><p>This check needs JavaScript: turn it on, or try again in 15 minutes.</p></noscript>\n<script src="${escapeHtml(input.script)}" defer></script>` : ''}`,
  );
}

/** Where the bot check's challenge is handed out (server/http/bot-check.ts under /api/bff). */
const BOT_CHECK_CHALLENGE_PATH = '/api/bff/bot-check/challenge';

/**
 * Served at {auth base}/signin.js. On submit of a form marked data-bot-check, it fetches a challenge,
 * finds the nonce as the client's bot check does (src/adapters/bot-check/solve-challenge.ts: sha256 of
 * salt + nonce starting with `difficulty` zero hex digits), puts `challengeId.nonce` in botCheckToken
 * and posts. Any failure posts without a token, and the server asks again.
 */
export const SIGN_IN_SCRIPT = `(() => {
  const form = document.querySelector('form[data-bot-check]');
  if (!form) return;
  const zeros = (bytes, n) => { for (let i = 0; i < n; i++) { const b = bytes[i >> 1]; if ((i % 2 === 0 ? b >> 4 : b & 15) !== 0) return false; } return true; };
  async function solve() {
    const res = await fetch(form.dataset.botCheck, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return '';
    const c = await res.json();
    const encoder = new TextEncoder();
    const most = 32 * 16 ** c.difficulty;
    for (let start = 0; start < most; start += 32) {
      const nonces = Array.from({ length: 32 }, (_, i) => String(start + i));
      const digests = await Promise.all(nonces.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(c.salt + n))));
      const found = digests.findIndex((d) => zeros(new Uint8Array(d), c.difficulty));
      if (found >= 0) return c.challengeId + '.' + nonces[found];
    }
    return '';
  }
  let solved = false;
  form.addEventListener('submit', async (event) => {
    if (solved) return;
    event.preventDefault();
    const button = form.querySelector('button[type=submit]');
    if (button) button.disabled = true;
    try { form.elements.botCheckToken.value = await solve(); } catch { form.elements.botCheckToken.value = ''; }
    solved = true;
    if (button) button.disabled = false;
    form.submit();
  });
})();
`;

export function errorPage(input: { error?: string; signinUrl: string }): string {
  const error = input.error ?? 'Default';
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p role="alert">${escapeHtml(describe(error))}</p>
<p>Error code: <code>${escapeHtml(error)}</code></p><p><a href="${escapeHtml(input.signinUrl)}">Back to sign in</a></p>`,
  );
}
