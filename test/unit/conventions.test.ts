import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

// Analytics payloads are called events by GA4 but are not facts of the client's log.
const NOT_DOMAIN_EVENTS = ['AnalyticsEvent', 'EcommerceAnalyticsEvent', 'PlainAnalyticsEvent'];

interface FoundEvent {
  readonly file: string;
  readonly alias: string;
  readonly type: string | null;
  /** Whether the member is written `Event<'area/thing', data>`, the one shape every fact has. */
  readonly shaped: boolean;
}

/** The members of every `…Event` union in a source file, wherever in the tree it lives. */
function eventsOf(file: string): FoundEvent[] {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
  const found: FoundEvent[] = [];
  const collect = (alias: string, node: ts.TypeNode) => {
    if (ts.isUnionTypeNode(node)) node.types.forEach((member) => collect(alias, member));
    else if (ts.isParenthesizedTypeNode(node)) collect(alias, node.type);
    else if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'Event') {
      const first = node.typeArguments?.[0];
      const type = first && ts.isLiteralTypeNode(first) && ts.isStringLiteral(first.literal) ? first.literal.text : null;
      found.push({ file, alias, type, shaped: type !== null });
    } else if (ts.isTypeLiteralNode(node)) {
      const member = node.members.find((m) => ts.isPropertySignature(m) && m.name.getText(source) === 'type');
      const literal =
        member && ts.isPropertySignature(member) && member.type && ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal)
          ? member.type.literal.text
          : null;
      found.push({ file, alias, type: literal, shaped: false });
    }
  };
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && /Event$/.test(node.name.text) && !NOT_DOMAIN_EVENTS.includes(node.name.text))
      collect(node.name.text, node.type);
  });
  return found;
}

// Past participles that do not end in -ed.
const IRREGULAR = ['shown', 'frozen', 'unfrozen', 'set', 'chosen', 'sent', 'made', 'taken', 'given', 'built', 'rebuilt', 'paid', 'begun'];
/** A fact names what happened: one of its words is a past participle (`signedOut`, `productAdded`). */
const pastTense = (thing: string) =>
  thing
    .split(/(?=[A-Z])/)
    .map((word) => word.toLowerCase())
    .some((word) => /ed$/.test(word) || IRREGULAR.includes(word));

describe('domain conventions', () => {
  const found = sourceFiles('src').flatMap(eventsOf);
  const events = found.filter((e): e is FoundEvent & { type: string } => e.type !== null);

  it('finds the events of every stateful module', () => {
    const areas = new Set(events.map((e) => e.type.split('/')[0]));
    expect([...areas].sort()).toEqual([
      'account',
      'analytics',
      'browsing',
      'cart',
      'checkout',
      'checkoutPage',
      'compare',
      'delivery',
      'drawer',
      'lists',
      'orders',
      'page',
      'session',
      'store',
      'toast',
    ]);
  });

  it('names every event area/thingHappened, in the past tense, after its module', () => {
    const bad = events.filter(({ file, type }) => {
      const [area, thing] = type.split('/');
      const module = file.split('/')[2] ?? '';
      // A module named by more than one word (`preferred-store`) may name its events by its last word (`store/…`).
      const named = module.startsWith(area ?? '?') || (area ?? '').startsWith(module) || module.endsWith(`-${area}`);
      return !/^[a-z][A-Za-z]*\/[a-z][A-Za-z]*$/.test(type) || !thing || !pastTense(thing) || !named;
    });
    expect(bad).toEqual([]);
  });

  it('keeps every fact in the domain and writes each one { type, data }', () => {
    expect(found.filter((e) => !e.file.startsWith('src/domain/')).map((e) => `${e.file}: ${e.type}`)).toEqual([]);
    expect(found.filter((e) => !e.shaped).map((e) => `${e.file}: ${e.type ?? e.alias}`)).toEqual([]);
  });

  it('lets the log, the bus and the projections speak every event union of the tree', () => {
    const union = readSource('src/application/events.ts');
    const aliases = [...new Set(found.map((e) => e.alias))].filter((alias) => alias !== 'DomainEvent');
    expect(aliases.filter((alias) => !new RegExp(`\\| ${alias}\\b`).test(union))).toEqual([]);
  });
});
