import { BRAND_NAMES } from '../../../src/domain/site/brand-names';
import type { BrandCode } from '../../../src/domain/site';
import { type SafeHtml, html } from './html';

/** Each brand's colour (as src/ui/styles.css has it) and the line under its name. */
export const BRAND_LOOK: Readonly<Record<BrandCode, { readonly colour: string; readonly tagline: string }>> = {
  jc: { colour: '#b3300a', tagline: 'Electronics, parts and tools for makers' },
  rtm: { colour: '#0b5e8e', tagline: 'Sound for the road' },
};

export interface MailBody {
  readonly subject: string;
  readonly heading: string;
  /** The HTML between heading and footer; values in it were escaped by `html`. */
  readonly html: SafeHtml;
  /** The same in plain text. */
  readonly text: string;
}

/** A button-like link, as mail clients draw it (a table cell; no CSS classes, styles inline). */
export const button = (brand: BrandCode, href: string, label: string): SafeHtml =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0"><tr><td style="background:${BRAND_LOOK[brand].colour};border-radius:6px"><a href="${href}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none">${label}</a></td></tr></table>`;

export const paragraph = (text: string): SafeHtml => html`<p style="margin:0 0 12px">${text}</p>`;

/** The brand's frame around a mail: its colour and name on top, the site's address and why the mail came below. */
export function framed(brand: BrandCode, origin: string, body: MailBody): { html: string; text: string } {
  const name = BRAND_NAMES[brand];
  const look = BRAND_LOOK[brand];
  const host = origin.replace(/^https?:\/\//, '');
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${body.subject}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c1e21;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="background:${look.colour};color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0"><div style="font-size:22px;font-weight:bold">${name}</div><div style="font-size:13px">${look.tagline}</div></td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px;color:#1c1e21">${body.heading}</h1>${body.html}</td></tr>
<tr><td style="padding:16px 24px;background:#f4f5f7;font-size:12px;color:#4a4f57;border-radius:0 0 8px 8px">${name} · <a href="${origin}" style="color:#4a4f57">${host}</a><br>You get this mail because of something you did on our site. Questions? Reply or use the help chat on the site.</td></tr>
</table></td></tr></table></body></html>`;
  const text = `${name} · ${look.tagline}\n\n${body.heading}\n\n${body.text.trim()}\n\n-- \n${name} · ${origin}\nYou get this mail because of something you did on our site.\n`;
  return { html: page.value, text };
}
