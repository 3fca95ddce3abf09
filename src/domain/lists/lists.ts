import {
  LIST_NAME_MAX_LENGTH,
  LIST_TYPES,
  type ListType,
  MAX_LINES_PER_LIST,
  MAX_LIST_COUNT,
  MAX_LISTS_PER_CUSTOMER,
  PROJECT_BOOKMARK_STATUSES,
  type ProjectBookmarkStatus,
} from '../../../kernel/lists';

/** The vocabulary and limits of lists are the wire's (kernel/lists.ts): one spelling for the client, the contract and the server. */
export { LIST_NAME_MAX_LENGTH, LIST_TYPES, MAX_LINES_PER_LIST, MAX_LIST_COUNT, MAX_LISTS_PER_CUSTOMER, PROJECT_BOOKMARK_STATUSES };
export type { ListType, ProjectBookmarkStatus };

export interface CustomerList {
  readonly id: string;
  readonly name: string;
  readonly type: ListType;
  readonly productIds: readonly string[];
  readonly productCount: number;
}

export interface ProjectBookmark {
  readonly name: string;
  readonly projectId: string;
  readonly status: ProjectBookmarkStatus;
  /** The project's page, when the shop knows it (null once it is no longer published). */
  readonly url?: string | null;
}

export const isProjectBookmarkStatus = (value: string): value is ProjectBookmarkStatus =>
  (PROJECT_BOOKMARK_STATUSES as readonly string[]).includes(value);

/** A list name is what the customer typed, trimmed; empty or overlong names are refused. */
export function listNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'List name is required';
  if (trimmed.length > LIST_NAME_MAX_LENGTH) return `List name must be at most ${LIST_NAME_MAX_LENGTH} characters`;
  return null;
}

/** One product on a list and how many of it the customer wants. */
export interface ListLine {
  readonly productId: string;
  readonly count: number;
}

export type ListLinesError =
  | { readonly type: 'lists/tooManyLines'; readonly limit: number }
  | { readonly type: 'lists/countOutOfRange'; readonly min: number; readonly max: number };

export type LinesResult = { readonly ok: true; readonly lines: readonly ListLine[] } | { readonly ok: false; readonly error: ListLinesError };

export function listLinesMessage(error: ListLinesError): string {
  switch (error.type) {
    case 'lists/tooManyLines':
      return `A list holds at most ${error.limit} products`;
    case 'lists/countOutOfRange':
      return `Count must be between ${error.min} and ${error.max}`;
  }
}

const withinLimit = (lines: readonly ListLine[]): LinesResult =>
  lines.length > MAX_LINES_PER_LIST ? { ok: false, error: { type: 'lists/tooManyLines', limit: MAX_LINES_PER_LIST } } : { ok: true, lines };

/**
 * Adding products: a product not yet on the list comes in at `count` (1 by default), one already there
 * gains `count`, capped at the most a line holds. Ids are unique per call; order is kept, new ones last.
 */
export function addToListLines(lines: readonly ListLine[], productIds: readonly string[], count = 1): LinesResult {
  if (!Number.isInteger(count) || count < 1 || count > MAX_LIST_COUNT)
    return { ok: false, error: { type: 'lists/countOutOfRange', min: 1, max: MAX_LIST_COUNT } };
  const next = lines.map((line) => ({ ...line }));
  for (const productId of new Set(productIds)) {
    const line = next.find((l) => l.productId === productId);
    if (line) line.count = Math.min(MAX_LIST_COUNT, line.count + count);
    else next.push({ productId, count });
  }
  return withinLimit(next);
}

/** Setting the count of products already on the list; 0 takes them off; ids not on the list are left alone. */
export function setListLineCount(lines: readonly ListLine[], productIds: readonly string[], count: number): LinesResult {
  if (!Number.isInteger(count) || count < 0 || count > MAX_LIST_COUNT)
    return { ok: false, error: { type: 'lists/countOutOfRange', min: 0, max: MAX_LIST_COUNT } };
  const ids = new Set(productIds);
  return { ok: true, lines: lines.flatMap((line) => (!ids.has(line.productId) ? [line] : count === 0 ? [] : [{ ...line, count }])) };
}

/** Taking products off the list; ids not on it are ignored. */
export function removeFromListLines(lines: readonly ListLine[], productIds: readonly string[]): readonly ListLine[] {
  const ids = new Set(productIds);
  return lines.filter((line) => !ids.has(line.productId));
}

/** Names compare without case and surrounding spaces: "Garage" and " garage" are the same list. */
export const listNameKey = (name: string): string => name.trim().toLocaleLowerCase('en-AU');

/** The name a duplicate gets: "X (copy)", then "X (copy 2)"…, never one the customer already has. */
export function copyName(name: string, taken: readonly string[]): string {
  const keys = new Set(taken.map(listNameKey));
  const base = name.trim();
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    const candidate = `${base.slice(0, LIST_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!keys.has(listNameKey(candidate))) return candidate;
  }
}
