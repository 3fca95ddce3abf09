import { schemasIn } from '../http';

/** The loader of one answer schema of `./answer-schemas`, by its contract name. */
export const answer = schemasIn(() => import('./answer-schemas'));
