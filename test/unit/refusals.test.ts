import { describe, expect, it } from 'vitest';
import { refusalAnswer } from '../../server/http/refusals';
import { Refusal, type RefusalKind, botCheckRequired, notFound, unauthorised } from '../../server/services/refusal';

describe("a rule's refusal on the wire", () => {
  const statuses: Array<[RefusalKind, number]> = [
    ['invalid', 400],
    ['unauthorised', 401],
    ['forbidden', 403],
    ['notFound', 404],
    ['conflict', 409],
    ['locked', 423],
    ['botCheck', 428],
    ['tooMany', 429],
    ['providerFailed', 502],
  ];
  it.each(statuses)("answers %s with %i and the rule's message", (kind, status) => {
    expect(refusalAnswer(new Refusal(kind, 'Only 2 left'))).toEqual({ status, body: { statusCode: status, message: 'Only 2 left' } });
  });

  it("says the status's name when the rule gives no message", () => {
    expect(refusalAnswer(unauthorised()).body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect(refusalAnswer(notFound()).body).toEqual({ statusCode: 404, message: 'Not Found' });
  });

  it("carries a bot check's difficulty beside the message", () => {
    expect(refusalAnswer(botCheckRequired('Bot check required', 3))).toEqual({
      status: 428,
      body: { botCheckDifficulty: 3, statusCode: 428, message: 'Bot check required' },
    });
  });
});
