export * from './products';
export * from './browsing';
