import type { EmailCheckResult } from '../../../contract/auth';

/**
 * Spec §7 POST /bff/users/deep-email-ckecker and §5 Email: the server's message becomes the email
 * field's error. Offline checks only (no DNS or SMTP probe): syntax, a dotted domain, no throwaway
 * mailbox, and a suggestion for the usual typos of the big providers.
 */
const DISPOSABLE_DOMAINS = new Set([
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  '10minutemail.com',
  'tempmail.com',
  'temp-mail.org',
  'throwawaymail.com',
  'yopmail.com',
  'trashmail.com',
  'sharklasers.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'fakeinbox.com',
]);

const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'yahoo.com.au',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'bigpond.com',
  'bigpond.net.au',
  'optusnet.com.au',
  'xtra.co.nz',
  'hotmail.co.nz',
  'hotmail.com.au',
  'outlook.com.au',
  'live.com.au',
  'me.com',
  'msn.com',
  'aol.com',
  // Real providers one letter from gmail.com, listed so they are never "corrected".
  'mail.com',
  'ymail.com',
  'email.com',
];

export const EMAIL_MESSAGES = {
  invalid: 'Please enter a valid email address',
  disposable: 'Please use a permanent email address',
} as const;

// Local part: dot-atoms of RFC 5321 §4.1.2; domain: dotted labels of letters, digits and inner dashes.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

export function deepEmailCheck(raw: string): EmailCheckResult {
  const email = raw.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.length > 254) return { isEmailValid: false, message: EMAIL_MESSAGES.invalid };
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  const syntaxOk = local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,}$/.test(tld);
  if (!syntaxOk) return { isEmailValid: false, message: EMAIL_MESSAGES.invalid };
  if (DISPOSABLE_DOMAINS.has(domain)) return { isEmailValid: false, message: EMAIL_MESSAGES.disposable };
  const suggestion = suggestDomain(domain);
  if (suggestion) return { isEmailValid: false, message: `Did you mean ${local}@${suggestion}?` };
  return { isEmailValid: true };
}

/** A common domain one or two edits away (a swap counts as one), e.g. gmial.com → gmail.com. */
function suggestDomain(domain: string): string | null {
  if (COMMON_DOMAINS.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_DOMAINS) {
    const distance = editDistance(domain, candidate);
    const allowed = candidate.length >= 10 ? 2 : 1;
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain ?? null;
}

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}
