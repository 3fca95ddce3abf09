// The module `npm run conformance -- test/conformance/collector-analytics-sink.ts` runs the analytics kit on: the shop's
// own collector's sink (src/adapters/analytics/beacon-sink.ts). A team's adapter module exports `analyticsSink` the same way.
export { beaconAnalyticsSink as analyticsSink } from './analytics-sinks';
