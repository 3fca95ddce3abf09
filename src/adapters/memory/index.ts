export { MemoryKeyValueStore } from './memory-key-value-store';
export { ManualClock } from './manual-clock';
export { SequentialIds } from './sequential-ids';
export { RecordingAnalytics } from './recording-analytics';
export { FixedGeolocation } from './fixed-geolocation';
