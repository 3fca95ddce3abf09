import { randomBytes } from 'node:crypto';
import type { Competition, CompetitionEntry, CompetitionsResponse, EntryBody } from '../../../contract/makerhub';
import { ENTRY_MESSAGES, competitionStatus, entryDecision } from '../../../src/domain/makerhub';
import type { Site } from '../../../src/domain/site';
import type { Db } from '../../db/unit-of-work';
import { checkPhoto, dropPhoto, keepPhoto } from './photos';
import {
  type CompetitionEntryRow,
  type CompetitionRow,
  competitionBySiteSlug,
  customerEntry,
  customerNames,
  entryCount,
  entryPhotoFileOf,
  hasEntered,
  insertEntry,
  newestSiteEntries,
  siteCompetitions,
  winningEntries,
} from './repository';
import { conflict, notFound } from '../refusal';

export const COMPETITION_MESSAGES = { competitionNotFound: 'Competition not found' } as const;

export interface CompetitionDeps {
  readonly db: Db;
  /** DATA_DIR: photos go under its competition-photos folder. */
  readonly dataDir: string;
  /** Where entry photos are served from (the image host). */
  readonly imageOrigin: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
export const entryPhotoUrl = (imageOrigin: string, entryId: string) => `${imageOrigin}/img/competition-entries/${entryId}.webp?width=800`;

type EntryRow = CompetitionEntryRow & { slug: string; title: string };

function entryWire(deps: CompetitionDeps, row: EntryRow, closed: boolean): CompetitionEntry {
  return {
    id: row.id,
    competition: { slug: row.slug, title: row.title },
    authorName: row.author_name,
    text: row.text,
    photoUrl: row.photo_file ? entryPhotoUrl(deps.imageOrigin, row.id) : null,
    createdAt: iso(row.created_at),
    winnerRank: closed ? row.winner_rank : null,
  };
}

async function competitionWire(deps: CompetitionDeps, row: CompetitionRow, customerId: string | null, now: number): Promise<Competition> {
  const status = competitionStatus(row.closes_at, now);
  const closed = status === 'closed';
  const [count, mine, winners] = await Promise.all([
    entryCount(deps.db, row.id),
    customerId ? customerEntry(deps.db, row.id, customerId) : undefined,
    closed ? winningEntries(deps.db, row.id) : [],
  ]);
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    prize: row.prize,
    closesAt: iso(row.closes_at),
    status,
    entryCount: count,
    myEntry: mine ? entryWire(deps, mine, closed) : null,
    winners: winners.map((w) => entryWire(deps, w, closed)),
  };
}

/** Open competitions first, closing soonest first; then the closed ones, the latest first. */
export async function listCompetitions(deps: CompetitionDeps, site: Site, customerId: string | null, now: number): Promise<CompetitionsResponse> {
  const rows = await siteCompetitions(deps.db, site.code);
  const open = rows.filter((r) => r.closes_at > now).sort((a, b) => a.closes_at - b.closes_at);
  const closed = rows.filter((r) => r.closes_at <= now).sort((a, b) => b.closes_at - a.closes_at);
  return { competitions: await Promise.all([...open, ...closed].map((r) => competitionWire(deps, r, customerId, now))) };
}

async function competitionRow(db: Db, site: Site, slug: string): Promise<CompetitionRow> {
  const row = await competitionBySiteSlug(db, site.code, slug);
  if (!row) throw notFound(COMPETITION_MESSAGES.competitionNotFound);
  return row;
}

export async function competitionBySlug(
  deps: CompetitionDeps,
  site: Site,
  customerId: string | null,
  now: number,
  slug: string,
): Promise<Competition> {
  return competitionWire(deps, await competitionRow(deps.db, site, slug), customerId, now);
}

/** A customer's name as an entry shows it: first name and the initial of the last. */
async function authorName(db: Db, customerId: string): Promise<string> {
  const customer = await customerNames(db, customerId);
  const first = customer?.first_name.trim() || 'A maker';
  const initial = customer?.last_name.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * One entry per customer per competition while it is open. The photo is checked (by its bytes) before
 * anything is written; the unique index on (competition, customer) settles two entries sent at once.
 */
export async function enterCompetition(
  deps: CompetitionDeps,
  site: Site,
  customerId: string,
  slug: string,
  body: EntryBody,
  now: number,
): Promise<CompetitionEntry> {
  const competition = await competitionRow(deps.db, site, slug);
  const already = await hasEntered(deps.db, competition.id, customerId);
  const decided = entryDecision({ closesAt: competition.closes_at, now, alreadyEntered: already });
  if (!decided.ok) throw conflict(ENTRY_MESSAGES[decided.error]);
  const photo = body.photo ? await checkPhoto(body.photo) : null;
  const id = `ce_${randomBytes(12).toString('base64url')}`;
  const row: CompetitionEntryRow = {
    id,
    competition_id: competition.id,
    customer_id: customerId,
    author_name: await authorName(deps.db, customerId),
    text: body.text.trim(),
    photo_file: photo ? `${id}.${photo.format}` : null,
    winner_rank: null,
    created_at: now,
  };
  // The photo is on disk before the row names it; a row refused after all takes its photo with it.
  if (photo) await keepPhoto(deps.dataDir, id, photo);
  if ((await insertEntry(deps.db, row)) !== 1) {
    if (row.photo_file) await dropPhoto(deps.dataDir, row.photo_file);
    throw conflict(ENTRY_MESSAGES.alreadyEntered);
  }
  return entryWire(deps, { ...row, slug: competition.slug, title: competition.title }, false);
}

/** The site's newest entries across its competitions, for the community page. */
export async function newestEntries(deps: CompetitionDeps, site: Site, limit: number, now: number): Promise<CompetitionEntry[]> {
  const rows = await newestSiteEntries(deps.db, site.code, limit);
  return rows.map((r) => entryWire(deps, r, competitionStatus(r.closes_at, now) === 'closed'));
}

/** The stored photo file of an entry, for the image route; 404 without one. */
export async function entryPhotoFile(db: Db, entryId: string): Promise<string> {
  const photoFile = await entryPhotoFileOf(db, entryId);
  if (!photoFile) throw notFound('Photo not found');
  return photoFile;
}
