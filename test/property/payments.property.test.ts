import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  CHECKOUT_TOAST_IDS,
  DROP_IN_SETTINGS,
  FRAUD_TOKEN_FIELD,
  PAYMENT_PATHS,
  PAY_FORM_UNAVAILABLE_MESSAGE,
  dropInErrorOutcome,
  dropInFormRule,
  giftCardRedeemPayload,
  isCardBrand,
  payFormErrorOutcome,
  payFormOutcome,
  payFormUnavailableOutcome,
} from '../../src/domain/payments';
import {
  blankArb,
  dropInErrorArb,
  failedPayFormResultArb,
  gatewayCodeArb,
  giftCardInfoArb,
  giftCardNumberArb,
  nonLegacyCardTypeArb,
  payFormErrorArb,
  pinArb,
} from './arbitraries/payments';

describe('payments', () => {
  it('uses the spec’s toast ids, card brands and drop-in settings verbatim', () => {
    expect(Object.values(CHECKOUT_TOAST_IDS).sort()).toEqual(
      [
        'create-order-latitude-failed',
        'place-order-failed',
        'adyen-checkout-failed',
        'adyen-checkout-error',
        'gift-card-failed',
        'discount-code-failed',
        'tyro-pay-form-error',
      ].sort(),
    );
    expect(CARD_BRANDS).toEqual(['mastercard', 'visa', 'discover']);
    expect(isCardBrand('visa')).toBe(true);
    expect(isCardBrand('amex')).toBe(false);
    expect(DROP_IN_SETTINGS).toEqual({ locale: 'en_AU', environment: 'Test' });
    expect(FRAUD_TOKEN_FIELD).toBe('forterToken');
    expect(PAY_FORM_UNAVAILABLE_MESSAGE).toBe('Pay form instance not available');
    expect(PAYMENT_PATHS.quickPay).toBe('/bff/checkout/tyro/quick-pay');
    expect(PAYMENT_PATHS.bnplOrder).toBe('/bff/checkout/latitude/order');
    expect(PAYMENT_PATHS.deletePaymentMethod('c 1')).toBe('/bff/account/tyro-payment-method/c%201');
    expect(PAYMENT_PATHS.setDefaultPaymentMethod('c1')).toBe('/bff/account/tyro-payment-method/set-default/c1');
  });

  describe('card drop-in form', () => {
    it('always shows and requires the holder name, never a billing address, and is valid only when the drop-in says so', () => {
      fc.assert(
        fc.property(fc.option(fc.boolean(), { nil: undefined }), (isValid) => {
          const rule = dropInFormRule(isValid === undefined ? {} : { isValid });
          expect(rule.holderName).toEqual({ shown: true, required: true });
          expect(rule.billingAddressRequired).toBe(false);
          expect(rule.valid).toBe(isValid === true);
        }),
      );
    });
  });

  describe('gift card', () => {
    it('a legacy card is redeemed without a PIN, whatever PIN was typed', () => {
      fc.assert(
        fc.property(giftCardNumberArb, fc.option(fc.oneof(pinArb, blankArb), { nil: undefined }), (number, pinCode) => {
          const result = giftCardRedeemPayload({ cardNumber: number.padded, cardType: 'legacy', pinCode });
          expect(result).toEqual({ ok: true, value: { giftCardId: number.digits } });
          expect(result.ok && 'pinCode' in result.value).toBe(false);
        }),
      );
    });

    it('any other card needs a PIN and sends it with the card number as giftCardId', () => {
      const noPinArb = fc.option(blankArb, { nil: undefined });
      fc.assert(
        fc.property(giftCardNumberArb, nonLegacyCardTypeArb, noPinArb, pinArb, (number, cardType, blank, pin) => {
          expect(giftCardRedeemPayload({ cardNumber: number.padded, cardType, pinCode: blank })).toEqual({
            ok: false,
            error: { type: 'payments/giftCardPinRequired' },
          });
          expect(giftCardRedeemPayload({ cardNumber: number.padded, cardType, pinCode: ` ${pin} ` })).toEqual({
            ok: true,
            value: { giftCardId: number.digits, pinCode: pin },
          });
        }),
      );
    });

    it('a card without a number is refused, and every accepted payload has a PIN exactly when the card is not legacy', () => {
      fc.assert(
        fc.property(giftCardInfoArb, (info) => {
          const result = giftCardRedeemPayload(info);
          if (info.cardNumber.trim() === '') {
            expect(result).toEqual({ ok: false, error: { type: 'payments/giftCardNumberRequired' } });
          } else if (result.ok) {
            expect(result.value.pinCode !== undefined).toBe(info.cardType !== 'legacy');
          } else {
            expect(info.cardType).not.toBe('legacy');
          }
        }),
      );
    });
  });

  describe('second card provider’s pay form', () => {
    it('SUCCESS looks the order up and shows no toast, whatever the gateway code', () => {
      fc.assert(
        fc.property(gatewayCodeArb, (gatewayCode) => {
          const outcome = payFormOutcome({ type: 'completed', status: 'SUCCESS', gatewayCode });
          expect(outcome).toEqual({ unfreezeCart: false, lookupOrder: true });
        }),
      );
    });

    it('any other status shows tyro-pay-form-error with the status or error text, unless the gateway code is CANCELLED', () => {
      fc.assert(
        fc.property(failedPayFormResultArb, (result) => {
          const outcome = payFormOutcome(result);
          expect(outcome.lookupOrder).toBeFalsy();
          expect(outcome.navigate).toBeUndefined();
          if (result.gatewayCode === 'CANCELLED') {
            expect(outcome).toEqual({ unfreezeCart: false });
          } else {
            const message = result.type === 'completed' ? result.status : result.error;
            expect(outcome.toast).toEqual({ id: 'tyro-pay-form-error', message });
            expect(outcome.unfreezeCart).toBe(true);
          }
        }),
      );
    });

    it('a client validation error without errorCode raises no toast; every other error does', () => {
      fc.assert(
        fc.property(payFormErrorArb, (error) => {
          const outcome = payFormErrorOutcome(error);
          const silent = error.type === 'CLIENT_VALIDATION_ERROR' && !error.errorCode;
          expect(outcome.toast === undefined).toBe(silent);
          if (outcome.toast) expect(outcome.toast.id).toBe('tyro-pay-form-error');
          expect(outcome.unfreezeCart).toBe(false);
        }),
      );
    });

    it('a missing pay form says so', () => {
      expect(payFormUnavailableOutcome().toast).toEqual({ id: 'tyro-pay-form-error', message: 'Pay form instance not available' });
      expect(payFormErrorOutcome({ type: 'SERVER_ERROR', message: 'Boom' }).toast?.message).toBe('Boom');
      expect(payFormErrorOutcome({ type: 'SERVER_ERROR' }).toast?.message).toBe('SERVER_ERROR');
      expect(payFormErrorOutcome({ type: 'CLIENT_VALIDATION_ERROR', errorCode: 'E1' }).toast?.message).toBe('E1');
    });
  });

  describe('card drop-in errors', () => {
    it('CANCEL does nothing; any other error unfreezes the cart and returns to /checkout with adyen-checkout-error', () => {
      fc.assert(
        fc.property(dropInErrorArb, (error) => {
          const outcome = dropInErrorOutcome(error);
          if (error.name === 'CANCEL') {
            expect(outcome).toEqual({ unfreezeCart: false });
          } else {
            expect(outcome).toEqual({
              toast: { id: 'adyen-checkout-error', message: error.message || error.name },
              unfreezeCart: true,
              navigate: '/checkout',
            });
          }
        }),
      );
    });
  });
});
