export * from './customer';
export * from './account';
export * from './phone';
export * from './account-paths';
export * from './account-state';
