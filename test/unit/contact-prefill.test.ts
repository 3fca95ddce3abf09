import { describe, expect, it } from 'vitest';
import { prefillContact } from '../../src/domain/checkout';

const empty = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: { addressLine1: '', city: '', postalCode: '', state: '', country: 'AU' },
};
const home = { addressLine1: '1 George Street', city: 'Sydney', postalCode: '2000', state: 'NSW', country: 'AU' };
const account = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '0400 000 001' };

describe('the contact step of a signed-in customer', () => {
  it('takes email, name and phone from the account when there is no saved address', () => {
    expect(prefillContact(empty, account)).toEqual({ ...empty, ...account });
  });

  it('takes the default address whole when the shopper typed no address', () => {
    expect(prefillContact(empty, { ...account, address: home })).toEqual({ ...account, address: home });
  });

  it('never overwrites what the shopper typed, nor mixes the default address into a typed one', () => {
    const typed = { ...empty, email: 'me@work.example', phone: '0411 222 333', address: { ...empty.address, postalCode: '3000' } };
    expect(prefillContact(typed, { ...account, address: home })).toEqual({ ...typed, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('leaves an address of another country out, and gives back the same draft when there is nothing to fill', () => {
    const nz = { addressLine1: '1 Queen Street', city: 'Auckland', postalCode: '1010', state: '', country: 'NZ' };
    expect(prefillContact(empty, { address: nz })).toBe(empty);
    const full = { ...empty, ...account };
    expect(prefillContact(full, { ...account, firstName: 'Someone' })).toBe(full);
  });
});
