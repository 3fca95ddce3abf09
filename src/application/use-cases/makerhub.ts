import { ENTRY_PHOTO_FORMATS, entryPhotoError, entryTextError } from '../../domain/makerhub';
import { type Result, err, ok } from '../../domain/shared';
import type { ApiError } from '../ports/api-error';
import type { Bff, Competition, CompetitionEntry, Workshop, WorkshopBooking, WorkshopSession, WorkshopsNear } from '../ports/bff';

/** What a Makerhub view shows when a call is refused: the server's message, or ours; 401 sends the shopper to sign in. */
export interface MakerhubFailure {
  readonly message: string;
  readonly status?: number;
}

/** A photo the shopper picked, as the page read it: its size, its declared type and its bytes as a data URL. */
export interface PickedPhoto {
  readonly bytes: number;
  readonly type: string;
  readonly dataUrl: string;
}

export interface MakerhubUseCases {
  workshops(): Promise<Result<readonly Workshop[], MakerhubFailure>>;
  workshop(slug: string): Promise<Result<Workshop, MakerhubFailure>>;
  /** The next sessions nearest the store (the shopper's preferred one; null for the site's default). */
  workshopsNear(storeKey: string | null, limit: number): Promise<Result<WorkshopsNear, MakerhubFailure>>;
  book(sessionId: string): Promise<Result<WorkshopSession, MakerhubFailure>>;
  /** Cancels and answers the customer's bookings as they now stand. */
  cancel(bookingId: string): Promise<Result<readonly WorkshopBooking[], MakerhubFailure>>;
  myBookings(): Promise<Result<readonly WorkshopBooking[], MakerhubFailure>>;
  competitions(): Promise<Result<readonly Competition[], MakerhubFailure>>;
  /** Checks the text and the photo (size, type) before sending; the server checks the photo's bytes again. */
  enter(slug: string, text: string, photo?: PickedPhoto): Promise<Result<CompetitionEntry, MakerhubFailure>>;
  communityEntries(limit: number): Promise<Result<readonly CompetitionEntry[], MakerhubFailure>>;
}

const answer = <T>(result: Result<T, ApiError>): Result<T, MakerhubFailure> =>
  result.ok ? ok(result.value) : err({ message: result.error.message, status: result.error.status });
/** The server names the field (`body.text: …`); the form shows the words only. */
const plain = (result: Result<CompetitionEntry, MakerhubFailure>) =>
  result.ok ? result : err({ ...result.error, message: result.error.message.replace(/^(body\.)?(text|photo): /, '') });
const formatOf = (type: string): string | undefined => (ENTRY_PHOTO_FORMATS as readonly string[]).find((f) => type === `image/${f}`);

/** Makerhub workshops and competitions (spec §1 Community area), loaded with the first Makerhub block or account section that needs them. */
export function makerhubUseCases({ bff }: { readonly bff: Pick<Bff, 'makerhub'> }): MakerhubUseCases {
  const { makerhub } = bff;
  return {
    workshops: async () => answer(await makerhub.workshops()),
    workshop: async (slug) => answer(await makerhub.workshop(slug)),
    workshopsNear: async (storeKey, limit) => answer(await makerhub.workshopsNear(storeKey, limit)),
    book: async (sessionId) => {
      const booked = answer(await makerhub.book(sessionId));
      return booked.ok ? ok(booked.value.session) : booked;
    },
    cancel: async (bookingId) => answer(await makerhub.cancelBooking(bookingId)),
    myBookings: async () => answer(await makerhub.myBookings()),
    competitions: async () => answer(await makerhub.competitions()),
    async enter(slug, text, photo) {
      const textProblem = entryTextError(text);
      if (textProblem) return err({ message: textProblem });
      const photoProblem = photo ? entryPhotoError(photo.bytes, formatOf(photo.type)) : null;
      if (photoProblem) return err({ message: photoProblem });
      return plain(answer(await makerhub.enter(slug, { text: text.trim(), ...(photo ? { photo: photo.dataUrl } : {}) })));
    },
    communityEntries: async (limit) => answer(await makerhub.communityEntries(limit)),
  };
}
