import { castDraft, produce } from 'immer';
import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';
import type { AnalyticsEvent } from './analytics-event';
import { PRIORITY_EVENTS } from './event-names';
import type { UserStatus } from './user-status';

// State

/** Spec §4 Analytics queue: an event is INITIAL while it waits for data (e.g. the user status), then RESOLVED. */
export type QueuedEventStatus = 'INITIAL' | 'RESOLVED';

export interface QueuedEvent {
  readonly id: string;
  readonly status: QueuedEventStatus;
  readonly event: AnalyticsEvent;
  /** Spec §6: every event carries the user status; known once the event is RESOLVED. */
  readonly userStatus: UserStatus | null;
}

export interface AnalyticsQueueState {
  /** In the order queued. */
  readonly entries: readonly QueuedEvent[];
}

export const initialAnalyticsQueue = (): AnalyticsQueueState => ({ entries: [] });

// Events

export type AnalyticsQueueEvent =
  | Event<'analytics/eventQueued', { entry: QueuedEvent }>
  | Event<'analytics/eventResolved', { id: string; userStatus: UserStatus }>
  | Event<'analytics/queueFlushed', { batch: readonly QueuedEvent[] }>;

export function evolve(state: AnalyticsQueueState, event: AnalyticsQueueEvent): AnalyticsQueueState {
  switch (event.type) {
    case 'analytics/eventQueued':
      return produce(state, (draft) => {
        draft.entries.push(castDraft(event.data.entry));
      });
    case 'analytics/eventResolved':
      return produce(state, (draft) => {
        const entry = draft.entries[state.entries.findIndex((candidate) => candidate.id === event.data.id)];
        if (!entry) return;
        entry.status = 'RESOLVED';
        entry.userStatus = event.data.userStatus;
      });
    case 'analytics/queueFlushed': {
      const flushed = event.data.batch.map((entry) => entry.id);
      return produce(state, (draft) => {
        // Filtered from the state, not the draft: reading a draft's items would make a draft of each.
        draft.entries = castDraft(state.entries.filter((entry) => !flushed.includes(entry.id)));
      });
    }
    default:
      return assertNever(event);
  }
}

// Policies

/** Spec §4: the queue is flushed only when every queued event is RESOLVED. */
export const isQueueResolved = (state: AnalyticsQueueState): boolean => state.entries.every((entry) => entry.status === 'RESOLVED');

const priorityRank = (entry: QueuedEvent): number => {
  const rank = (PRIORITY_EVENTS as readonly string[]).indexOf(entry.event.type);
  return rank === -1 ? PRIORITY_EVENTS.length : rank;
};

/** Spec §4, §9: priority events go first (in PRIORITY_EVENTS order); the others keep the order they were queued in. */
export const flushOrder = (entries: readonly QueuedEvent[]): QueuedEvent[] => [...entries].sort((a, b) => priorityRank(a) - priorityRank(b));

// Commands

export type AnalyticsQueueCommand =
  /** With the user status when it is known (the event is RESOLVED), null while the session loads (INITIAL). */
  | { readonly type: 'queueEvent'; readonly id: string; readonly event: AnalyticsEvent; readonly userStatus: UserStatus | null }
  /** The user status the event waited for. */
  | { readonly type: 'resolveEvent'; readonly id: string; readonly userStatus: UserStatus }
  | { readonly type: 'flushQueue' };

export type AnalyticsQueueError =
  | { readonly type: 'analytics/duplicateEventId'; readonly id: string }
  | { readonly type: 'analytics/unknownEventId'; readonly id: string }
  | { readonly type: 'analytics/eventsPending'; readonly pendingIds: readonly string[] };

export function decide(state: AnalyticsQueueState, command: AnalyticsQueueCommand): Result<readonly AnalyticsQueueEvent[], AnalyticsQueueError> {
  switch (command.type) {
    case 'queueEvent': {
      if (state.entries.some((entry) => entry.id === command.id)) return err({ type: 'analytics/duplicateEventId', id: command.id });
      const status: QueuedEventStatus = command.userStatus === null ? 'INITIAL' : 'RESOLVED';
      return ok([
        { type: 'analytics/eventQueued', data: { entry: { id: command.id, status, event: command.event, userStatus: command.userStatus } } },
      ]);
    }
    case 'resolveEvent': {
      const entry = state.entries.find((candidate) => candidate.id === command.id);
      if (!entry) return err({ type: 'analytics/unknownEventId', id: command.id });
      // Resolving twice changes nothing: the first status the event received is what it is sent with.
      if (entry.status === 'RESOLVED') return ok([]);
      return ok([{ type: 'analytics/eventResolved', data: { id: command.id, userStatus: command.userStatus } }]);
    }
    case 'flushQueue': {
      const pendingIds = state.entries.filter((entry) => entry.status === 'INITIAL').map((entry) => entry.id);
      if (pendingIds.length > 0) return err({ type: 'analytics/eventsPending', pendingIds });
      if (state.entries.length === 0) return ok([]);
      return ok([{ type: 'analytics/queueFlushed', data: { batch: flushOrder(state.entries) } }]);
    }
    default:
      return assertNever(command);
  }
}

export const analyticsQueueDecider: Decider<AnalyticsQueueState, AnalyticsQueueCommand, AnalyticsQueueEvent, AnalyticsQueueError> = {
  initialState: initialAnalyticsQueue,
  decide,
  evolve,
};
