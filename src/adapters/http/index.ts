export { type PostFetch, postJson } from './post-json';
