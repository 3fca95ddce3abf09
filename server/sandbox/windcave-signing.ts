import { createHmac, timingSafeEqual } from 'node:crypto';
import { CURRENCY_CODES } from '../../kernel/site';
import type { Currency } from '../services/payments/gateways';

/**
 * The hosted payment page's two signed messages (spec §1 Checkout, §9 Payments), both HMAC-SHA256 under the key
 * the shop and the provider share (server_secrets, the same for every instance): the payment link the shop sends
 * the shopper to, and the result the page sends the shopper back with. Each names its purpose in what is signed,
 * so a signature of one can never pass for the other.
 */

/** The shared key's name in server_secrets. */
export const HPP_SECRET_NAME = 'windcave-hpp';

/** Where the hosted page answers, on the shop's own origin (the sandbox area is mounted under /sandbox). */
export const HPP_BASE = '/sandbox/windcave';

/** A payment link, as the shop made it. */
export interface Link {
  readonly session: string;
  readonly reference: string;
  readonly amount: number;
  readonly currency: Currency;
  readonly returnUrl: string;
  /** Epoch ms; the link carries it in whole seconds. */
  readonly expiresAt: number;
}

/** The link's fields as the page receives them (query or hidden form fields): strings, unchecked. */
export interface LinkFields {
  readonly session?: string | undefined;
  readonly reference?: string | undefined;
  readonly amount?: string | undefined;
  readonly currency?: string | undefined;
  readonly return?: string | undefined;
  readonly expires?: string | undefined;
  readonly sig?: string | undefined;
}

export type ResultCode = 'Authorised' | 'Received' | 'Refused' | 'Cancelled';
const RESULT_CODES: readonly string[] = ['Authorised', 'Received', 'Refused', 'Cancelled'] satisfies ResultCode[];

/**
 * What the page says happened, as the shopper brings it back. The client reads it unverified to show the outcome
 * at once (src/adapters/payments/hosted-page.ts), so its shape is fixed: these keys, refusalReason only when Refused.
 */
export interface RedirectPayload {
  readonly session: string;
  readonly reference: string;
  readonly resultCode: ResultCode;
  readonly refusalReason?: string;
  readonly issuedAt: number;
}

const mac = (key: Buffer, purpose: 'link' | 'result', text: string): string =>
  createHmac('sha256', key).update(`hpp-${purpose}\n${text}`).digest('base64url');

/** Compares in constant time: how much of a signature matched must not show in how long the check took. */
const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The signed part of a link, in a fixed order. The expiry is in seconds: ten digits, which the edge's masking of
 * card numbers in free text (13 to 19 digits) never takes for a card, so the link reaches the check as it was signed.
 */
const signedQuery = (fields: Required<Omit<LinkFields, 'sig'>>): string =>
  new URLSearchParams([
    ['session', fields.session],
    ['reference', fields.reference],
    ['amount', fields.amount],
    ['currency', fields.currency],
    ['return', fields.return],
    ['expires', fields.expires],
  ]).toString();

/** The hosted page's URL path for the payment, with its parameters and their signature (the shop's side). */
export function signLink(key: Buffer, link: Link): string {
  const query = signedQuery({
    session: link.session,
    reference: link.reference,
    amount: String(link.amount),
    currency: link.currency,
    return: link.returnUrl,
    expires: String(Math.floor(link.expiresAt / 1000)),
  });
  return `${HPP_BASE}/pay?${query}&sig=${mac(key, 'link', query)}`;
}

export type LinkCheck = { readonly ok: true; readonly link: Link } | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/**
 * The link, when its signature holds and it has not expired (the page's side). The signature is checked first:
 * nothing of a link the shop did not sign is read further.
 */
export function verifyLink(key: Buffer, fields: LinkFields, now: number): LinkCheck {
  const { session, reference, amount, currency, expires, sig } = fields;
  const returnUrl = fields.return;
  if (session === undefined || reference === undefined || amount === undefined || currency === undefined) return { ok: false, reason: 'invalid' };
  if (returnUrl === undefined || expires === undefined || sig === undefined) return { ok: false, reason: 'invalid' };
  const query = signedQuery({ session, reference, amount, currency, return: returnUrl, expires });
  if (!sameText(sig, mac(key, 'link', query))) return { ok: false, reason: 'invalid' };
  if (!/^\d{1,12}$/.test(amount) || !/^\d{1,12}$/.test(expires) || !isCurrency(currency)) return { ok: false, reason: 'invalid' };
  const expiresAt = Number(expires) * 1000;
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, link: { session, reference, amount: Number(amount), currency, returnUrl, expiresAt } };
}

const isCurrency = (value: string): value is Currency => (CURRENCY_CODES as readonly string[]).includes(value);

/** The result the page sends the shopper back with: `<base64url JSON payload>.<base64url signature>` (the page's side). */
export function signResult(key: Buffer, payload: RedirectPayload): string {
  const ordered: RedirectPayload = {
    session: payload.session,
    reference: payload.reference,
    resultCode: payload.resultCode,
    ...(payload.resultCode === 'Refused' && payload.refusalReason !== undefined ? { refusalReason: payload.refusalReason } : {}),
    issuedAt: payload.issuedAt,
  };
  const body = Buffer.from(JSON.stringify(ordered)).toString('base64url');
  return `${body}.${mac(key, 'result', body)}`;
}

/** The result's payload when its signature holds, else undefined: anything else a shopper brings back is ignored (the shop's side). */
export function readResult(key: Buffer, redirectResult: string): RedirectPayload | undefined {
  const parts = redirectResult.split('.');
  const [body, signature] = parts;
  if (parts.length !== 2 || !body || !signature || !sameText(signature, mac(key, 'result', body))) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { session, reference, resultCode, issuedAt } = payload as Record<string, unknown>;
  if (typeof session !== 'string' || typeof reference !== 'string' || typeof issuedAt !== 'number') return undefined;
  if (typeof resultCode !== 'string' || !RESULT_CODES.includes(resultCode)) return undefined;
  return payload as RedirectPayload;
}
