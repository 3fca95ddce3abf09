export * from './workshops';
export * from './entries';
