import type { ApiError } from '../../application/ports/api-error';
import type { AccountDetailsPayload, AddressInput, Bff, EmailSubscription, LoyaltyPoints, SavedAddress } from '../../application/ports/bff';
import { type Result, err, ok } from '../../domain/shared';

const NEWSLETTER: EmailSubscription = { id: 'newsletter', name: 'Newsletter', subscribed: false };

/**
 * One customer's account in memory, following the server's rules (server/services/account*.ts): one
 * default delivery and one default billing address, the old password needed to change it, another's
 * ids unknown. For the account pages' tests and demos without a server.
 */
export class MemoryCustomerAccount {
  password = 'Maker-Pass-2026';
  signedIn = true;
  deactivated = false;
  addresses: SavedAddress[] = [];
  subscriptions: EmailSubscription[] = [NEWSLETTER, { id: 'makerhub-digest', name: 'Makerhub digest', subscribed: false }];
  loyalty: LoyaltyPoints = { balance: 0, rule: 'One point a dollar before GST.', history: [] };
  preferences = { contactByEmail: true, contactBySms: false };
  private profile = {
    id: 'memory-customer',
    email: 'maker@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    phoneNumber: '0400 111 222',
    country_code: 'AU' as const,
    crmContactId: 'crm-memory-c',
    emailSha256: 'a1'.repeat(32),
    firstnameSha256: 'b2'.repeat(32),
  };
  private next = 1;
  readonly calls: string[] = [];

  details(): AccountDetailsPayload {
    return {
      ...this.profile,
      customerAddresses: this.addresses,
      preferences: this.preferences,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
  }

  private guard<T>(name: string, run: () => T | Refusal): Promise<Result<T, ApiError>> {
    this.calls.push(name);
    if (!this.signedIn || this.deactivated) return Promise.resolve(err({ status: 401, message: 'Unauthorized' }));
    const value = run();
    return Promise.resolve(value instanceof Refusal ? err(value.error) : ok(value));
  }

  private settle(marked: { id: string; delivery?: boolean; billing?: boolean } | null): void {
    const pick = (flag: 'isDefault' | 'isDefaultBilling', wanted?: boolean) =>
      marked && wanted ? marked.id : (this.addresses.find((a) => a[flag])?.id ?? this.addresses[0]?.id);
    const delivery = pick('isDefault', marked?.delivery);
    const billing = pick('isDefaultBilling', marked?.billing);
    this.addresses = this.addresses.map((a) => ({ ...a, isDefault: a.id === delivery, isDefaultBilling: a.id === billing }));
  }

  private saved(id: string, input: AddressInput): SavedAddress {
    const { isDefault: _d, isDefaultBilling: _b, ...fields } = input;
    return { ...fields, id, isDefault: false, isDefaultBilling: false };
  }

  api(): Bff['customer'] {
    return {
      details: () => this.guard('details', () => this.details()),
      update: (update) =>
        this.guard('update', () => {
          if (update.email !== this.profile.email && update.currentPassword !== this.password)
            return refuse(400, 'body.currentPassword: Your current password is not right');
          this.profile = {
            ...this.profile,
            firstName: update.firstName,
            lastName: update.lastName,
            email: update.email,
            phoneNumber: update.phoneNumber ?? '',
          };
          return this.details();
        }),
      changePassword: (oldPassword, newPassword) =>
        this.guard('changePassword', () => {
          if (oldPassword !== this.password) return refuse(400, 'body.oldPassword: Your current password is not right');
          this.password = newPassword;
          return undefined;
        }),
      addAddress: (input) =>
        this.guard('addAddress', () => {
          const id = `address-${this.next++}`;
          this.addresses = [...this.addresses, this.saved(id, input)];
          this.settle({ id, delivery: input.isDefault, billing: input.isDefaultBilling });
          return this.details();
        }),
      updateAddress: (id, input) =>
        this.guard('updateAddress', () => {
          if (!this.addresses.some((a) => a.id === id)) return refuse(404, 'Address not found');
          this.addresses = this.addresses.map((a) =>
            a.id === id ? { ...this.saved(id, input), isDefault: a.isDefault, isDefaultBilling: a.isDefaultBilling } : a,
          );
          this.settle({ id, delivery: input.isDefault, billing: input.isDefaultBilling });
          return this.details();
        }),
      deleteAddress: (id) =>
        this.guard('deleteAddress', () => {
          if (!this.addresses.some((a) => a.id === id)) return refuse(404, 'Address not found');
          this.addresses = this.addresses.filter((a) => a.id !== id);
          this.settle(null);
          return this.details();
        }),
      savePreferences: ({ contactByEmail = this.preferences.contactByEmail, contactBySms = this.preferences.contactBySms }) =>
        this.guard('savePreferences', () => {
          this.preferences = { contactByEmail, contactBySms };
          return this.details();
        }),
      emailSubscriptions: () => this.guard('emailSubscriptions', () => this.subscriptions),
      saveEmailSubscriptions: (changes) =>
        this.guard(
          'saveEmailSubscriptions',
          () => (this.subscriptions = this.subscriptions.map((s) => ({ ...s, subscribed: changes[s.id] ?? s.subscribed }))),
        ),
      deactivate: () =>
        this.guard('deactivate', () => {
          this.deactivated = true;
          return undefined;
        }),
      loyaltyPoints: () => this.guard('loyaltyPoints', () => this.loyalty),
      printInvoice: (orderNumber) => this.guard('printInvoice', () => new TextEncoder().encode(`%PDF-1.7 Tax invoice ${orderNumber}`)),
    };
  }
}

/** A call the account refuses, with the status and message the server would answer. */
class Refusal {
  constructor(readonly error: ApiError) {}
}
const refuse = (status: number, message: string) => new Refusal({ status, message });
