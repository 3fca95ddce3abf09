import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { asTypedFields } from '../../contract/as-typed';
import { ListIdParams, RenameListBody } from '../../contract/lists';
import { GiftCardBody } from '../../contract/checkout-payment';
import { SignInBody, SignUpBody } from '../../contract/auth';
import { parse } from '../../server/http/errors';
import { maskFreeText } from '../../server/http/free-text';

/**
 * Card numbers in free text are masked by one function at the server's edge (docs/decisions.md "Card numbers
 * in free text"). Here every request schema a route parses is walked: a card number put in any string field
 * reaches the schema masked, unless the contract marks the field `asTyped` — and every such mark is listed
 * below, so a new exemption is a visible change to this test, and a new field is masked without one.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const TYPED = 'note 4111 1111 1111 1111';
const MASKED = 'note •••• •••• •••• 1111';

/** Every field read as typed, by schema and path, with its reason (contract/as-typed.ts). */
const EXEMPT: Record<string, string> = {
  ...of(
    'password',
    'ChangePasswordBody.oldPassword ChangePasswordBody.newPassword CustomerUpdateBody.currentPassword ResetPasswordBody.password SignInBody.password SignInForm.password SignUpBody.password',
  ),
  ...of(
    'email',
    'ContactDetails.email CustomerExistsBody.email CustomerUpdateBody.email DeepEmailBody EmailBody.email NewsletterSubscribeBody.email SignInBody.email SignInForm.email SignUpBody.email SubscribeBody.email',
  ),
  ...of(
    'secret',
    'AnonymousTokenBody.previousRefreshToken ApproveForm.token ApproveQuery.token CustomerExistsBody.botCheckToken NewsletterSubscribeBody.botCheckToken OrderLookupQuery.redirectResult PayFormQuery.paySecret PaySecretBody.forterToken PaymentQuery.forterToken QuickPayBody.forterToken MarketingEventsBody.accessToken RefreshTokenParams.refreshToken ResetPasswordBody.token SecretParams.paySecret SessionUpdateBody.csrfToken SessionUpdateBody.data.accessToken SessionUpdateBody.data.refreshToken SignInBody.botCheckToken SignInForm.botCheckToken SignInForm.csrfToken SignOutForm.csrfToken SignUpBody.botCheckToken SubscribeBody.botCheckToken',
  ),
  ...of(
    'id',
    'AddPaymentMethodBody.payId AddressParams.id AddressUpdateBody.id AnalyticsEventsBody.events.0.id BnplOrderBody.gatewayReference BnplOrderBody.merchantReference BnplOrderBody.transactionReference CartUpdateBody.0.lineItemId ChallengeForm.challengeId ChallengeQuery.challengeId ChatConversationQuery.conversationId ChatMessageBody.conversationId DetailsBody.redirectResult DropInQuery.sessionData DropInQuery.sessionId adyen-routes:PaymentBody.sessionData InsightsEventsBody.events.0.queryID InsightsEventsBody.events.0.userToken ListIdParams.id MarketingEventsBody.events.0.id MarketingEventsQuery.anonymousId MarketingEventsQuery.customerId OrderLookupParams.reference PaySecretBody.merchantRef PlaceOrderBody.paymentSession QuickPayBody.cardId QuickPayBody.merchantRef RedeemAccountGiftCardBody.accountGiftCardId SaveCardBody.customerId SaveCardBody.payId SessionParams.id WalletIdParams.id',
  ),
  ...of('link', 'SignInForm.callbackUrl SignInPageQuery.callbackUrl SignOutForm.callbackUrl'),
  ...of('gift card', 'AddAccountGiftCardBody.giftCardId AddAccountGiftCardBody.pinCode GiftCardBody.giftCardId GiftCardBody.pinCode'),
  ...of('card details', 'HostedPayForm.number PayBody.card.number adyen-routes:PaymentBody.paymentMethod.number'),
  ...of('file', 'EntryBody.photo'),
};
function of(reason: string, paths: string): Record<string, string> {
  return Object.fromEntries(paths.split(' ').map((path) => [path, reason]));
}

type Leaf = { readonly path: readonly (string | number)[]; readonly kept: string | null };

/** Every place a string can sit in a value the schema takes, and whether the contract keeps it as typed. */
function leavesOf(schema: $ZodType, path: readonly (string | number)[] = []): Leaf[] {
  const kept = asTypedFields.get(schema);
  if (kept) return [{ path, kept: kept.asTyped }];
  const def = schema._zod.def as unknown as Record<string, any>;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return leavesOf(def.innerType, path);
    case 'pipe':
      return leavesOf(def.in._zod.def.type === 'transform' ? def.out : def.in, path);
    case 'object':
      return Object.entries(def.shape as Record<string, $ZodType>).flatMap(([key, field]) => leavesOf(field, [...path, key]));
    case 'array':
      return leavesOf(def.element, [...path, 0]);
    case 'record':
      return leavesOf(def.valueType, [...path, (def.keyType._zod.def.entries && Object.values(def.keyType._zod.def.entries)[0]) ?? 'key']);
    case 'union':
      return (def.options as $ZodType[]).flatMap((option) => leavesOf(option, path));
    // A value of any shape (an analytics event's data) may hold strings anywhere: each is free text like any other.
    case 'unknown':
    case 'string':
      return [{ path, kept: null }];
    case 'enum':
    case 'literal':
    case 'number':
    case 'int':
    case 'boolean':
      return [];
    default:
      throw new Error(`${path.join('.')}: a ${def.type} schema; teach this walk (and check server/http/free-text.ts) how to reach its strings`);
  }
}

/** A value with the text at the path and nothing else. */
const valueAt = (path: readonly (string | number)[], text: string): unknown =>
  path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), text);
const readAt = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<string | number, unknown> | undefined)?.[key], value);

const serverFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? serverFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

/**
 * Every schema a route hands to parse(), by name, from the module the route file imports it from; a name
 * two modules use is told apart by its module (`adyen-routes:PaymentBody`).
 */
async function requestSchemas(): Promise<Map<string, $ZodType>> {
  const found = new Map<string, $ZodType>();
  for (const file of serverFiles('server')) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const imports = new Map<string, string>();
    for (const [, names, from] of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      for (const name of (names ?? '').split(',').map((n) => n.trim().replace(/^type\s+/, ''))) if (name) imports.set(name, from ?? '');
    }
    for (const [, name] of source.matchAll(/\bparse\(\s*(\w+),\s*\w+\.(?:body|query|params|headers)\b/g)) {
      const from = imports.get(name ?? '');
      const module = from ? resolve(dirname(join(ROOT, file)), from) : join(ROOT, file);
      const schema = (await import(module.endsWith('.ts') ? module : `${module}.ts`))[name ?? ''] as $ZodType | undefined;
      expect(schema, `${file}: parse(${name}, …) names a schema the test can import (export it)`).toBeDefined();
      const label = found.has(name ?? '') && found.get(name ?? '') !== schema ? `${basename(module, '.ts')}:${name}` : (name ?? '');
      found.set(label, schema as $ZodType);
    }
  }
  return found;
}

describe('card numbers are masked at the edge, in every free-text field of every request', () => {
  it('reads every request body, query and params through parse()', () => {
    // What may read a request before parse(): the CSRF check (a compare, before the body is parsed) and
    // the CSP reports, which are only logged, and the log masks every string it writes.
    const allowed = [
      /^server\/http\/session-service\.ts:\s+request\.body && typeof request\.body/,
      /^server\/http\/security-headers\.ts: .*violationsOf\(request\.body\)/,
    ];
    const raw: string[] = [];
    for (const file of serverFiles('server')) {
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line) => {
          for (const match of line.matchAll(/\b(?:request|req|r)\.(?:body|query|params)\b/g)) {
            if (/\bparse\(\s*\w+,\s*$/.test(line.slice(0, match.index))) continue;
            const where = `${relative(ROOT, join(ROOT, file))}: ${line}`;
            if (!allowed.some((pattern) => pattern.test(where))) raw.push(where.trim());
          }
        });
    }
    expect(raw).toEqual([]);
  });

  it('masks a card number in each string field no contract mark exempts, and lists every exemption', async () => {
    const schemas = await requestSchemas();
    expect(schemas.size).toBeGreaterThan(100);
    const exempt: Record<string, string> = {};
    const unmasked: string[] = [];
    for (const [name, schema] of schemas) {
      for (const leaf of leavesOf(schema)) {
        const label = [name, ...leaf.path].join('.');
        if (leaf.kept) exempt[label] = leaf.kept;
        else if (readAt(maskFreeText(schema, valueAt(leaf.path, TYPED)), leaf.path) !== MASKED) unmasked.push(label);
      }
    }
    expect(unmasked).toEqual([]);
    expect(exempt).toEqual(EXEMPT);
  });

  it('is what parse() validates: free text masked, a pattern a masked card breaks refused, exempt fields as typed', () => {
    expect(parse(RenameListBody, { name: 'Pay with 4111-1111-1111-1111' }, 'body').name).toBe('Pay with ••••-••••-••••-1111');
    // A phone number is free text that must look like one: masked, it no longer does.
    expect(() =>
      parse(SignUpBody, { email: 'a@example.com', password: 'breadboard-99', firstName: 'A', lastName: 'B', phone: '4111 1111 1111 1111' }, 'body'),
    ).toThrow(/body\.phone/);
    const signIn = parse(SignInBody, { email: '4111111111111111@example.com', password: '4111111111111111x' }, 'body');
    expect(signIn).toMatchObject({ email: '4111111111111111@example.com', password: '4111111111111111x' });
    expect(parse(GiftCardBody, { giftCardId: '6280 0000 0000 0008', pinCode: '1234' }, 'body').giftCardId).toBe('6280000000000008');
    // Ids we hand out are random UUIDs; about one in 130 has a run of digits that passes Luhn, like this one.
    const uuid = '41111111-1111-4111-8111-111111111111';
    expect(parse(ListIdParams, { id: uuid }, 'params').id).toBe(uuid);
  });
});
