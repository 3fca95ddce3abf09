import { z } from 'zod/mini';

/**
 * Every string a request carries has its card numbers masked at the server's edge (`parse()` in
 * server/http/errors.ts, rules in docs/decisions.md "Card numbers in free text"), so a card number typed
 * into a name, a note or a search never reaches a table, a log or another shopper. A field is read as typed
 * only when its schema says so here, with the reason: what it holds must stay byte-exact, or is a long
 * number that passes the Luhn check by right.
 */
export type AsTypedReason =
  /** Compared with a hash, never stored or shown: masked, it would lock the shopper out. */
  | 'password'
  /** Must stay deliverable: mail goes to what was typed. */
  | 'email'
  /** A secret we or a payment provider handed out (access, refresh, reset, CSRF, bot-check, payment tokens), matched byte for byte. */
  | 'secret'
  /** An id or reference we or a provider handed out, looked up as sent: a random UUID looks like a card once in ~130. */
  | 'id'
  /** An address on this site the shopper is sent back to; it may name a list by its UUID. Redirected to, never stored. */
  | 'link'
  /** A gift card number or PIN: long numbers that pass Luhn by right, checked against the card, never shown whole. */
  | 'gift card'
  /** Card details posted to a payment sandbox, which stands in for the provider that holds them. */
  | 'card details'
  /** A file's bytes (a photo as a base64 data URL), decoded and re-encoded before anything is kept: masking would corrupt it. */
  | 'file';

/** The schemas read as typed, each with its reason (the test of the edge lists them all). */
export const asTypedFields = z.registry<{ asTyped: AsTypedReason }>();

/**
 * The schema, marked as read as typed. A schema derived from it by `.check()` inherits the mark; one wrapped
 * around it (optional, array, an object's field) reaches it, so only the field's own schema is marked.
 */
export function asTyped<S extends z.ZodMiniType>(schema: S, reason: AsTypedReason): S {
  asTypedFields.add(schema, { asTyped: reason });
  return schema;
}
