export * from './session-token';
