import { produce } from 'immer';
import { type Decider, type Result, assertNever, err, ok, type Event } from '../shared';

// State

/**
 * What a page's reads answered when the server rendered it (spec §7 `dehydratedState`): the views read
 * these instead of asking again, so the first paint is hydrated without a second request. They belong to
 * the page the server rendered and go when the shopper leaves it.
 */
export interface PageDataState {
  /** The path the answers were read for; null once the shopper left it. */
  readonly path: string | null;
  /** Each read's answer (a Result, as the read gave it) by the read's key. */
  readonly answers: Readonly<Record<string, unknown>>;
}

export const initialPageData = (): PageDataState => ({ path: null, answers: {} });

// Events

export type PageDataEvent = Event<'page/readAnswered', { path: string; key: string; answer: unknown }> | Event<'page/departed', { path: string }>;

export function evolve(state: PageDataState, event: PageDataEvent): PageDataState {
  switch (event.type) {
    case 'page/readAnswered':
      // Answers of another page never mix with this one's.
      if (state.path !== event.data.path) return { path: event.data.path, answers: { [event.data.key]: event.data.answer } };
      return produce(state, (draft) => {
        draft.answers[event.data.key] = event.data.answer;
      });
    case 'page/departed':
      return initialPageData();
    default:
      return assertNever(event);
  }
}

// Policies

/** The answer the page was rendered with for a read, if any. */
export const answerOf = (state: PageDataState, key: string): unknown => (Object.hasOwn(state.answers, key) ? state.answers[key] : undefined);

// Commands

export type PageDataCommand =
  | { readonly type: 'recordAnswer'; readonly path: string; readonly key: string; readonly answer: unknown }
  | { readonly type: 'routeChanged'; readonly path: string };

export type PageDataError = { readonly type: 'page/invalidRead'; readonly key: string };

export function decide(state: PageDataState, command: PageDataCommand): Result<readonly PageDataEvent[], PageDataError> {
  switch (command.type) {
    case 'recordAnswer':
      if (command.key === '' || !command.path.startsWith('/') || command.answer === undefined)
        return err({ type: 'page/invalidRead', key: command.key });
      return ok([{ type: 'page/readAnswered', data: { path: command.path, key: command.key, answer: command.answer } }]);
    case 'routeChanged':
      // Arriving on the rendered page keeps its answers; any other page would show them stale.
      return ok(state.path !== null && state.path !== command.path ? [{ type: 'page/departed', data: { path: state.path } }] : []);
    default:
      return assertNever(command);
  }
}

export const pageDataDecider: Decider<PageDataState, PageDataCommand, PageDataEvent, PageDataError> = {
  initialState: initialPageData,
  decide,
  evolve,
};
