export * from './site';
export * from './regions';
export * from './shipping';
export * from './bot-check';
export * from './tag-manager';
export * from './brand-names';
