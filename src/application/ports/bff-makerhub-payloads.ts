/** The Makerhub's workshops and competitions as the contract says them (contract/makerhub.ts). */
export type {
  SessionStore,
  WorkshopSession,
  Workshop,
  /** A session as the home page lists it near a store: with its workshop and how far its store is. */
  NearSession,
  /** The sessions near a store: the shopper's chosen store, or the site's default (chosen false). */
  WorkshopsNearResponse as WorkshopsNear,
  WorkshopBooking,
  CompetitionEntry,
  Competition,
  /** An entry as sent: the text and, optionally, the photo as a data URL. */
  EntryBody as EntryInput,
} from '../../../contract/makerhub';
