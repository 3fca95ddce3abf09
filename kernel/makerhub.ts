/** Competition entries (spec §2 "Makerhub Competitions"): a short text and an optional photo, one per customer. */
export const ENTRY_TEXT_MAX = 500;
/** The photo's bytes as uploaded, before any resizing. */
export const ENTRY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Image formats as the image's own bytes say (never its file name). */
export const ENTRY_PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
