import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { addToCart, findProduct } from './checkout-support';
import { expect, siteUrl, test } from './support';

/**
 * Spec §4 Session token refresh, as a shopper meets it when the server refuses a token the client still
 * believes valid (a clock that runs wrong, a token revoked on the server). The server's database is
 * changed under the running shop, as a revocation or an expiry would change it.
 */
const CART_NOT_KEPT = 'Your session ended, so your cart could not be kept';

function serverDatabase() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('the e2e server data folder is unknown');
  const db = new Database(join(dataDir, 'storefront.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The tokens the shopper's session holds, as the session service keeps them. */
async function heldTokens(page: Page): Promise<{ accessToken: string; refreshToken: string }> {
  const session = await page.evaluate(
    async () => (await fetch('/api/auth/session')).json() as Promise<{ data: { accessToken: string; refreshToken: string } }>,
  );
  return session.data;
}

/** Ends the access token on the server only: the client's copy still says it is good for 15 minutes. */
function refuse(tokens: { accessToken: string; refreshToken: string }, refresh: 'kept' | 'expired' | 'revoked') {
  const db = serverDatabase();
  try {
    const now = Date.now();
    db.prepare('UPDATE access_tokens SET expires_at = ? WHERE token = ?').run(now - 1, tokens.accessToken);
    if (refresh === 'expired') db.prepare('UPDATE refresh_tokens SET expires_at = ? WHERE token = ?').run(now - 60 * 60 * 1000, tokens.refreshToken);
    if (refresh === 'revoked') db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token = ?').run(now, tokens.refreshToken);
  } finally {
    db.close();
  }
}

async function shopperWithOneLine(page: Page) {
  const product = await findProduct(page, 'jrau');
  const cart = await addToCart(page, 'jrau', product);
  await expect(page.getByRole('dialog', { name: /Your cart \(1 item\)/ })).toBeVisible();
  await cart.getByRole('button', { name: /Close/ }).first().click();
  return { product, tokens: await heldTokens(page) };
}

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });

test.describe('a token the server refuses does not cost the shopper their cart', () => {
  test('a refused access token is refreshed first: same shopper, same cart', async ({ page }) => {
    const { tokens } = await shopperWithOneLine(page);
    refuse(tokens, 'kept');
    await page.goto(siteUrl('jrau', '/'));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const after = await heldTokens(page);
    expect(after.accessToken).not.toBe(tokens.accessToken);
    await expect(page.getByText(CART_NOT_KEPT)).toHaveCount(0);
  });

  test('a refresh token past its expiry still brings the cart to the new anonymous session', async ({ page }) => {
    const { tokens } = await shopperWithOneLine(page);
    refuse(tokens, 'expired');
    await page.goto(siteUrl('jrau', '/'));
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await cartButton(page).click();
    await expect(page.getByRole('dialog', { name: /Your cart \(1 item\)/ })).toBeVisible();
    await expect(page.getByText(CART_NOT_KEPT)).toHaveCount(0);
  });

  test('a revoked refresh token proves nothing: the shopper starts afresh and is told the cart was not kept', async ({ page }) => {
    const { tokens } = await shopperWithOneLine(page);
    refuse(tokens, 'revoked');
    await page.goto(siteUrl('jrau', '/'));
    await expect(page.getByText(CART_NOT_KEPT)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  });
});
