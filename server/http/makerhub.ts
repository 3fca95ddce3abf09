import type { FastifyRequest } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CommunityEntriesQuery,
  EntryBody,
  EntryPhotoParams,
  EntryPhotoQuery,
  IdParams,
  SlugParams,
  WorkshopsNearQuery,
} from '../../contract/makerhub';
import { ENTRY_PHOTO_MAX_BYTES } from '../../src/domain/makerhub';
import {
  type CompetitionDeps,
  competitionBySlug,
  entryPhotoFile,
  enterCompetition,
  listCompetitions,
  newestEntries,
} from '../services/makerhub/competitions';
import { photoAsWebp } from '../services/makerhub/photos';
import { Refusal } from '../services/refusal';
import { bookPlace, cancelBooking, listWorkshops, myBookings, workshopBySlug } from '../services/makerhub/workshops';
import { workshopsNear } from '../services/makerhub/workshops-near';
import type { Area, AreaContext } from './areas';
import { HttpError, notFound, parse, unauthorized } from './errors';
import { findIdentity, requireIdentity } from './request-context';

/** An entry's JSON carries its photo as a base64 data URL: a third bigger than the photo, plus the text. */
const ENTRY_BODY_LIMIT = Math.ceil((ENTRY_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

let temporaryDataDir: string | undefined;
const dataDirOf = (context: AreaContext) => context.dataDir ?? (temporaryDataDir ??= mkdtempSync(join(tmpdir(), 'storefront-makerhub-')));

const depsOf = (context: AreaContext): CompetitionDeps => ({
  db: context.database.db,
  dataDir: dataDirOf(context),
  imageOrigin: context.imageOrigin,
});

/**
 * Makerhub workshops and competitions (spec §1 Community area, §2 "Makerhub Workshop", "Makerhub
 * Competitions"); the spec leaves their calls open, ours are under /bff/makerhub (docs/decisions.md). Reading
 * is open to all; booking, cancelling and entering are a signed-in customer's: a guest gets 401, another
 * customer's booking the same 404 as an unknown one.
 */
export const makerhubArea: Area = (context) => async (app) => {
  const { db } = context.database;
  const deps = depsOf(context);
  const customerOf = async (request: FastifyRequest): Promise<string> => {
    const identity = await requireIdentity(db, request, context.now());
    if (!identity.customerId) throw unauthorized();
    return identity.customerId;
  };
  /** Who is asking, when a read marks the caller's own bookings or entry; a guest reads the same list unmarked. */
  const maybeCustomer = async (request: FastifyRequest): Promise<string | null> =>
    (await findIdentity(db, request, context.now()))?.customerId ?? null;

  app.get('/makerhub/workshops', async (request) => listWorkshops(db, request.site, await maybeCustomer(request), context.now()));

  app.get('/makerhub/workshops/near', async (request) => {
    const { storeKey, limit } = parse(WorkshopsNearQuery, request.query, 'query');
    return workshopsNear(db, request.site, storeKey, context.now(), limit);
  });

  app.get('/makerhub/workshops/bookings', async (request) => myBookings(db, request.site, await customerOf(request), context.now()));

  app.get('/makerhub/workshops/:slug', async (request) => {
    const { slug } = parse(SlugParams, request.params, 'params');
    return workshopBySlug(db, request.site, await maybeCustomer(request), context.now(), slug);
  });

  app.post('/makerhub/workshops/sessions/:id/bookings', async (request, reply) => {
    const customerId = await customerOf(request);
    const { id } = parse(IdParams, request.params, 'params');
    const booked = await bookPlace(db, request.site, customerId, id, context.now());
    return reply.status(201).send(booked);
  });

  app.delete('/makerhub/workshops/bookings/:id', async (request) => {
    const customerId = await customerOf(request);
    const { id } = parse(IdParams, request.params, 'params');
    return cancelBooking(db, request.site, customerId, id, context.now());
  });

  app.get('/makerhub/competitions', async (request) => listCompetitions(deps, request.site, await maybeCustomer(request), context.now()));

  app.get('/makerhub/competitions/:slug', async (request) => {
    const { slug } = parse(SlugParams, request.params, 'params');
    return competitionBySlug(deps, request.site, await maybeCustomer(request), context.now(), slug);
  });

  app.post('/makerhub/competitions/:slug/entries', { bodyLimit: ENTRY_BODY_LIMIT }, async (request, reply) => {
    const customerId = await customerOf(request);
    const { slug } = parse(SlugParams, request.params, 'params');
    const body = parse(EntryBody, request.body, 'body');
    const entry = await enterCompetition(deps, request.site, customerId, slug, body, context.now());
    return reply.status(201).send({ entry });
  });

  app.get('/makerhub/community/entries', async (request) => {
    const { limit } = parse(CommunityEntriesQuery, request.query, 'query');
    return { entries: await newestEntries(deps, request.site, limit ?? 12, context.now()) };
  });
};

/** Entry photos, from the image host as product pictures are: WebP at the width asked (800 by default). */
export const makerhubImagesArea: Area = (context) => async (app) => {
  const deps = depsOf(context);
  app.get('/img/competition-entries/:file', async (request, reply) => {
    const { file } = parse(EntryPhotoParams, request.params, 'params');
    const { width } = parse(EntryPhotoQuery, request.query, 'query');
    const entryId = file.slice(0, -'.webp'.length);
    try {
      const stored = await entryPhotoFile(deps.db, entryId);
      const webp = await photoAsWebp(deps.dataDir, stored, width ?? 800);
      // An entry's photo never changes under its id.
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(webp);
    } catch (error) {
      if (error instanceof Refusal || error instanceof HttpError) throw error;
      throw notFound('Photo not found');
    }
  });
};
