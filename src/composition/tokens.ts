import type { Token } from '../application/tokens';
import type { Banners } from '../application/ports/banners';
import type { PaymentProviders } from '../application/ports/payment-providers';
import type { Site } from '../domain/site';
import type { Services } from '../ui/services';
import type { ClientPlace } from './place';

const token = <T>(name: string): Token<T> => Symbol.for(`storefront.composition.${name}`) as Token<T>;

/** What only the composition root binds: where the views run, for which site, and what they are handed. */
export const ROOT_TOKENS = {
  Place: token<ClientPlace>('Place'),
  Site: token<Site>('Site'),
  Services: token<Services>('Services'),
  /** The payment providers' adapters, bound by their chunk's module when the first payment call loads it. */
  LoadedPaymentProviders: token<PaymentProviders>('LoadedPaymentProviders'),
  /** The banners' client, bound by its chunk's module when the site banner first asks for one. */
  LoadedBanners: token<Banners>('LoadedBanners'),
  /** What follows a new owner of the session (the account data, the lists), bound with the account's chunk. */
  OwnerChanged: token<() => void>('OwnerChanged'),
} as const;
