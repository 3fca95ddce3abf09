/** The Makerhub's workshops and competitions as the application reads them (contract/makerhub.ts). */
export interface SessionStore {
  readonly storeKey: string;
  readonly name: string;
  readonly suburb: string;
  readonly state: string;
}

export interface WorkshopSession {
  readonly id: string;
  /** ISO 8601 */
  readonly startsAt: string;
  readonly durationMinutes: number;
  /** The store's IANA time zone. */
  readonly timeZone: string;
  readonly store: SessionStore;
  readonly places: number;
  readonly placesLeft: number;
  /** The signed-in customer's booking in it, or null. */
  readonly bookingId: string | null;
}

export interface Workshop {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly difficulty: string;
  readonly url: string;
  readonly sessions: readonly WorkshopSession[];
}

/** A session as the home page lists it near a store: with its workshop and how far its store is. */
export interface NearSession extends WorkshopSession {
  readonly workshop: { readonly slug: string; readonly title: string; readonly url: string };
  readonly distanceKm: number;
}

/** The sessions near a store: the shopper's chosen store, or the site's default (chosen false). */
export interface WorkshopsNear {
  readonly store: SessionStore & { readonly chosen: boolean };
  readonly sessions: readonly NearSession[];
}

export interface WorkshopBooking {
  readonly id: string;
  readonly sessionId: string;
  readonly workshop: { readonly slug: string; readonly title: string; readonly url: string };
  readonly startsAt: string;
  readonly durationMinutes: number;
  readonly timeZone: string;
  readonly store: SessionStore;
  readonly bookedAt: string;
}

export interface CompetitionEntry {
  readonly id: string;
  readonly competition: { readonly slug: string; readonly title: string };
  readonly authorName: string;
  readonly text: string;
  readonly photoUrl: string | null;
  readonly createdAt: string;
  readonly winnerRank: number | null;
}

export interface Competition {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly prize: string;
  readonly closesAt: string;
  readonly status: 'open' | 'closed';
  readonly entryCount: number;
  readonly myEntry: CompetitionEntry | null;
  readonly winners: readonly CompetitionEntry[];
}

/** An entry as sent: the text and, optionally, the photo as a data URL. */
export interface EntryInput {
  readonly text: string;
  readonly photo?: string;
}
