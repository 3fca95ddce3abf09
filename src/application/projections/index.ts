import { compareView } from './compare-view';

export { compareView };

/** Every read model the client keeps; the composition root starts one live projection per entry. */
export const projectionDefinitions = [compareView] as const;
