import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from './global-setup';
import { expect, type SiteCode, siteUrl } from './support';

let made = 0;
/** A new customer's details: every test signs up its own, so tests never share an account. */
export function newCustomer(site: SiteCode) {
  made += 1;
  return {
    email: `e2e.${site}.${process.pid}.${made}.${Date.now()}@example.com`,
    password: 'Maker-Pass-2026',
    firstName: 'Grace',
    lastName: 'Hopper',
  };
}
export type NewCustomer = ReturnType<typeof newCustomer>;

/** Signs up from the header: Sign in, the email, "Create an account", the form. Ends signed in on the page it started from. */
export async function signUpFromHeader(page: Page, site: SiteCode, who: NewCustomer): Promise<void> {
  await page.goto(siteUrl(site, '/'));
  await page.getByRole('link', { name: 'Sign in or create an account' }).click();
  await signUpFromSignInPage(page, who);
  await expect(page.getByRole('button', { name: `Hello ${who.firstName}` })).toBeVisible();
}

/** On the sign-in page (where a guest's action sent them): "Create an account" and its form; the shop brings them back. */
export async function signUpFromSignInPage(page: Page, who: NewCustomer): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByRole('main').getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs in from the header with the email, then the password. */
export async function signInFromHeader(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.getByRole('link', { name: 'Sign in or create an account' }).click();
  await page.getByRole('main').getByLabel('Email address').fill(who.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Hello/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
}

export async function openAccountSection(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Hello/ }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name, exact: true }).click();
}

/** The operator moves an order along its statuses (the warehouse and the carrier do, in real life). */
export async function moveOrder(site: SiteCode, orderNumber: string, statuses: readonly string[]): Promise<void> {
  for (const status of statuses) {
    const code = await new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ status });
      // The site is told by the Host header; the server listens on loopback.
      const call = request(
        {
          host: '127.0.0.1',
          port: Number(process.env.E2E_PORT),
          method: 'POST',
          path: `/api/bff/ops/orders/${orderNumber}/status`,
          headers: {
            host: new URL(siteUrl(site)).host,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-ops-token': E2E_OPS_TOKEN,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      call.on('error', reject);
      call.end(body);
    });
    expect(code, `move ${orderNumber} to ${status}`).toBe(200);
  }
}

/** The text of a downloaded PDF, read with poppler's pdftotext. */
export function pdfText(bytes: Buffer): string {
  const file = join(tmpdir(), `invoice-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
