export * from './site';
export * from './regions';
export * from './shipping';
