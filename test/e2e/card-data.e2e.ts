import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CARDS, checkoutTotals, chooseDelivery, expectConfirmation, payByCard, startCheckout, stepHeading } from './checkout-support';
import { expect, siteUrl, test } from './support';

/**
 * The card numbers the shopper tests type into the sandbox providers (test/e2e/README.md). They belong to the
 * providers alone: the shop's database and its log may hold a brand and the last four digits, never a number.
 */
const TEST_CARD_NUMBERS = ['4111111111111111', '5555444433331111', '6011111111111117', '4000000000000002', '4212345678910006', '4035501000000008'];

/** The number as it could have been written down (plain, in groups of four split by spaces or dashes) or put in a url. */
const spellings = (number: string): string[] => {
  const groups = number.match(/.{1,4}/g) ?? [number];
  return [number, groups.join(' '), groups.join('-'), groups.join('%20'), groups.join('+')];
};

/**
 * A shopper who types card numbers where they do not belong: into a name, the street address and the
 * purchase order number during a checkout, and onto a page whose address and error the client logs. The shop
 * keeps them masked (last four digits shown), so the check below still finds none.
 */
test('card numbers typed into a name, an address, the purchase order number and a logged page are kept masked', async ({ page }) => {
  await startCheckout(page, 'jrau');
  const form = page.getByRole('form', { name: 'Contact and delivery address' });
  await form.getByLabel('Email address').fill('misplaced.card@example.com');
  await form.getByLabel('First name').fill('Ada 4111 1111 1111 1111');
  await form.getByLabel('Last name').fill('5555-4444-3333-1111');
  await form.getByLabel('Phone').fill('0400 000 000');
  await form.getByLabel('Street address').fill('1 George Street 6011111111111117');
  await form.getByLabel('Suburb', { exact: true }).fill('Sydney');
  await form.getByLabel('State').selectOption('NSW');
  await form.getByLabel('Postcode').fill('2000');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(stepHeading(page)).toContainText('Delivery');
  await chooseDelivery(page, { purchaseOrder: 'PO 4111-1111-1111-1111' });
  const shown = await checkoutTotals(page);
  await payByCard(page, CARDS.visa);
  await expectConfirmation(page, 'jrau', shown);
  await expect(page.getByText('Purchase order number: PO ••••-••••-••••-1111')).toBeVisible();

  // A page whose address holds a card number, and an error naming one: the client reports both to _log.
  await page.goto(siteUrl('jrau', '/search?q=5555%204444%203333%201111'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Other reports may go out meanwhile (a denied geolocation is logged too, spec §8): wait for this error's.
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/_log') && (request.postData() ?? '').includes('was refused'),
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('card 4000 0000 0000 0002 was refused');
    });
  });
  const log = await reported;
  // Reports go out in batches of entries; this error's entry names the card and the page.
  expect(log.postDataJSON()).toMatchObject({
    entries: expect.arrayContaining([
      expect.objectContaining({ message: expect.stringContaining('4000 0000 0000 0002'), url: expect.stringContaining('5555%204444%203333%201111') }),
    ]),
  });
  // The first error of the page carries the tab's last events: what was done, the search's words left out.
  const reports = (log.postDataJSON() as { entries: Array<{ message: string; events?: Array<{ type: string }> }> }).entries;
  const trail = reports.find((entry) => entry.message.includes('was refused'))?.events ?? [];
  expect(trail.map((event) => event.type)).toContain('browsing/pageViewed');
  expect(JSON.stringify(trail)).not.toMatch(/5555|4444 3333/);
  expect((await log.response())?.status()).toBe(204);
});

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
