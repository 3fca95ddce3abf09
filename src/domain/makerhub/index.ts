export * from './parts-plan';
