import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { Cents, CurrencyCode, optionalText, ShippingCode, text } from './checkout-common';

/** POST /bff/checkout/payment query: deliveryCode (home delivery) or storeKey (collection), and the fraud token. */
export const PaymentQuery = z.object({
  deliveryCode: z.optional(ShippingCode),
  storeKey: optionalText(80),
  forterToken: asTyped(optionalText(500), 'secret'),
});
export type PaymentQuery = z.infer<typeof PaymentQuery>;
export const PaymentBody = z.object({ storesPurchaseOrderNumber: optionalText(40) });
export type PaymentBody = z.infer<typeof PaymentBody>;
export const PaymentResponse = z.object({
  paymentSession: z.string(),
  sessionData: z.string(),
  amount: Cents,
  currency: CurrencyCode,
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** The JSON inside paymentSession (spec §3 Checkout details). */
export const PaymentSessionData = z.object({ reference: z.string(), id: z.string() });
export type PaymentSessionData = z.infer<typeof PaymentSessionData>;

/** Spec §3 Gift card info; spec §5: a PIN is required unless cardType is legacy. Spaces in the number are ignored. */
export const GiftCardBody = z
  .object({
    giftCardId: asTyped(
      z.pipe(z.string().check(z.overwrite((v) => v.replace(/[\s-]/g, ''))), z.string().check(z.regex(/^\d{12,19}$/, 'must be 12 to 19 digits'))),
      'gift card',
    ),
    pinCode: z.optional(asTyped(z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'must be 4 to 8 digits')), 'gift card')),
    cardType: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  })
  .check(
    z.refine((b) => b.cardType === 'legacy' || b.pinCode !== undefined, { message: 'is required unless cardType is legacy', path: ['pinCode'] }),
  );
export type GiftCardBody = z.infer<typeof GiftCardBody>;
export const GiftCardBalanceResponse = z.object({ balance: Cents, currency: CurrencyCode });
export type GiftCardBalanceResponse = z.infer<typeof GiftCardBalanceResponse>;

/** Our payment reference (JAU-7KQ2MX9A-2), and the ids a payment provider hands back. */
const Reference = asTyped(text(80), 'id');
const ProviderId = asTyped(text(80), 'id');
const FraudToken = asTyped(z.string().check(z.trim(), z.maxLength(500)), 'secret');

export const PaySecretBody = z.object({ merchantRef: Reference, forterToken: FraudToken });
export type PaySecretBody = z.infer<typeof PaySecretBody>;
export const PaySecretResponse = z.object({ paySecret: z.string() });
export type PaySecretResponse = z.infer<typeof PaySecretResponse>;

export const QuickPayBody = z.object({ cardId: ProviderId, merchantRef: Reference, forterToken: FraudToken });
export type QuickPayBody = z.infer<typeof QuickPayBody>;
export const QuickPayResponse = z.object({ status: z.enum(['SUCCESS', 'FAILED']), message: z.optional(z.string()) });
export type QuickPayResponse = z.infer<typeof QuickPayResponse>;

export const SaveCardBody = z.object({ payId: ProviderId, customerId: ProviderId, save: z.boolean() });
export type SaveCardBody = z.infer<typeof SaveCardBody>;
export const SaveCardResponse = z.object({ saved: z.boolean() });
export type SaveCardResponse = z.infer<typeof SaveCardResponse>;

/** GET PAYMENT_PATHS.bnplSession (kernel/payments.ts) */
export const BnplSessionResponse = z.object({ url: z.string() });
export type BnplSessionResponse = z.infer<typeof BnplSessionResponse>;
