/**
 * Which card gateway takes the shop's card payments (spec §1 Checkout, §9 Payments), from CARD_GATEWAY: `adyen`, the
 * card drop-in in a frame on the checkout page, or `windcave`, the provider's hosted payment page the shopper leaves
 * the shop for and comes back from with a signed result. Unset or blank is the drop-in, the shop as it was before
 * the hosted page. Both sandboxes answer whichever is chosen, so a link of the other kind still works.
 */
export const CARD_GATEWAYS = ['adyen', 'windcave'] as const;
export type CardGatewayName = (typeof CARD_GATEWAYS)[number];

export const DEFAULT_CARD_GATEWAY: CardGatewayName = 'adyen';

export type CardGatewaySetting = { readonly ok: true; readonly cardGateway: CardGatewayName } | { readonly ok: false; readonly message: string };

const isCardGateway = (name: string): name is CardGatewayName => (CARD_GATEWAYS as readonly string[]).includes(name);

/** One name, spaces around it trimmed; anything else stops the start. */
export function parseCardGateway(value: string | undefined): CardGatewaySetting {
  const name = value?.trim() ?? '';
  if (name === '') return { ok: true, cardGateway: DEFAULT_CARD_GATEWAY };
  if (!isCardGateway(name)) return { ok: false, message: `CARD_GATEWAY must be adyen or windcave (it is "${value}")` };
  return { ok: true, cardGateway: name };
}

/** Whether it is the default gateway: then the pages say nothing and stay as a default start serves them. */
export const isDefaultCardGateway = (name: CardGatewayName): boolean => name === DEFAULT_CARD_GATEWAY;

const DESCRIPTIONS: Record<CardGatewayName, string> = {
  adyen: 'the card drop-in in the checkout page (adyen sandbox)',
  windcave: 'the hosted payment page, reached by signed redirect (windcave sandbox, /sandbox/windcave/pay)',
};

/** One line for the start output. */
export function describeCardGateway(name: CardGatewayName = DEFAULT_CARD_GATEWAY): string {
  return `Card payments: ${DESCRIPTIONS[name]}`;
}
