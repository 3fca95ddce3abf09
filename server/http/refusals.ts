import { BOT_CHECK_REQUIRED_STATUS } from '../../contract/auth';
import { statusMessage } from '../../kernel/http-status';
import type { Refusal, RefusalKind } from '../services/refusal';

/** The one place a rule's refusal becomes a status. */
const STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unauthorised: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  locked: 423,
  botCheck: BOT_CHECK_REQUIRED_STATUS,
  tooMany: 429,
  providerFailed: 502,
};

export const statusOf = (kind: RefusalKind): number => STATUS[kind];

/**
 * A refusal's answer: its status and `{ statusCode, message }` with the fields the contract adds (a 428's
 * botCheckDifficulty). A refusal without a message of its own says the status's name.
 */
export function refusalAnswer(refusal: Refusal): { readonly status: number; readonly body: Record<string, unknown> } {
  const status = STATUS[refusal.kind];
  return { status, body: { ...refusal.fields, statusCode: status, message: refusal.message || statusMessage(status) } };
}
