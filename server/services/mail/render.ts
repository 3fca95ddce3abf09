import { formatMoney } from '../../../src/domain/money';
import { SITES, type SiteCode, siteOrigin } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { invoicePdf } from '../orders/invoice-pdf';
import { orderView } from '../orders/view';
import { backInStock, emailChanged, passwordChanged, passwordReset, welcome, workshopMail } from './account-mail';
import type { SafeHtml } from './html';
import { framed } from './layout';
import { orderConfirmation, readyToCollectMail, returnLabelMail } from './order-mail';
import type { MailContent } from './outbox';
import {
  isPasswordResetLive,
  orderByNumber,
  orderReturn,
  type OutboxRow,
  productWithSitePrice,
  readyToCollectAt,
  workshopBookingForMail,
} from './repository';
import { returnLabelPdf } from './return-label-pdf';
import type { MailSettings } from './settings';
import type { OutgoingMail } from './transport';

export type { OutboxRow } from './repository';

/** The Message-ID of a row: its uid at the sender's domain, so every try of one mail carries the same. */
export function messageIdOf(uid: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${uid}@${domain}>`;
}

/** A return's reference as the label and the mail show it. */
export const returnReference = (returnId: number) => `RA${String(returnId).padStart(7, '0')}`;

type Rendered = { subject: string; heading: string; html: SafeHtml; text: string; link?: string; attachments?: OutgoingMail['attachments'] };

/**
 * Renders an outbox row at the time it is sent, from the row and what the database holds then (the order, the
 * return, the booking). Null when what it tells of is gone (a booking cancelled, a reset link dead, before its mail went): the
 * mail is then dropped, not sent.
 */
export async function renderMail(
  db: Db,
  row: OutboxRow,
  settings: Pick<MailSettings, 'from' | 'shopOrigin'>,
  now: number,
): Promise<OutgoingMail | null> {
  const site = SITES[row.site as SiteCode];
  const origin = siteOrigin(settings.shopOrigin, site.code);
  const content = { kind: row.kind, ...(JSON.parse(row.payload) as object) } as MailContent;
  const rendered = await contentOf(db, site.code, origin, content, now);
  if (!rendered) return null;
  const from = settings.from[site.brand];
  const { html, text } = framed(site.brand, origin, {
    subject: rendered.subject,
    heading: rendered.heading,
    html: rendered.html,
    text: rendered.text,
  });
  return {
    site: site.code,
    from,
    to: row.recipient,
    subject: rendered.subject,
    text,
    html,
    messageId: messageIdOf(row.uid, from),
    ...(rendered.link ? { link: rendered.link } : {}),
    ...(rendered.attachments ? { attachments: rendered.attachments } : {}),
  };
}

async function contentOf(db: Db, code: SiteCode, origin: string, content: MailContent, now: number): Promise<Rendered | null> {
  const site = SITES[code];
  switch (content.kind) {
    case 'order-confirmation': {
      const row = await orderByNumber(db, content.orderNumber);
      if (!row) return null;
      const order = orderView(row);
      const link = row.customer_id ? `${origin}/account/orders/${encodeURIComponent(order.orderNumber)}` : null;
      const pdf = await invoicePdf(order);
      return {
        ...orderConfirmation(order, link),
        attachments: [{ filename: `invoice-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }],
      };
    }
    case 'ready-to-collect': {
      const row = await orderByNumber(db, content.orderNumber);
      // Collected or cancelled while the mail waited: it would send the shopper to a store for nothing.
      if (!row || row.status !== 'readytocollect') return null;
      const readyAt = await readyToCollectAt(db, content.orderNumber);
      const link = row.customer_id ? `${origin}/account/orders/${encodeURIComponent(row.order_number)}` : null;
      return readyToCollectMail(orderView(row), readyAt ?? now, link);
    }
    case 'return-label': {
      const [row, ret] = await Promise.all([orderByNumber(db, content.orderNumber), orderReturn(db, content.returnId)]);
      if (!row || !ret) return null;
      const order = orderView(row);
      const items = JSON.parse(ret.items) as Array<{ sku: string; quantity: number }>;
      const names = new Map(order.lineItems.map((line) => [line.sku, line.name]));
      const reference = returnReference(ret.id);
      const pdf = await returnLabelPdf(order, reference, items);
      const mail = returnLabelMail(
        order,
        reference,
        items.map((i) => ({ ...i, name: names.get(i.sku) ?? i.sku })),
        `${origin}/account/orders/${encodeURIComponent(order.orderNumber)}`,
      );
      return { ...mail, attachments: [{ filename: `return-label-${reference}.pdf`, content: pdf, contentType: 'application/pdf' }] };
    }
    case 'password-reset': {
      // A link that was replaced, used or has expired while the mail waited is not worth sending.
      if (!(await isPasswordResetLive(db, content.token, now))) return null;
      return passwordReset(site.brand, `${origin}/reset-password?token=${encodeURIComponent(content.token)}`);
    }
    case 'password-changed':
      return passwordChanged(site.brand, content.how, `${origin}/forgot-password`);
    case 'email-changed':
      return emailChanged(content.newEmail);
    case 'welcome':
      return welcome(site.brand, content.firstName, `${origin}/account`);
    case 'back-in-stock': {
      const product = await productWithSitePrice(db, code, content.productCode);
      if (!product) return null;
      const price = formatMoney({ centAmount: product.final_cents, currencyCode: site.currency }, site.locale);
      return backInStock(site.brand, { title: product.title, sku: product.sku, price }, `${origin}/p/${encodeURIComponent(product.slug)}`);
    }
    case 'workshop-booking':
    case 'workshop-reminder': {
      const booking = await workshopBookingForMail(db, content.bookingId);
      // Cancelled since: nothing to confirm or remind of.
      if (!booking) return null;
      const when = new Date(booking.starts_at).toLocaleString(site.locale, {
        timeZone: booking.time_zone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: 'numeric',
        minute: '2-digit',
      });
      return workshopMail(
        site.brand,
        content.kind === 'workshop-booking' ? 'booking' : 'reminder',
        booking.first_name,
        {
          title: booking.title,
          when,
          durationMinutes: booking.duration_minutes,
          store: { name: booking.name, address: booking.address, suburb: booking.suburb, state: booking.state, postcode: booking.postcode },
        },
        `${origin}/makerhub/workshops/${encodeURIComponent(booking.workshop_slug)}`,
      );
    }
  }
  const unknown: never = content;
  throw new Error(`No template for mail ${JSON.stringify(unknown)}`);
}
