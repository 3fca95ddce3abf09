export * from './event-names';
export * from './analytics-event';
export * from './purchase';
export * from './queue';
export * from './user-status';
export * from './page-type';
export * from './search-insights';
