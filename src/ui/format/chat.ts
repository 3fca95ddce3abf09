/** Spec §9 Chat: the chat widget's z-index. */
export const CHAT_Z_INDEX = 60;
/** Spec §9 Chat: above this many unread messages the badge shows "99+". */
export const CHAT_BADGE_MAX = 99;

export { CHAT_LINK_MARKER, opensChat } from '../../domain/page-info';

/** Spec §9 Chat: the unread badge text; undefined (no badge) when nothing is unread. */
export function unreadBadge(unread: number): string | undefined {
  const count = Math.floor(unread);
  if (!(count >= 1)) return undefined;
  return count > CHAT_BADGE_MAX ? `${CHAT_BADGE_MAX}+` : String(count);
}
