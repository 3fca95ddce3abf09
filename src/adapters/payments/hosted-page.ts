import type { CardPayment, CardPaymentOptions, CardPaymentResult } from '../../application/ports/payment-providers';

/** What the shopper reads in the card payment's place: where the card is entered, and that they come back. */
export const HOSTED_PAGE_NOTE =
  'You will enter your card on our payment provider’s secure page, then come back here to your order. Your card details never reach this shop.';

const UNREADABLE: CardPaymentResult = { kind: 'error', name: 'ERROR', message: 'The payment page’s answer could not be read' };
const NO_LINK: CardPaymentResult = { kind: 'error', name: 'ERROR', message: 'The payment page could not be opened: please try again' };

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

const base64url = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * The provider's signed answer as the shopper came back with it: `<payload>.<signature>`, the payload a base64url
 * JSON of the result. Read here only to show the outcome at once; the shop's server checks the signature and asks
 * the provider before any order is made, so an edited answer gains nothing.
 */
export function hostedPageResult(redirectResult: string): CardPaymentResult {
  const [payload, signature] = redirectResult.split('.');
  if (!payload || !signature) return UNREADABLE;
  let result: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(base64url(payload));
    if (typeof parsed !== 'object' || parsed === null) return UNREADABLE;
    result = parsed as Record<string, unknown>;
  } catch {
    return UNREADABLE;
  }
  if (!text(result.resultCode) || !text(result.reference)) return UNREADABLE;
  return {
    kind: 'completed',
    resultCode: result.resultCode,
    reference: result.reference,
    ...(text(result.refusalReason) && { refusalReason: result.refusalReason }),
  };
}

/**
 * A card payment on the provider's hosted page: nothing of the card is entered on the shop's page. The slot says
 * where the card will be asked for; Place order leaves for the page the payment session names (its link, signed by
 * the shop's server), and the shopper comes back to /checkout with the provider's signed answer, which `resume` reads.
 */
export function mountHostedCardPayment(
  target: HTMLElement,
  session: { readonly id: string; readonly sessionData?: string },
  options: CardPaymentOptions,
): CardPayment {
  const note = target.ownerDocument.createElement('p');
  note.className = 'hosted-payment-note';
  note.textContent = HOSTED_PAGE_NOTE;
  target.replaceChildren(note);
  // Nothing to fill in here: the shopper may go on at once (spec §5: validity follows the card payment's flag).
  options.onValidityChange?.(true);
  return {
    isValid: () => true,
    submit: async () => (session.sessionData ? { kind: 'redirect', url: session.sessionData } : NO_LINK),
    resume: async (redirectResult) => hostedPageResult(redirectResult),
    unmount: () => note.remove(),
  };
}
