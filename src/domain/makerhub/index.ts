export * from './workshops';
export * from './entries';
export * from './parts-plan';
