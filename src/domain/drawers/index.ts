export * from './drawers';
