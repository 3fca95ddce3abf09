/**
 * Why a rule refuses a call: the shopper's message (the spec's words) and its kind. Rules throw or return a
 * refusal and decide on its kind; only server/http turns the kind into a status and a wire body
 * (server/http/refusals.ts).
 *
 * The spec's six kinds, and three the wire also tells apart: `forbidden` (a known caller who may not: 403,
 * where `unauthorised` is 401, no or a failed sign-in), `botCheck` (send again with a bot check token, naming
 * its difficulty: 428) and `providerFailed` (a payment provider did not answer or refused to refund: 502).
 */
export type RefusalKind = 'invalid' | 'notFound' | 'conflict' | 'locked' | 'unauthorised' | 'forbidden' | 'tooMany' | 'botCheck' | 'providerFailed';

/** What a refusal adds to its answer besides the message (a bot check's `botCheckDifficulty`). */
export type RefusalFields = Readonly<Record<string, string | number | boolean>>;

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly fields?: RefusalFields,
  ) {
    super(message);
  }
}

export const isRefusal = (error: unknown, ...kinds: readonly RefusalKind[]): error is Refusal =>
  error instanceof Refusal && (kinds.length === 0 || kinds.includes(error.kind));

export const invalid = (message: string) => new Refusal('invalid', message);
/** Without a message of its own the answer says the status's name ("Not Found"). */
export const notFound = (message = '') => new Refusal('notFound', message);
export const conflict = (message: string) => new Refusal('conflict', message);
export const locked = (message: string) => new Refusal('locked', message);
/** Without a message of its own the answer says the status's name ("Unauthorized"). */
export const unauthorised = (message = '') => new Refusal('unauthorised', message);
export const forbidden = (message: string) => new Refusal('forbidden', message);
export const tooMany = (message: string) => new Refusal('tooMany', message);
export const botCheckRequired = (message: string, difficulty: number) => new Refusal('botCheck', message, { botCheckDifficulty: difficulty });
export const providerFailed = (message: string) => new Refusal('providerFailed', message);
