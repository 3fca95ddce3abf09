import { createHash } from 'node:crypto';
import { BOT_CHECK_MAX_DIFFICULTY } from '../../../contract/bot-check';

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
 * Served at {auth base}/signin.js. On submit of a form marked data-bot-check, it fetches a challenge (of
 * the difficulty the page's url names, botCheckDifficulty, when the server stepped it up), finds the nonce
 * as the client's bot check does (src/adapters/bot-check/solve-challenge.ts: sha256 of salt + nonce in
 * plain JavaScript, starting with `difficulty` zero bits), puts `challengeId.nonce` in botCheckToken and
 * posts. Any failure posts without a token, and the server asks again.
 */
export const SIGN_IN_SCRIPT = `(() => {
  const form = document.querySelector('form[data-bot-check]');
  if (!form) return;
  const K = Int32Array.from([0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
    0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351,
    0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3,
    0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2]);
  const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
  const w = new Int32Array(64);
  // The first 32 bits of sha256(text), text being ASCII (hex and digits).
  const firstWord = (text) => {
    const words = new Int32Array(((text.length + 72) >> 6) * 16);
    for (let i = 0; i < text.length; i++) words[i >> 2] |= text.charCodeAt(i) << (24 - 8 * (i & 3));
    words[text.length >> 2] |= 0x80 << (24 - 8 * (text.length & 3));
    words[words.length - 1] = text.length * 8;
    const s = IV.map((v) => v | 0);
    for (let o = 0; o < words.length; o += 16) {
      for (let i = 0; i < 16; i++) w[i] = words[o + i];
      for (let i = 16; i < 64; i++) {
        const x = w[i - 15], y = w[i - 2];
        w[i] = (w[i - 16] + (((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)) + w[i - 7] + (((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10))) | 0;
      }
      let a = s[0], b = s[1], c = s[2], d = s[3], e = s[4], f = s[5], g = s[6], h = s[7];
      for (let i = 0; i < 64; i++) {
        const t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
        const t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      s[0] = (s[0] + a) | 0; s[1] = (s[1] + b) | 0; s[2] = (s[2] + c) | 0; s[3] = (s[3] + d) | 0;
      s[4] = (s[4] + e) | 0; s[5] = (s[5] + f) | 0; s[6] = (s[6] + g) | 0; s[7] = (s[7] + h) | 0;
    }
    return s[0];
  };
  async function solve() {
    const asked = Number(new URLSearchParams(typeof location === 'object' ? location.search : '').get('botCheckDifficulty'));
    const query = Number.isInteger(asked) && asked > 0 ? '?difficulty=' + asked : '';
    const res = await fetch(form.dataset.botCheck + query, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) return '';
    const c = await res.json();
    if (!(c.difficulty >= 1 && c.difficulty <= ${BOT_CHECK_MAX_DIFFICULTY})) return '';
    const most = 32 * 2 ** c.difficulty;
    for (let n = 0; n < most; ) {
      // Slices of 25 ms, so the page stays responsive while it works.
      const until = performance.now() + 25;
      do {
        for (const end = n + 512; n < end; n++) if (Math.clz32(firstWord(c.salt + n)) >= c.difficulty) return c.challengeId + '.' + n;
      } while (n < most && performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 0));
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
