import { describe, expect, it } from 'vitest';
import type { AddressInput } from '../../src/application/ports/bff';
import type { BffUnderTest } from './bff';
import { said, value } from './bff-support';

const HOME: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 George Street',
  city: 'Sydney',
  postalCode: '2000',
  state: 'NSW',
  country: 'AU',
};
const WORK: AddressInput = { ...HOME, addressLine1: '200 Pitt Street', isDefault: true };

/** The signed-in customer's own account: details, addresses, preferences and email subscriptions. */
export function accountConformance(subject: () => BffUnderTest): void {
  describe('account', () => {
    it("a guest has no account: the customer's calls are refused as unauthorised", async () => {
      const bff = await subject().shopper();
      expect(said(await bff.customer.details())).toEqual({ status: 401, message: 'Unauthorized' });
      expect(said(await bff.customer.addAddress(HOME))).toEqual({ status: 401, message: 'Unauthorized' });
      expect(said(await bff.customer.emailSubscriptions())).toEqual({ status: 401, message: 'Unauthorized' });
    });

    it('the customer reads their own details', async () => {
      const { customer, account, currency } = subject();
      const details = value(await (await customer()).customer.details());
      expect(details).toMatchObject({ email: account.email, firstName: account.firstName, lastName: account.lastName });
      expect(details.country_code).toBe(currency === 'AUD' ? 'AU' : 'NZ');
    });

    it('one address is the default for delivery and billing; a new default takes over, and deleting it hands it back', async () => {
      const bff = await subject().customer();
      const before = value(await bff.customer.details()).customerAddresses.map((a) => a.id);
      const added = value(await bff.customer.addAddress(HOME)).customerAddresses.filter((a) => !before.includes(a.id));
      expect(added.map((a) => a.addressLine1)).toEqual([HOME.addressLine1]);
      const home = added[0]!;
      const both = value(await bff.customer.addAddress(WORK)).customerAddresses;
      const work = both.find((a) => !before.includes(a.id) && a.id !== home.id)!;
      expect(work).toMatchObject({ addressLine1: WORK.addressLine1, isDefault: true });
      expect(both.filter((a) => a.isDefault).map((a) => a.id)).toEqual([work.id]);
      expect(both.filter((a) => a.isDefaultBilling)).toHaveLength(1);
      const moved = value(await bff.customer.updateAddress(home.id, { ...HOME, city: 'Parramatta', postalCode: '2150' })).customerAddresses;
      expect(moved.find((a) => a.id === home.id)).toMatchObject({ city: 'Parramatta', postalCode: '2150' });
      const left = value(await bff.customer.deleteAddress(work.id)).customerAddresses;
      expect(left.map((a) => a.id)).not.toContain(work.id);
      expect(left.filter((a) => a.isDefault)).toHaveLength(1);
      expect(said(await bff.customer.deleteAddress(work.id))).toEqual({ status: 404, message: 'Address not found' });
      value(await bff.customer.deleteAddress(home.id));
    });

    it('contact preferences are kept as saved', async () => {
      const bff = await subject().customer();
      const saved = value(await bff.customer.savePreferences({ contactByEmail: false, contactBySms: true }));
      expect(saved.preferences).toEqual({ contactByEmail: false, contactBySms: true });
      expect(value(await bff.customer.details()).preferences).toEqual({ contactByEmail: false, contactBySms: true });
      const back = value(await bff.customer.savePreferences({ contactByEmail: true }));
      expect(back.preferences).toEqual({ contactByEmail: true, contactBySms: true });
    });

    it('email subscriptions are kept as saved, the others left as they were', async () => {
      const bff = await subject().customer();
      const before = value(await bff.customer.emailSubscriptions());
      expect(before.map((s) => s.id)).toEqual(expect.arrayContaining(['newsletter', 'makerhub-digest']));
      const saved = value(await bff.customer.saveEmailSubscriptions({ 'makerhub-digest': true }));
      const subscribed = (list: typeof before) => Object.fromEntries(list.map((s) => [s.id, s.subscribed]));
      expect(subscribed(saved)).toEqual({ ...subscribed(before), 'makerhub-digest': true });
      expect(subscribed(value(await bff.customer.emailSubscriptions()))).toEqual(subscribed(saved));
    });

    it('a password is changed only with the current one', async () => {
      const bff = await subject().customer();
      expect(said(await bff.customer.changePassword('Not-The-Pass-1', 'Maker-Pass-2027'))).toEqual({
        status: 400,
        message: 'body.oldPassword: Your current password is not right',
      });
    });
  });
}
