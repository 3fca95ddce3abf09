export { systemClock } from './system-clock';
export { randomIds } from './random-ids';
export { webStorage } from './web-storage';
export { browserGeolocation } from './browser-geolocation';
export { dataLayerAnalytics } from './data-layer';
export { browserTimer } from './browser-timer';
export { browserNavigation, SOFT_RELOAD_EVENT } from './browser-navigation';
export { reportClientErrors, MAX_ERROR_REPORTS } from './error-reporter';
export type { ErrorReporterOptions, ErrorSource } from './error-reporter';
