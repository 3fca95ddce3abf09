import { type Result, err, ok } from '../shared';

import { ENTRY_PHOTO_FORMATS, ENTRY_PHOTO_MAX_BYTES, ENTRY_TEXT_MAX } from '../../../kernel/makerhub';

export { ENTRY_PHOTO_FORMATS, ENTRY_PHOTO_MAX_BYTES, ENTRY_TEXT_MAX };

export type EntryRefusal = 'competitionClosed' | 'alreadyEntered';

export const ENTRY_MESSAGES = {
  competitionClosed: 'This competition has closed and takes no more entries',
  alreadyEntered: 'You have already entered this competition: one entry per person',
  textRequired: 'Tell us about your build',
  textTooLong: `Keep it to ${ENTRY_TEXT_MAX} characters`,
  photoTooBig: `The photo must be at most ${ENTRY_PHOTO_MAX_BYTES / (1024 * 1024)} MB`,
  photoType: 'The photo must be a JPEG, PNG or WebP image',
} as const;

export type CompetitionStatus = 'open' | 'closed';

/** Open until its closing moment, closed from then on. */
export const competitionStatus = (closesAt: number, now: number): CompetitionStatus => (now < closesAt ? 'open' : 'closed');

export function entryDecision(request: {
  readonly closesAt: number;
  readonly now: number;
  readonly alreadyEntered: boolean;
}): Result<true, EntryRefusal> {
  if (competitionStatus(request.closesAt, request.now) === 'closed') return err('competitionClosed');
  if (request.alreadyEntered) return err('alreadyEntered');
  return ok(true);
}

/** What is wrong with an entry's text, or null; counted after trimming, as it is stored. */
export function entryTextError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return ENTRY_MESSAGES.textRequired;
  if (trimmed.length > ENTRY_TEXT_MAX) return ENTRY_MESSAGES.textTooLong;
  return null;
}

/** What is wrong with a photo, given its size and the format its bytes declare (undefined when unreadable). */
export function entryPhotoError(bytes: number, format: string | undefined): string | null {
  if (bytes > ENTRY_PHOTO_MAX_BYTES) return ENTRY_MESSAGES.photoTooBig;
  if (!format || !(ENTRY_PHOTO_FORMATS as readonly string[]).includes(format)) return ENTRY_MESSAGES.photoType;
  return null;
}
