export * from './lists';
export * from './lists-state';
