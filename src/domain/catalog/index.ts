export * from './product';
export * from './store';
