import { BRAND_NAMES } from '../../../src/domain/site/brand-names';
import type { BrandCode } from '../../../src/domain/site';

export type MailAdapter = { readonly kind: 'smtp'; readonly url: string } | { readonly kind: 'mailbox' } | { readonly kind: 'log' };

export interface MailSettings {
  readonly adapter: MailAdapter;
  /** The From of each brand's mail. */
  readonly from: Readonly<Record<BrandCode, string>>;
  /** Where shoppers reach the default site (jrau), for the links in mail; the other sites' origins follow from it. */
  readonly shopOrigin: string;
}

export type MailSetting = { readonly ok: true; readonly settings: MailSettings } | { readonly ok: false; readonly message: string };

/** Each brand's own sender when MAIL_FROM is not set (the .example domain is reserved: set MAIL_FROM for real mail). */
export const DEFAULT_FROM: Readonly<Record<BrandCode, string>> = {
  jc: `${BRAND_NAMES.jc} <hello@joltcomponents.example>`,
  rtm: `${BRAND_NAMES.rtm} <hello@rigtechmakers.example>`,
};

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Reads the mail settings: SMTP_URL (smtp:// or smtps://, with user and password when the server wants them)
 * sends real mail; without it the dev mailbox takes the mail when DEV_MAILBOX=1, and the log otherwise. MAIL_FROM
 * is an address, or a name and address; an address alone is sent under each brand's name. SHOP_ORIGIN is the
 * origin of the default site, for links (default http://jrau.localhost:PORT). A value not understood stops the start.
 */
export function parseMailSettings(
  env: Readonly<Record<string, string | undefined>>,
  options: { readonly devMailbox: boolean; readonly port: number },
): MailSetting {
  const smtpUrl = (env.SMTP_URL ?? '').trim();
  let adapter: MailAdapter = options.devMailbox ? { kind: 'mailbox' } : { kind: 'log' };
  if (smtpUrl !== '') {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
      return {
        ok: false,
        message: 'SMTP_URL is not understood: set it to smtp://user:password@host:587 (or smtps://… for TLS from the start), or leave it unset.',
      };
    }
    adapter = { kind: 'smtp', url: smtpUrl };
  }
  const fromSetting = (env.MAIL_FROM ?? '').trim();
  let from = DEFAULT_FROM;
  if (fromSetting !== '') {
    const named = /^(.*?)\s*<([^<>]+)>$/.exec(fromSetting);
    const address = named ? named[2]!.trim() : fromSetting;
    if (!ADDRESS.test(address))
      return {
        ok: false,
        message: `MAIL_FROM=${fromSetting} is not understood: set it to an address (shop@example.com) or a name and address (Shop <shop@example.com>).`,
      };
    const name = named?.[1]?.trim();
    from = name ? { jc: fromSetting, rtm: fromSetting } : { jc: `${BRAND_NAMES.jc} <${address}>`, rtm: `${BRAND_NAMES.rtm} <${address}>` };
  }
  const origin = (env.SHOP_ORIGIN ?? '').trim().replace(/\/+$/, '') || `http://jrau.localhost:${options.port}`;
  if (!/^https?:\/\/[^/\s]+$/.test(origin))
    return { ok: false, message: `SHOP_ORIGIN=${origin} is not understood: set it to the default site's origin, such as https://jrau.example.com.` };
  return { ok: true, settings: { adapter, from, shopOrigin: origin } };
}

/** One line for the start output: where mail goes, never the SMTP password. */
export function describeMail(settings: MailSettings): string {
  const { adapter } = settings;
  if (adapter.kind === 'smtp') {
    const url = new URL(adapter.url);
    const who = url.username ? ` as ${decodeURIComponent(url.username)}` : '';
    return `Mail: SMTP to ${url.protocol}//${url.host}${who}, from ${settings.from.jc} and ${settings.from.rtm}`;
  }
  if (adapter.kind === 'mailbox') return 'Mail: kept in the dev mailbox at /dev/mailbox (no SMTP_URL)';
  return 'Mail: written to this output (no SMTP_URL; set it to send real mail)';
}
