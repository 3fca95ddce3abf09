import { type CompareState, evolve, initialCompare } from '../../domain/compare';
import { type ProjectionDefinition, forArea } from '../projection';

/** The products chosen for comparison, for the compare snackbar and the compare page. */
export const compareView: ProjectionDefinition<CompareState> = {
  name: 'compareView',
  initial: initialCompare,
  reduce: forArea('compare', evolve),
};
