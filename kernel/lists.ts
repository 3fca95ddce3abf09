/** Spec §3 Lists: the two kinds of named list a customer keeps. */
export const LIST_TYPES = ['shopping-list', 'project-list'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/**
 * Spec §4 Project bookmark: a bookmark carries a status whose values the spec leaves open. Ours:
 * a project is saved for later, being built, or built.
 */
export const PROJECT_BOOKMARK_STATUSES = ['saved', 'building', 'completed'] as const;
export type ProjectBookmarkStatus = (typeof PROJECT_BOOKMARK_STATUSES)[number];

export const LIST_NAME_MAX_LENGTH = 60;

/**
 * Our limits (the spec names none): a customer keeps at most 50 lists per site, a list at most 200
 * products, each at a count of 1 to 99. They keep a list a shopping aid, not a warehouse.
 */
export const MAX_LISTS_PER_CUSTOMER = 50;
export const MAX_LINES_PER_LIST = 200;
export const MAX_LIST_COUNT = 99;
