export * from './product';
export * from './store';
export * from '../../../kernel/search-text';
export * from './content-search';
export * from '../../../kernel/spec-filter';
