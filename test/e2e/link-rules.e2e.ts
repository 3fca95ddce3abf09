import { expect, siteUrl, test } from './support';

/**
 * Spec §2 Links hold for links the shop did not render itself: a link in CMS content or a vendor's widget to
 * another origin opens in a new tab, and one containing "#chat" opens the help chat, as the shop's own links do.
 */
test('rtau: links a CMS page or a vendor widget adds open the help chat or a new tab, and the page stays', async ({ page, context }) => {
  await context.route('https://datasheets.example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Datasheet</title>' }));
  await page.goto(siteUrl('rtau', '/contact-us'));
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const before = page.url();
  // What the CMS's rich text and a vendor's script put in the page, outside the shop's own components.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const cms = document.createElement('p');
    cms.innerHTML = 'See the <a href="https://datasheets.example.org/lm358.pdf">LM358 datasheet</a> or <a href="/contact-us#chat">ask us</a>.';
    const vendor = document.createElement('section');
    vendor.innerHTML = '<a href="https://datasheets.example.org/reviews">Read the reviews</a>';
    main.prepend(cms, vendor);
  });

  const popup = context.waitForEvent('page');
  await page.getByRole('link', { name: 'LM358 datasheet' }).click();
  expect((await popup).url()).toBe('https://datasheets.example.org/lm358.pdf');
  const second = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Read the reviews' }).click();
  expect((await second).url()).toBe('https://datasheets.example.org/reviews');
  expect(page.url()).toBe(before);

  await page.getByRole('link', { name: 'ask us' }).click();
  await expect(page.getByRole('dialog', { name: 'Help chat' })).toBeVisible();
  expect(page.url()).toBe(before);
});
