/** Where the lists pages live (spec §2 page types "lists" and "listDetails"; the spec shows no path). */
export const LISTS_PATH = '/lists';

export const listDetailsPath = (id: string): string => `${LISTS_PATH}/${encodeURIComponent(id)}`;

export type ListsPlace = { readonly type: 'lists' } | { readonly type: 'listDetails'; readonly id: string };

/** Which lists page a path names; null for any other path. */
export function listsPlace(path: string): ListsPlace | null {
  if (path === LISTS_PATH || path === `${LISTS_PATH}/`) return { type: 'lists' };
  const match = /^\/lists\/([A-Za-z0-9-]{1,64})\/?$/.exec(path);
  return match?.[1] ? { type: 'listDetails', id: match[1] } : null;
}

/**
 * What a guest was doing when sent to sign in, carried in the page address they come back to, so it can
 * be finished: ?addToList={sku} opens the lists drawer for the product, ?bookmark={projectId} saves it,
 * ?saveParts={projectId} saves the project's parts as a project list.
 */
export const LIST_INTENT_PARAMS = { addToList: 'addToList', bookmark: 'bookmark', saveParts: 'saveParts' } as const;
export type ListIntent =
  | { readonly type: 'addToList'; readonly sku: string }
  | { readonly type: 'bookmark'; readonly projectId: string }
  /** ?saveParts={projectId}: the project's page saves its parts as a project list. */
  | { readonly type: 'saveParts'; readonly projectId: string };

const INTENT_VALUE = /^[A-Za-z0-9-]{1,120}$/;

/** The page address (path and query) with the intent added, replacing an earlier one. */
export function withListIntent(path: string, query: string, intent: ListIntent): string {
  const params = new URLSearchParams(query);
  for (const name of Object.values(LIST_INTENT_PARAMS)) params.delete(name);
  if (intent.type === 'addToList') params.set(LIST_INTENT_PARAMS.addToList, intent.sku);
  else params.set(LIST_INTENT_PARAMS[intent.type], intent.projectId);
  return `${path}?${params.toString()}`;
}

/** The intent a page address carries, if any, and the address without it. */
export function listIntentOf(query: string): { readonly intent: ListIntent; readonly rest: string } | null {
  const params = new URLSearchParams(query);
  const sku = params.get(LIST_INTENT_PARAMS.addToList);
  const projectId = params.get(LIST_INTENT_PARAMS.bookmark);
  const parts = params.get(LIST_INTENT_PARAMS.saveParts);
  for (const name of Object.values(LIST_INTENT_PARAMS)) params.delete(name);
  const rest = params.toString();
  if (sku && INTENT_VALUE.test(sku)) return { intent: { type: 'addToList', sku }, rest };
  if (projectId && INTENT_VALUE.test(projectId)) return { intent: { type: 'bookmark', projectId }, rest };
  if (parts && INTENT_VALUE.test(parts)) return { intent: { type: 'saveParts', projectId: parts }, rest };
  return null;
}
