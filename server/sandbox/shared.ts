import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** An unguessable id for a session, secret or token, e.g. `ses_3kZ…`. */
export const randomId = (prefix: string, bytes = 12): string => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

/** The ids the sandbox hands out: a prefix, then base64url. Anything else is refused before any lookup. */
export const isSandboxId = (value: unknown): value is string => typeof value === 'string' && /^[a-z]{2,4}_[A-Za-z0-9_-]{8,64}$/.test(value);

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON safe inside an inline <script>: no `</script>` or HTML comment can close it early. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028|\u2029/g, '');

export const formatCents = (cents: number, currency: string): string => `${currency === 'NZD' ? 'NZ$' : '$'}${(cents / 100).toFixed(2)}`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.25rem;margin:0 0 1rem}label{display:block;margin:.5rem 0 .25rem;font-weight:600}
input[type=text],input:not([type]){display:block;width:100%;padding:.5rem;box-sizing:border-box;border:1px solid #767676;border-radius:4px;font-size:1rem}
input[aria-invalid=true]{border-color:#a40000}.error{color:#a40000;font-size:.875rem;min-height:1.1em;margin:.125rem 0 0}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{padding:.6rem 1rem;font-size:1rem;border-radius:4px;border:1px solid #1a1a1a;background:#fff;cursor:pointer}
button.primary{background:#1a1a1a;color:#fff}.wallet{margin-top:1rem;width:100%;background:#000;color:#fff}.brands{font-size:.875rem;color:#444}
.check label{display:inline;font-weight:400}.actions{display:flex;gap:.75rem;margin-top:1rem}[hidden]{display:none!important}.note{font-size:.875rem;color:#444}`;

/** A small page of the sandbox: its own script under a nonce, framable only where the caller says. */
export function sendPage(
  reply: FastifyReply,
  page: { readonly title: string; readonly body: string; readonly script?: string; readonly framable: boolean },
): FastifyReply {
  const nonce = randomBytes(12).toString('base64');
  const script = page.script ? `<script nonce="${nonce}">${page.script}</script>` : '';
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${page.body}${script}</body></html>`;
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self' http: https:; frame-ancestors ${page.framable ? "'self'" : "'none'"}; base-uri 'none'; report-uri /api/csp-report`,
    )
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/** Adds the provider's return parameters to the shop's returnUrl. */
export function returnTo(returnUrl: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(returnUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
