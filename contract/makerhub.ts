import { z } from 'zod/mini';
import { asTyped } from './as-typed';
import { ENTRY_PHOTO_MAX_BYTES, ENTRY_TEXT_MAX } from '../kernel/makerhub';

/**
 * Makerhub workshops and competitions (spec §1 Community area, §2 "Makerhub Workshop" and "Makerhub
 * Competitions"). The spec leaves the calls open: ours live under /bff/makerhub. Times are ISO 8601 (UTC);
 * a session carries its store's time zone so a page shows the store's own clock.
 */

export const SessionStore = z.object({ storeKey: z.string(), name: z.string(), suburb: z.string(), state: z.string() });
export type SessionStore = z.infer<typeof SessionStore>;

export const WorkshopSession = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
  store: SessionStore,
  places: z.number(),
  placesLeft: z.number(),
  /** The caller's booking in this session (signed-in customers only), or null. */
  bookingId: z.nullable(z.string()),
});
export type WorkshopSession = z.infer<typeof WorkshopSession>;

export const Workshop = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  difficulty: z.string(),
  url: z.string(),
  /** Sessions still to come, soonest first. */
  sessions: z.array(WorkshopSession),
});
export type Workshop = z.infer<typeof Workshop>;

/** GET /bff/makerhub/workshops */
export const WorkshopsResponse = z.object({ workshops: z.array(Workshop) });
export type WorkshopsResponse = z.infer<typeof WorkshopsResponse>;

export const WorkshopBooking = z.object({
  id: z.string(),
  sessionId: z.string(),
  workshop: z.object({ slug: z.string(), title: z.string(), url: z.string() }),
  startsAt: z.string(),
  durationMinutes: z.number(),
  timeZone: z.string(),
  store: SessionStore,
  bookedAt: z.string(),
});
export type WorkshopBooking = z.infer<typeof WorkshopBooking>;

/** GET /bff/makerhub/workshops/bookings and DELETE …/bookings/{id}: the customer's bookings still to come. */
export const WorkshopBookingsResponse = z.object({ bookings: z.array(WorkshopBooking) });
export type WorkshopBookingsResponse = z.infer<typeof WorkshopBookingsResponse>;

/** POST /bff/makerhub/workshops/sessions/{id}/bookings → 201 */
export const BookingResponse = z.object({ booking: WorkshopBooking, session: WorkshopSession });
export type BookingResponse = z.infer<typeof BookingResponse>;

const Key = z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _'));
export const SlugParams = z.object({ slug: Key });
export const IdParams = z.object({ id: Key });

export const CompetitionEntry = z.object({
  id: z.string(),
  competition: z.object({ slug: z.string(), title: z.string() }),
  /** First name and initial; never an email. */
  authorName: z.string(),
  text: z.string(),
  /** WebP at 800 px wide from the image host, or null without a photo. */
  photoUrl: z.nullable(z.string()),
  createdAt: z.string(),
  /** 1 for the winner, 2 and 3 for the runners-up, once the competition has closed; null otherwise. */
  winnerRank: z.nullable(z.number()),
});
export type CompetitionEntry = z.infer<typeof CompetitionEntry>;

export const Competition = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  prize: z.string(),
  closesAt: z.string(),
  status: z.enum(['open', 'closed']),
  entryCount: z.number(),
  /** The caller's own entry (signed-in customers only), or null. */
  myEntry: z.nullable(CompetitionEntry),
  /** Empty while open; the winners, first place first, once closed. */
  winners: z.array(CompetitionEntry),
});
export type Competition = z.infer<typeof Competition>;

/** GET /bff/makerhub/competitions: open ones first (closing soonest first), then the closed ones, latest first. */
export const CompetitionsResponse = z.object({ competitions: z.array(Competition) });
export type CompetitionsResponse = z.infer<typeof CompetitionsResponse>;

/** A data URL of the photo, e.g. `data:image/jpeg;base64,…`; the type it names is not trusted, the bytes are sniffed. */
const PhotoDataUrl = asTyped(
  z
    .string()
    .check(
      z.maxLength(Math.ceil((ENTRY_PHOTO_MAX_BYTES * 4) / 3) + 200, `must be at most ${ENTRY_PHOTO_MAX_BYTES / (1024 * 1024)} MB`),
      z.regex(/^data:[a-z0-9.+/-]*;base64,[A-Za-z0-9+/=\s]+$/i, 'must be a base64 data URL'),
    ),
  'file',
);

/** POST /bff/makerhub/competitions/{slug}/entries → 201 { entry } */
export const EntryBody = z.object({
  text: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(ENTRY_TEXT_MAX)),
  photo: z.optional(PhotoDataUrl),
});
export type EntryBody = z.infer<typeof EntryBody>;

export const EntryResponse = z.object({ entry: CompetitionEntry });
export type EntryResponse = z.infer<typeof EntryResponse>;

/** GET /bff/makerhub/community/entries?limit=: the site's newest entries, for the community page. */
export const CommunityEntriesQuery = z.object({
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,3}$/, 'must be a whole number')), z.transform(Number))
      .check(z.refine((n: number) => n >= 1 && n <= 50, 'must be between 1 and 50')),
  ),
});
export const CommunityEntriesResponse = z.object({ entries: z.array(CompetitionEntry) });
export type CommunityEntriesResponse = z.infer<typeof CommunityEntriesResponse>;

/** GET /img/competition-entries/{id}.webp?width= */
export const EntryPhotoParams = z.object({ file: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}\.webp$/, 'must be {id}.webp')) });
export const EntryPhotoQuery = z.object({
  width: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{2,4}$/, 'must be a whole number')), z.transform(Number))
      .check(z.refine((n: number) => n >= 100 && n <= 1600, 'must be between 100 and 1600')),
  ),
});

/** GET /bff/makerhub/workshops/near?storeKey=&limit=: the next sessions nearest a store (the home page's workshops). */
export const WorkshopsNearQuery = z.object({
  storeKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, 'must be a store key'))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^([1-9]|1[0-2])$/, 'must be a whole number from 1 to 12')),
      z.transform((text: string) => Number(text)),
    ),
  ),
});
export const NearSession = z.extend(WorkshopSession, {
  workshop: z.object({ slug: z.string(), title: z.string(), url: z.string() }),
  /** Kilometres from the store the sessions are near. */
  distanceKm: z.number(),
});
export type NearSession = z.infer<typeof NearSession>;
export const WorkshopsNearResponse = z.object({
  /** The store the sessions are near: the shopper's chosen one, or the site's default when none is chosen. */
  store: z.extend(SessionStore, { chosen: z.boolean() }),
  sessions: z.array(NearSession),
});
export type WorkshopsNearResponse = z.infer<typeof WorkshopsNearResponse>;
