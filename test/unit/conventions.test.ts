import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../support/source-files';

// Analytics payloads are called events by GA4 but are not facts of the client's log.
const NOT_DOMAIN_EVENTS = ['AnalyticsEvent', 'EcommerceAnalyticsEvent', 'PlainAnalyticsEvent'];

/** The `type` literals of every exported `…Event` union in a domain file. */
function eventTypes(file: string): string[] {
  const source = ts.createSourceFile(file, readSource(file), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const collect = (node: ts.TypeNode) => {
    if (ts.isUnionTypeNode(node)) node.types.forEach(collect);
    else if (ts.isParenthesizedTypeNode(node)) collect(node.type);
    else if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'Event') {
      // The { type, data } shape: `Event<'area/thingHappened', Data>`.
      const [name] = node.typeArguments ?? [];
      if (name && ts.isLiteralTypeNode(name) && ts.isStringLiteral(name.literal)) found.push(name.literal.text);
    }
    else if (ts.isTypeLiteralNode(node)) {
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.name.getText(source) === 'type' && member.type && ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal)) {
          found.push(member.type.literal.text);
        }
      }
    }
  };
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && /Event$/.test(node.name.text) && !NOT_DOMAIN_EVENTS.includes(node.name.text)) collect(node.type);
  });
  return found;
}

// Past participles that do not end in -ed.
const IRREGULAR = ['shown', 'frozen', 'unfrozen', 'set', 'chosen', 'sent', 'made', 'taken', 'given', 'built', 'rebuilt', 'paid'];
/** A fact names what happened: one of its words is a past participle (`signedOut`, `productAdded`). */
const pastTense = (thing: string) =>
  thing
    .split(/(?=[A-Z])/)
    .map((word) => word.toLowerCase())
    .some((word) => /ed$/.test(word) || IRREGULAR.includes(word));

describe('domain conventions', () => {
  const events = sourceFiles('src/domain').flatMap((file) => eventTypes(file).map((type) => ({ file, type })));

  it('finds the events of every stateful module', () => {
    const areas = new Set(events.map((e) => e.type.split('/')[0]));
    expect([...areas].sort()).toEqual(['account', 'analytics', 'browsing', 'cart', 'checkout', 'compare', 'delivery', 'drawer', 'lists', 'orders', 'page', 'session', 'store', 'toast']);
  });

  it('names every event area/thingHappened, in the past tense, after its module', () => {
    const bad = events.filter(({ file, type }) => {
      const [area, thing] = type.split('/');
      const module = file.split('/')[2] ?? '';
      return !/^[a-z]+\/[a-z][A-Za-z]*$/.test(type) || !thing || !pastTense(thing) || !module.startsWith(area ?? '?');
    });
    expect(bad).toEqual([]);
  });
});
