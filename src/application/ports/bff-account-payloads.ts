import type { EmailSubscriptions } from '../../../contract/account';
import type { LoyaltyPoints } from '../../../contract/orders';

/** The signed-in customer's own calls (spec §3 Customer, §7 Account), as the contract says them. */
export type {
  /** GET /bff/account/details: spec §3 Customer with our extras. */
  AccountDetails as AccountDetailsPayload,
  CustomerAddress as SavedAddress,
  AddressBody as AddressInput,
  CustomerUpdateBody as CustomerUpdate,
  PreferencesBody as PreferencesInput,
} from '../../../contract/account';
export type EmailSubscription = EmailSubscriptions['subscriptions'][number];

export type { LoyaltyPoints } from '../../../contract/orders';
export type LoyaltyEntry = LoyaltyPoints['history'][number];
