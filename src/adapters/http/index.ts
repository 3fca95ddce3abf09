export { type PostFetch, postJson } from './post-json';
export { lazyGroup } from './lazy-group';
