import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support';

/**
 * The card numbers the shopper tests type into the sandbox providers (test/e2e/README.md). They belong to the
 * providers alone: the shop's database and its log may hold a brand and the last four digits, never a number.
 */
const TEST_CARD_NUMBERS = ['4111111111111111', '5555444433331111', '6011111111111117', '4000000000000002', '4212345678910006', '4035501000000008'];

/** The number as it could have been written down: plain, or in groups of four split by spaces or dashes. */
const spellings = (number: string): string[] => {
  const groups = number.match(/.{1,4}/g) ?? [number];
  return [number, groups.join(' '), groups.join('-')];
};

test('no card number reaches the database file or the server log', () => {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, 'the e2e server data folder').toBeTruthy();
  const files = readdirSync(dataDir as string)
    .filter((name) => name.startsWith('storefront.sqlite') || name === 'server.log')
    .map((name) => join(dataDir as string, name));
  const log = join(dataDir as string, 'server.log');
  expect(existsSync(log)).toBe(true);
  // The log must have recorded the payments, or an empty log would pass for a clean one.
  const logged = readFileSync(log, 'utf8');
  expect(logged).toContain('/api/bff/checkout/');
  // The cards were typed into the sandbox frames this same server serves: their numbers passed through it.
  expect(logged).toMatch(/\/sandbox\/adyen\/sessions\/[^/\s"]+\/payments/);
  expect(logged).toMatch(/\/sandbox\/tyro\/pay-requests\/[^/\s"]+\/pay/);
  for (const file of files) {
    const bytes = readFileSync(file);
    for (const number of TEST_CARD_NUMBERS) {
      for (const spelling of spellings(number)) {
        expect(bytes.includes(Buffer.from(spelling)), `${spelling} in ${file}`).toBe(false);
        expect(bytes.includes(Buffer.from(spelling, 'utf16le')), `${spelling} (UTF-16) in ${file}`).toBe(false);
      }
    }
  }
});
