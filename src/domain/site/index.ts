export * from './site';
export * from '../../../kernel/regions';
export * from '../../../kernel/shipping';
export * from './bot-check';
export * from './tag-manager';
export * from './brand-names';
