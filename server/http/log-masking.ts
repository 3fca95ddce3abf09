import { maskCardNumbers } from '../../src/domain/payments/card-numbers';

/** A JSON string literal, escapes included. */
const STRING_LITERAL = /"(?:[^"\\]|\\.)*"/g;

/**
 * A line of the request log (pino's JSON) with card numbers masked in every string in it: the request url,
 * messages, errors, a CSP report. Numbers outside strings (the time, a status, a response time) are left as
 * they are, so the line stays valid JSON.
 */
export const maskedLogLine = (line: string): string => line.replace(STRING_LITERAL, (literal) => maskCardNumbers(literal));
