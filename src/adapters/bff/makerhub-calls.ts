import {
  BookingResponse,
  CommunityEntriesResponse,
  CompetitionsResponse,
  EntryResponse,
  Workshop,
  WorkshopsNearResponse,
  WorkshopBookingsResponse,
  WorkshopsResponse,
} from '../../../contract/makerhub';
import type { Bff } from '../../application/ports/bff';
import { mapResult } from './results';
import type { Call } from './transport';

const id = (value: string) => encodeURIComponent(value);

/** Makerhub workshops and competitions (contract/makerhub.ts): ours, under /bff/makerhub. */
export const makerhubCalls = (call: Call): Bff['makerhub'] => ({
  workshops: async (options) =>
    mapResult(await call({ method: 'GET', path: '/bff/makerhub/workshops', schema: WorkshopsResponse, signal: options?.signal }), (a) => a.workshops),
  workshop: (slug, options) => call({ method: 'GET', path: `/bff/makerhub/workshops/${id(slug)}`, schema: Workshop, signal: options?.signal }),
  workshopsNear: (storeKey, limit, options) =>
    call({
      method: 'GET',
      path: `/bff/makerhub/workshops/near?${storeKey ? `storeKey=${id(storeKey)}&` : ''}limit=${limit}`,
      schema: WorkshopsNearResponse,
      signal: options?.signal,
    }),
  book: (sessionId, options) =>
    call({
      method: 'POST',
      path: `/bff/makerhub/workshops/sessions/${id(sessionId)}/bookings`,
      body: {},
      schema: BookingResponse,
      signal: options?.signal,
    }),
  cancelBooking: async (bookingId, options) =>
    mapResult(
      await call({
        method: 'DELETE',
        path: `/bff/makerhub/workshops/bookings/${id(bookingId)}`,
        schema: WorkshopBookingsResponse,
        signal: options?.signal,
      }),
      (a) => a.bookings,
    ),
  myBookings: async (options) =>
    mapResult(
      await call({ method: 'GET', path: '/bff/makerhub/workshops/bookings', schema: WorkshopBookingsResponse, signal: options?.signal }),
      (a) => a.bookings,
    ),
  competitions: async (options) =>
    mapResult(
      await call({ method: 'GET', path: '/bff/makerhub/competitions', schema: CompetitionsResponse, signal: options?.signal }),
      (a) => a.competitions,
    ),
  enter: async (slug, entry, options) =>
    mapResult(
      await call({
        method: 'POST',
        path: `/bff/makerhub/competitions/${id(slug)}/entries`,
        body: entry,
        schema: EntryResponse,
        signal: options?.signal,
      }),
      (a) => a.entry,
    ),
  communityEntries: async (limit, options) =>
    mapResult(
      await call({
        method: 'GET',
        path: `/bff/makerhub/community/entries?limit=${limit}`,
        schema: CommunityEntriesResponse,
        signal: options?.signal,
      }),
      (a) => a.entries,
    ),
});
