import type { Customer, CustomerAddress } from '../../domain/account';

/** GET /bff/account/details (contract/account.ts AccountDetails): spec §3 Customer with our extras. */
export interface AccountDetailsPayload extends Customer {
  readonly preferences: { readonly contactByEmail: boolean; readonly contactBySms: boolean };
  readonly createdAt: string;
}

export type SavedAddress = CustomerAddress & { readonly id: string; readonly isDefaultBilling: boolean };

export interface AddressInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine1: string;
  readonly additionalAddressInfo?: string;
  readonly city: string;
  readonly postalCode: string;
  readonly state?: string;
  readonly country: 'AU' | 'NZ';
  readonly phone?: string;
  readonly isDefault?: boolean;
  readonly isDefaultBilling?: boolean;
}

export interface CustomerUpdate {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber?: string;
  readonly email: string;
  readonly currentPassword?: string;
}

export interface PreferencesInput {
  readonly preferredStoreKey?: string;
  readonly deliveryPreviewPostcode?: string;
  readonly deliveryPreviewCity?: string;
  readonly contactByEmail?: boolean;
  readonly contactBySms?: boolean;
}

export interface EmailSubscription {
  readonly id: string;
  readonly name: string;
  readonly subscribed: boolean;
}

export interface LoyaltyEntry {
  readonly at: string;
  readonly points: number;
  readonly kind: 'earned' | 'reversed' | 'migrated';
  readonly orderNumber?: string;
  readonly description: string;
}

export interface LoyaltyPoints {
  readonly balance: number;
  readonly rule: string;
  readonly history: readonly LoyaltyEntry[];
}
