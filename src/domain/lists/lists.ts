/** Spec §3 Lists: the two kinds of named list a customer keeps. */
export const LIST_TYPES = ['shopping-list', 'project-list'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export interface CustomerList {
  readonly id: string;
  readonly name: string;
  readonly type: ListType;
  readonly productIds: readonly string[];
  readonly productCount: number;
}

/**
 * Spec §4 Project bookmark: a bookmark carries a status whose values the spec leaves open. Ours:
 * a project is saved for later, being built, or built.
 */
export const PROJECT_BOOKMARK_STATUSES = ['saved', 'building', 'completed'] as const;
export type ProjectBookmarkStatus = (typeof PROJECT_BOOKMARK_STATUSES)[number];

export interface ProjectBookmark {
  readonly name: string;
  readonly projectId: string;
  readonly status: ProjectBookmarkStatus;
}

export const isProjectBookmarkStatus = (value: string): value is ProjectBookmarkStatus =>
  (PROJECT_BOOKMARK_STATUSES as readonly string[]).includes(value);

export const LIST_NAME_MAX_LENGTH = 60;

/** A list name is what the customer typed, trimmed; empty or overlong names are refused. */
export function listNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'List name is required';
  if (trimmed.length > LIST_NAME_MAX_LENGTH) return `List name must be at most ${LIST_NAME_MAX_LENGTH} characters`;
  return null;
}
