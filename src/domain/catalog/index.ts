export * from './product';
export * from './store';
export * from './search-text';
export * from './content-search';
export * from './spec-filter';
