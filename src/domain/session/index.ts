export * from './session-token';
export * from './session-state';
export * from './token-refresh';
export * from './session-loss';
export * from './mutation-retry';
export * from './auth-routes';
export * from './sign-in-errors';
export * from './sign-in';
