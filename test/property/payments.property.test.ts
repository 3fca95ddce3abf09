import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS, CHECKOUT_TOAST_IDS, DROP_IN_SETTINGS, FRAUD_TOKEN_FIELD, PAYMENT_PATHS, PAY_FORM_UNAVAILABLE_MESSAGE,
  bnplOrderFromReturn, dropInErrorOutcome, dropInFormRule, giftCardRedeemPayload, isCardBrand, parsePaymentSession,
  payFormErrorOutcome, payFormOutcome, payFormUnavailableOutcome, paymentSessionCall,
} from '../../src/domain/payments';
import {
  blankArb, dropInErrorArb, failedPayFormResultArb, gatewayCodeArb, giftCardInfoArb, giftCardNumberArb, messageArb,
  nonLegacyCardTypeArb, payFormErrorArb, pinArb,
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

  describe('payment session', () => {
    it('reads back the reference and id of the JSON string it was given, and refuses anything else', () => {
      fc.assert(
        fc.property(messageArb, messageArb, fc.jsonValue(), (reference, id, other) => {
          expect(parsePaymentSession(JSON.stringify({ reference, id, extra: other }))).toEqual({ ok: true, value: { reference, id } });
          const fields = typeof other === 'object' && other !== null ? (other as Record<string, unknown>) : {};
          const readable = typeof fields.reference === 'string' && typeof fields.id === 'string';
          expect(parsePaymentSession(JSON.stringify(other)).ok).toBe(readable);
        }),
      );
      for (const bad of ['', '{', 'null', '42', '{"reference":1,"id":"x"}', '{"reference":"r"}']) {
        expect(parsePaymentSession(bad)).toEqual({ ok: false, error: { type: 'payments/paymentSessionUnreadable' } });
      }
    });

    it('asks for a session by delivery code, else by store key, always with the fraud token and purchase order number', () => {
      fc.assert(
        fc.property(
          fc.option(messageArb, { nil: undefined }),
          fc.option(messageArb, { nil: undefined }),
          fc.option(messageArb, { nil: undefined }),
          messageArb,
          (deliveryCode, storeKey, storesPurchaseOrderNumber, token) => {
            const call = paymentSessionCall({ deliveryCode, storeKey, storesPurchaseOrderNumber }, token);
            expect(call.query.forterToken).toBe(token);
            expect(call.body).toEqual({ storesPurchaseOrderNumber });
            if (deliveryCode !== undefined) expect(call.query).toEqual({ deliveryCode, forterToken: token });
            else if (storeKey !== undefined) expect(call.query).toEqual({ storeKey, forterToken: token });
            else expect(call.query).toEqual({ forterToken: token });
          },
        ),
      );
    });
  });

  describe('buy-now-pay-later return', () => {
    it('creates the BNPL order only when gateway, merchant and transaction references are all present', () => {
      fc.assert(
        fc.property(
          fc.option(messageArb, { nil: undefined }),
          fc.option(messageArb, { nil: null }),
          fc.option(messageArb, { nil: undefined }),
          (gatewayReference, merchantReference, transactionReference) => {
            const order = bnplOrderFromReturn({ gatewayReference, merchantReference, transactionReference, sessionId: 'x' });
            if (gatewayReference && merchantReference && transactionReference) {
              expect(order).toEqual({ gatewayReference, merchantReference, transactionReference });
            } else {
              expect(order).toBeNull();
            }
          },
        ),
      );
    });
  });
});
