export * from './lists';
export * from './lists-state';
export * from './lists-paths';
