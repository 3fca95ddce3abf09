import type { Container } from 'inversify';
import { FixedGeolocation, ManualClock, MemoryKeyValueStore, RecordingAnalytics, SequentialIds } from '../adapters/memory';
import type { GeolocationError, Position } from '../application/ports/geolocation';
import { createContainer } from './container';

export interface TestFakes {
  readonly clock: ManualClock;
  readonly ids: SequentialIds;
  readonly localStore: MemoryKeyValueStore;
  readonly sessionStore: MemoryKeyValueStore;
  readonly analytics: RecordingAnalytics;
}

/** The whole client core over in-memory adapters: what tests drive instead of a browser. */
export function createTestContainer(options: {
  now?: number;
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
  position?: Position | GeolocationError;
} = {}): { container: Container; fakes: TestFakes } {
  const analytics = new RecordingAnalytics();
  const fakes: TestFakes = {
    clock: new ManualClock(options.now),
    ids: new SequentialIds(),
    localStore: new MemoryKeyValueStore(options.localStorage),
    sessionStore: new MemoryKeyValueStore(options.sessionStorage),
    analytics,
  };
  const container = createContainer({
    ...fakes,
    geolocation: new FixedGeolocation(options.position ?? { type: 'unsupported' }),
    searchInsights: analytics,
  });
  return { container, fakes };
}
