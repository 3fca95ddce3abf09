import fc from 'fast-check';
import type { DropInError, GiftCardInfo, PayFormError, PayFormResult } from '../../../src/domain/payments';

/** Free text a provider or server might return, never empty. */
export const messageArb = fc.string({ minLength: 1, maxLength: 30 });

/** A gift card number with surrounding whitespace the shopper may have typed. */
export const giftCardNumberArb = fc
  .tuple(fc.constantFrom('', ' ', '  '), fc.stringMatching(/^[0-9]{12,19}$/), fc.constantFrom('', ' '))
  .map(([before, digits, after]) => ({ padded: `${before}${digits}${after}`, digits }));

export const blankArb = fc.constantFrom('', ' ', '   ', '\t');
export const pinArb = fc.stringMatching(/^[0-9]{4,8}$/);
export const nonLegacyCardTypeArb = fc.oneof(fc.constant(undefined), fc.constantFrom('digital', 'physical', 'Legacy', 'LEGACY', ''));

export const giftCardInfoArb: fc.Arbitrary<GiftCardInfo> = fc.record(
  {
    cardNumber: fc.oneof(
      giftCardNumberArb.map((n) => n.padded),
      blankArb,
    ),
    cardType: fc.oneof(fc.constant('legacy'), nonLegacyCardTypeArb),
    pinCode: fc.oneof(pinArb, blankArb),
  },
  { requiredKeys: ['cardNumber'] },
);

/** Pay form statuses other than SUCCESS, the spec's and made-up ones. */
export const failedPayFormStatusArb = fc.oneof(
  fc.constantFrom('DECLINED', 'FAILURE', 'ERROR', 'success', 'PENDING'),
  fc.stringMatching(/^[A-Z_]{1,12}$/).filter((s) => s !== 'SUCCESS'),
);

export const gatewayCodeArb = fc.option(fc.constantFrom('CANCELLED', 'DECLINED', 'TIMED_OUT', 'APPROVED', 'cancelled'), { nil: undefined });

export const failedPayFormResultArb: fc.Arbitrary<PayFormResult> = fc.oneof(
  fc.record({ type: fc.constant('completed' as const), status: failedPayFormStatusArb, gatewayCode: gatewayCodeArb }),
  fc.record({ type: fc.constant('failed' as const), error: messageArb, gatewayCode: gatewayCodeArb }),
);

export const payFormErrorArb: fc.Arbitrary<PayFormError> = fc.record(
  {
    type: fc.constantFrom('CLIENT_VALIDATION_ERROR', 'SERVER_ERROR', 'PAYMENT_ERROR', 'NETWORK_ERROR'),
    errorCode: fc.constantFrom('', 'E100', 'CARD_DECLINED'),
    message: messageArb,
  },
  { requiredKeys: ['type'] },
);

export const dropInErrorArb: fc.Arbitrary<DropInError> = fc.record(
  {
    name: fc.oneof(fc.constant('CANCEL'), fc.constantFrom('NETWORK_ERROR', 'IMPLEMENTATION_ERROR', 'ERROR', 'cancel')),
    message: messageArb,
  },
  { requiredKeys: ['name'] },
);
