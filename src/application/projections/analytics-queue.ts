import { type AnalyticsQueueState, evolve as evolveAnalyticsQueue, initialAnalyticsQueue } from '../../domain/analytics';
import { type ProjectionDefinition, forArea } from '../projection';

/** Analytics events waiting to be sent: bound with the analytics subscriber, whose code loads after the first paint. */
export const analyticsQueueView: ProjectionDefinition<AnalyticsQueueState> = {
  name: 'analyticsQueueView',
  initial: initialAnalyticsQueue,
  reduce: forArea('analytics', evolveAnalyticsQueue),
};
