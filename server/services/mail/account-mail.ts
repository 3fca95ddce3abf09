import type { BrandCode } from '../../../src/domain/site';
import { BRAND_NAMES } from '../../../src/domain/site/brand-names';
import { html } from './html';
import { type MailBody, button, paragraph } from './layout';

type Mail = MailBody & { link?: string };

export function passwordReset(brand: BrandCode, link: string): Mail {
  const lines = [
    'Someone asked to reset the password of your account. The link works once, for one hour.',
    'If it was not you, ignore this mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your password',
    heading: 'Reset your password',
    html: html`${paragraph(lines[0]!)}${button(brand, link, 'Choose a new password')}${paragraph(lines[1]!)}`,
    text: `${lines[0]}\n\n${link}\n\n${lines[1]}`,
    link,
  };
}

export function passwordChanged(brand: BrandCode, how: 'changed' | 'reset', resetLink: string): Mail {
  const first =
    how === 'reset'
      ? 'The password of your account was reset with the link we sent, and every device was signed out.'
      : 'The password of your account was changed, and every other device was signed out.';
  const second = 'If this was not you, reset your password now and tell us.';
  return {
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    html: html`${paragraph(first)}${paragraph(second)}${button(brand, resetLink, 'Reset my password')}`,
    text: `${first}\n${second}\n\n${resetLink}`,
    link: resetLink,
  };
}

export function emailChanged(newEmail: string): Mail {
  const text = `The email of your account is now ${newEmail}. If this was not you, contact us.`;
  return { subject: 'Your email address was changed', heading: 'Your email address was changed', html: paragraph(text), text };
}

export function welcome(brand: BrandCode, firstName: string, accountLink: string): Mail {
  const first = `Welcome to ${BRAND_NAMES[brand]}, ${firstName}. Your account is ready: sign in any time to see your orders, addresses and saved cards.`;
  return {
    subject: `Welcome to ${BRAND_NAMES[brand]}`,
    heading: `Welcome, ${firstName}`,
    html: html`${paragraph(first)}${button(brand, accountLink, 'Go to my account')}`,
    text: `${first}\n\n${accountLink}`,
    link: accountLink,
  };
}

export function backInStock(brand: BrandCode, product: { title: string; sku: string; price?: string }, link: string): Mail {
  const first = `${product.title} (${product.sku}) is back in stock${product.price ? ` at ${product.price}` : ''}. You asked us to tell you; we will not mail you about it again.`;
  return {
    subject: `Back in stock: ${product.title}`,
    heading: 'Back in stock',
    html: html`${paragraph(first)}${button(brand, link, 'See the product')}`,
    text: `${first}\n\n${link}`,
    link,
  };
}

export interface BookingDetails {
  readonly title: string;
  readonly when: string;
  readonly durationMinutes: number;
  readonly store: { readonly name: string; readonly address: string; readonly suburb: string; readonly state: string; readonly postcode: string };
}

export function workshopMail(brand: BrandCode, kind: 'booking' | 'reminder', firstName: string, booking: BookingDetails, link: string): Mail {
  const s = booking.store;
  const where = `${s.name}, ${s.address}, ${[s.suburb, s.state, s.postcode].filter(Boolean).join(' ')}`;
  const first = kind === 'booking' ? `${firstName}, you have a place in ${booking.title}.` : `${firstName}, ${booking.title} is tomorrow.`;
  const when = `${booking.when} (${booking.durationMinutes} minutes) at ${where}.`;
  const last = 'Can you not come after all? Cancel from the workshop page so someone else can have your place.';
  return {
    subject: kind === 'booking' ? `Booked: ${booking.title}` : `Tomorrow: ${booking.title}`,
    heading: kind === 'booking' ? 'Your workshop is booked' : 'See you tomorrow',
    html: html`${paragraph(first)}${paragraph(when)}${paragraph(last)}${button(brand, link, 'See the workshop')}`,
    text: `${first}\n${when}\n\n${last}\n\n${link}`,
    link,
  };
}
