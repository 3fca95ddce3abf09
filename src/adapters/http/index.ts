export { type PostFetch, postJson } from './post-json';
export { lazyGroup } from './lazy-group';
export { loadOnce } from './load-once';
export { type LoadedSchema, type WireSchema, loadSchema, schemasIn } from './wire-schema';
