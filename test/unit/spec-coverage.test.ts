import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Sources, checkCoverage, coverageRows, repositorySources, testTitles } from '../support/spec-coverage';
import { ROOT } from '../support/source-files';

const DOCUMENT = readFileSync(join(ROOT, 'docs/spec-coverage.md'), 'utf8');

/** A tiny repository: one domain rule the product calls, one it does not, and their tests. */
function fakeRepository(): Sources {
  const product = new Map([
    ['src/domain/cart/cart.ts', 'export function keepRule() {}\nexport const deadRule = () => 1;\n'],
    ['src/application/use-cases/cart.ts', "import { keepRule } from '../../domain/cart';\nkeepRule();\n"],
    ['server/services/orders/place.ts', 'export async function placeOrderIn() {}\nawait placeOrderIn();\n'],
  ]);
  const tests = new Map([
    ['test/property/cart.property.test.ts', "describe('cart', () => { it('keeps the rule for any cart', () => {}); });"],
    ['test/e2e/walk.e2e.ts', 'for (const site of SITES) test(`${site}: a shopper buys a ${thing} and pays`, async () => {});'],
  ]);
  return {
    product,
    exists: (path) => product.has(path) || tests.has(path),
    read: (path) => tests.get(path) ?? product.get(path) ?? '',
    tests: [...tests.keys()],
  };
}

const table = (rows: string) => `| spec | rule | function | test |\n|---|---|---|---|\n${rows}\n`;
const problemsOf = (rows: string) => checkCoverage(table(rows), fakeRepository()).map((p) => p.problem);

describe('docs/spec-coverage.md', () => {
  it('names only functions the product declares and calls, and tests that exist', () => {
    expect(coverageRows(DOCUMENT).length).toBeGreaterThan(250);
    const problems = checkCoverage(DOCUMENT, repositorySources()).map(({ line, problem }) => `line ${line}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('passes a row whose function is called and whose tests exist, a template title standing for its sites', () => {
    expect(
      problemsOf(
        '| §4 | r | `cart/keepRule`; `server:orders/place/placeOrderIn` | cart.property.test.ts › cart › keeps the rule…; test/e2e/walk.e2e.ts › jrnz: a shopper buys a kit and pays |',
      ),
    ).toEqual([]);
  });

  it('would catch a function nothing calls, one declared elsewhere, and a file that moved', () => {
    expect(problemsOf('| §4 | r | `cart/deadRule` | cart.property.test.ts |')).toEqual(['`cart/deadRule`: nothing in the product calls "deadRule"']);
    expect(problemsOf('| §4 | r | `orders/keepRule` | cart.property.test.ts |')).toEqual(['`orders/keepRule`: no module "orders"']);
    expect(problemsOf('| §4 | r | `server:place/placeOrderIn`; `server:checkout-place/placeOrderIn` | cart.property.test.ts |')).toEqual([
      '`server:checkout-place/placeOrderIn`: no server file for "checkout-place"',
    ]);
  });

  it('would catch a test renamed, a test file gone, and a row that cites no test', () => {
    expect(problemsOf('| §4 | r | `cart/keepRule` | cart.property.test.ts › keeps the rule for every cart |')).toEqual([
      'test/property/cart.property.test.ts has no test "keeps the rule for every cart"',
    ]);
    expect(problemsOf('| §4 | r | `cart/keepRule` | test/unit/gone.test.ts › anything |')).toEqual([
      'no test file test/unit/gone.test.ts',
      'no test file cited',
    ]);
    expect(problemsOf('| §4 | r | `cart/keepRule` | — |')).toEqual(['no test cited']);
    expect(problemsOf('| §4 | r | `cart/keepRule` | test/e2e/walk.e2e.ts › jrau: a shopper buys nothing |')).toEqual([
      'test/e2e/walk.e2e.ts has no test "jrau: a shopper buys nothing"',
    ]);
  });

  it('reads the titles of tests, groups and tables of cases, a template part standing for any text', () => {
    const titles = testTitles("describe('a', () => {}); it.each([[1]])('takes %s', () => {}); test(`${site}: pays`, () => {});");
    expect(titles).toEqual([['a'], ['takes ', null, ''], ['', null, ': pays']]);
  });
});
