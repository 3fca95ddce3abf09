import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

/**
 * Open points "provider names": the payment providers are adapters behind ports. Their slugs are chosen once, in
 * kernel/payments.ts, for the places the spec's own wording names them (toast ids, call paths, the wallet's provider
 * values); the wire's field `forterToken` is the spec's too. Beyond those, a slug may appear only where a provider is
 * implemented or chosen: the client's adapters and composition, the sandboxes, the server's composition and settings,
 * and the database's stored values.
 * A team swapping a provider edits those, never a rule, a use case or a view.
 */
const SLUG = /\b(adyen|tyro|forter|windcave)\b|latitude[-/]|[-/]latitude\b|latitude ?pay/i;
/** The spec's own field name for the fraud token (§3 Checkout). */
const SPEC_FIELD = /\bforterToken\b/g;

const WHERE_SLUGS_MAY_NOT_BE = ['src/domain', 'src/application', 'src/ui', 'server/services', 'server/http', 'contract'];

const offending = (file: string): string[] =>
  readSource(file)
    .split('\n')
    .flatMap((line, at) => (SLUG.test(line.replace(SPEC_FIELD, '')) ? [`${file}:${at + 1}: ${line.trim()}`] : []));

describe('provider names', () => {
  it('appear in no rule, use case, view, server rule, route or wire schema', () => {
    expect(WHERE_SLUGS_MAY_NOT_BE.flatMap(sourceFiles).flatMap(offending)).toEqual([]);
  });

  it('the check sees a slug where one is written', () => {
    expect(SLUG.test("const provider = 'tyro';")).toBe(true);
    expect(SLUG.test('GET /bff/checkout/latitude/session')).toBe(true);
    // A place's latitude is not a provider.
    expect(SLUG.test("select(['postcode', 'latitude', 'longitude'])")).toBe(false);
  });
});
