import { MemoryBff } from '../../src/adapters/memory';
import { bffConformance } from './bff';

/** The server's two codes, as the in-memory BFF keeps codes (a percentage off). */
const DISCOUNTS = [
  { code: 'MAKER10', percentOff: 10 },
  { code: 'SAVE5', percentOff: 5 },
];

/** The in-memory BFF the unit and property tests stand in for the server, held to the same answers. */
bffConformance('the in-memory BFF', () => ({
  shopper: async () => {
    const guest = new MemoryBff({ site: 'jrau', discounts: DISCOUNTS });
    guest.listsStore.signedIn = false;
    guest.customerAccount.signedIn = false;
    guest.walletStore.signedIn = false;
    guest.makerhubStore.customer = null;
    return guest;
  },
  customer: async () => new MemoryBff({ site: 'jrau', discounts: DISCOUNTS }),
  stocked: { sku: 'CD5678', title: '9V Alkaline Battery' },
  otherStocked: { sku: 'AB1234' },
  discountCodes: ['MAKER10', 'SAVE5'],
  currency: 'AUD',
  place: { postcode: '2000', locality: 'Sydney' },
  account: { email: 'maker@example.com', password: 'Maker-Pass-2026', firstName: 'Grace', lastName: 'Hopper' },
  contentWord: 'soldering',
  makerhub: { workshop: 'intro-to-soldering', openCompetition: 'tiny-robots', closedCompetition: 'festive-lights' },
}));
