import { type $ZodType, safeParse } from 'zod/v4/core';
import { asTypedFields } from '../../contract/as-typed';
import { maskCardNumbers, maskCardNumbersIn } from '../../src/domain/payments/card-numbers';

/**
 * The one place card numbers typed into a request are masked (PCI DSS 3.4; rules in docs/decisions.md
 * "Card numbers in free text"): `parse()` hands every body, query and params through here before the
 * contract schema validates them, so whatever a route stores, logs or shows was masked on the way in.
 *
 * The value is walked beside its schema only to find the fields the contract marks `asTyped` (passwords,
 * emails, tokens, gift cards: contract/as-typed.ts); every other string is masked, also one the schema does
 * not know or this walk cannot follow (a transform, an unknown key), so a new field is masked by default.
 * Masking keeps a string's length, so the schema's limits read the same; a field whose pattern a masked
 * card no longer fits (a sku, a phone number, a slug) is then refused with the usual 400.
 */
export function maskFreeText(schema: $ZodType, value: unknown): unknown {
  if (asTypedFields.get(schema) !== undefined) return value;
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return maskFreeText(def.innerType as $ZodType, value);
    case 'pipe':
      // A transform first reshapes the value as it likes; what it leads to is the best guide left.
      return maskFreeText((isTransform(def.in) ? def.out : def.in) as $ZodType, value);
    case 'lazy':
      return maskFreeText((def.getter as () => $ZodType)(), value);
    case 'object':
      return isRecord(value) ? maskObject(def, value) : maskCardNumbersIn(value);
    case 'array':
      return Array.isArray(value) ? value.map((item) => maskFreeText(def.element as $ZodType, item)) : maskCardNumbersIn(value);
    case 'tuple':
      return Array.isArray(value)
        ? value.map((item, i) => maskFreeText(((def.items as $ZodType[])[i] ?? def.rest ?? ANY) as $ZodType, item))
        : maskCardNumbersIn(value);
    case 'record':
      return isRecord(value) ? maskRecord(def, value) : maskCardNumbersIn(value);
    case 'union':
      return maskFreeText(optionFor(def.options as $ZodType[], value), value);
    case 'intersection':
      // Both sides see the value: a string stays as typed only if both mark it.
      return maskFreeText(def.right as $ZodType, maskFreeText(def.left as $ZodType, value));
    default:
      return maskCardNumbersIn(value);
  }
}

type Def = { type: string } & Record<string, unknown>;

/** Stands for "a schema that says nothing", so its value is masked whole. */
const ANY = { _zod: { def: { type: 'unknown' } } } as unknown as $ZodType;

const isTransform = (schema: unknown): boolean => (schema as $ZodType)._zod.def.type === 'transform';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function maskObject(def: Def, value: Record<string, unknown>): Record<string, unknown> {
  const shape = def.shape as Record<string, $ZodType>;
  const rest = (def.catchall as $ZodType | undefined) ?? ANY;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, maskFreeText(Object.hasOwn(shape, key) ? (shape[key] as $ZodType) : rest, item)]),
  );
}

/** A record's keys are text too: masked unless the key schema keeps them. */
function maskRecord(def: Def, value: Record<string, unknown>): Record<string, unknown> {
  const keyKept = asTypedFields.get(def.keyType as $ZodType) !== undefined;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [keyKept ? key : maskCardNumbers(key), maskFreeText(def.valueType as $ZodType, item)]),
  );
}

/**
 * The union's option the value was sent for: the first that accepts it as it came. None does → masked whole,
 * and refused by the schema after.
 */
const optionFor = (options: $ZodType[], value: unknown): $ZodType => options.find((option) => safeParse(option, value).success) ?? ANY;
