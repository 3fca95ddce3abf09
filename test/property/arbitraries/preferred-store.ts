import fc from 'fast-check';
import type { GeoPosition, StoreCommand, StoreSummary } from '../../../src/domain/preferred-store';
import { sessionTokenArb } from './account';
import { skuArb } from './common';

export const storeKeyArb = fc.constantFrom('store-1', 'store-2', 'store-3', 'store-4');
export const storeSummaryArb: fc.Arbitrary<StoreSummary> = fc.record({
  storeKey: storeKeyArb,
  supplyChannelId: fc.constantFrom('channel-1', 'channel-2', 'channel-3'),
  name: fc.constantFrom('Sydney CBD', 'Parramatta', 'Auckland Central', ''),
});

export const geoPositionArb: fc.Arbitrary<GeoPosition> = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

export const storeCommandArb: fc.Arbitrary<StoreCommand> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('choosePreferredStore' as const),
      storeKey: fc.oneof({ weight: 5, arbitrary: storeKeyArb }, { weight: 1, arbitrary: fc.constant(' ') }),
      storeId: fc.constantFrom('channel-1', 'channel-2'),
      storeName: fc.constantFrom('Sydney CBD', 'Parramatta', ''),
      sku: fc.option(skuArb, { nil: undefined }),
    }),
  },
  { weight: 1, arbitrary: fc.option(sessionTokenArb, { nil: null }).map((token) => ({ type: 'restorePreferences' as const, token })) },
);
