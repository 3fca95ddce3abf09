import { type PageDataState, answerOf, pageDataDecider } from '../../domain/page-data';
import type { Projection } from '../projection';
import { type Recorder, execute } from '../recorder';

/** The reads a page was rendered with (spec §7 dehydratedState), kept so the browser does not ask for them again. */
export interface PageDataUseCases {
  /** Records what a read answered while the page at `path` was rendered. */
  answered(path: string, key: string, answer: unknown): void;
  /** The answer the page was rendered with for the read `key`, or undefined. */
  answerOf(key: string): unknown;
  /** The router calls this: answers of a page left behind would be stale on the next. */
  routeChanged(path: string): void;
}

export function pageDataUseCases({ view, recorder }: { readonly view: Projection<PageDataState>; readonly recorder: Recorder }): PageDataUseCases {
  return {
    answered(path, key, answer) {
      execute(pageDataDecider, view.getSnapshot(), { type: 'recordAnswer', path, key, answer }, recorder);
    },
    answerOf: (key) => answerOf(view.getSnapshot(), key),
    routeChanged(path) {
      execute(pageDataDecider, view.getSnapshot(), { type: 'routeChanged', path }, recorder);
    },
  };
}
