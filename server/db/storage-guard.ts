import BetterSqlite3 from 'better-sqlite3';
import { type Stats, accessSync, constants, statSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Storage faults (a full disk, database files made read-only, removed or replaced, a locked or failing
 * disk) are the machine's, not the request's: they are answered 503 with Retry-After and the shop
 * carries on, serving again by itself once the fault clears.
 */

/** How long a caller is asked to wait before trying again: long enough for a disk to be freed or a lock to pass. */
export const STORAGE_RETRY_AFTER_S = 5;

/**
 * Writes stop while less than this is free on the database's disk: room for the WAL to grow to its
 * checkpoint size (1,000 pages of 4 KiB, ~4 MiB) and for the checkpoint to grow the database file by as
 * much, twice over, so the shop stops cleanly before SQLite meets a full disk half-way through a write.
 */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

/** The database cannot be used for now; `reason` says why in a few words (the readiness answer, the log). */
export class StorageUnavailable extends Error {
  constructor(
    readonly reason: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`Storage unavailable: ${reason} (${code})`, options);
    this.name = 'StorageUnavailable';
  }
}

const SQLITE_FAULTS = /^SQLITE_(BUSY|IOERR|FULL|READONLY|CANTOPEN)(_|$)/;
const FILE_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

function reasonOf(code: string): string {
  if (/FULL|ENOSPC|EDQUOT/.test(code)) return 'the disk is full';
  if (/READONLY|EROFS|EPERM|EACCES/.test(code)) return 'the database files are read-only';
  if (/BUSY/.test(code)) return 'the database is locked by another writer';
  if (/CANTOPEN|ENOENT/.test(code)) return 'the database file cannot be opened';
  return 'the disk failed to read or write';
}

/**
 * PostgreSQL out of reach: no connection (refused, reset, timed out), the server shutting down or starting up
 * (57P01-57P03), too many connections (53300), a connection lost mid-statement (class 08), out of disk (53100),
 * a statement stopped by its timeout while a lock was held elsewhere (57014).
 */
const POSTGRES_FAULTS = /^(08\d\d\d|57P0[123]|53300|53100|57014)$/;
const NETWORK_FAULTS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What pg's pool and client say without a code when the server went away or no connection came in time. */
const POSTGRES_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly/;

function postgresReasonOf(code: string): string {
  if (code === '53100') return 'the database server’s disk is full';
  if (code === '53300') return 'the database server has no connection free';
  if (code === '57014') return 'the database took too long to answer';
  return 'the database server cannot be reached';
}

/** The error as a storage fault (SQLite's SqliteError by its code, PostgreSQL out of reach, or a file system error), or null. */
export function storageFaultOf(error: unknown): StorageUnavailable | null {
  if (error instanceof StorageUnavailable) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (POSTGRES_FAULTS.test(code) || NETWORK_FAULTS.has(code))) {
    return new StorageUnavailable(postgresReasonOf(code), code, { cause: error });
  }
  if (error instanceof Error && code === undefined && POSTGRES_LOST.test(error.message)) {
    return new StorageUnavailable(postgresReasonOf('08006'), '08006', { cause: error });
  }
  if (typeof code !== 'string') return null;
  if (error instanceof BetterSqlite3.SqliteError ? SQLITE_FAULTS.test(code) : FILE_FAULTS.has(code) && 'syscall' in (error as object)) {
    return new StorageUnavailable(reasonOf(code), code, { cause: error });
  }
  return null;
}

const identityOf = (stats: Stats) => `${stats.dev}:${stats.ino}`;

/** Throws unless the file can be written; a file not there yet (the WAL before the first write) is no fault. */
function mustBeWritable(path: string): void {
  try {
    accessSync(path, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EACCES';
    if (code === 'ENOENT') return;
    throw new StorageUnavailable(reasonOf(code), code, { cause: error });
  }
}

/**
 * Checks the database's files before SQLite touches them. SQLite maps the WAL index (the `-shm` file) into
 * memory and writes it there, even to begin a read; once that file is made immutable (`chattr +i`, which
 * also flushes its pages, so the next write to them faults) the kernel answers such a write with SIGBUS,
 * which kills the process, instead of an error SQLite could return. So no statement runs while the `-shm`
 * file cannot be written, and no write starts while the database file is gone or replaced, its files are
 * read-only or the disk is nearly full. A check cannot close the moment between itself and SQLite's write:
 * a file turned read-only within that moment still raises the signal, and the supervisor (server/supervisor.ts)
 * starts the shop again.
 */
export class StorageGuard {
  private readonly identity: string;

  constructor(
    private readonly file: string,
    private readonly minFreeBytes: number,
  ) {
    this.identity = identityOf(statSync(file));
  }

  /** Before any statement, reads included: one access(2), a few µs. */
  beforeStatement(): void {
    mustBeWritable(`${this.file}-shm`);
  }

  /** Before a write begins: a transaction, or a write on its own. */
  beforeWrite(): void {
    let stats: Stats;
    try {
      stats = statSync(this.file);
    } catch (error) {
      throw new StorageUnavailable('the database file is gone', (error as NodeJS.ErrnoException).code ?? 'ENOENT', { cause: error });
    }
    // Another file now under the name: writes would go to the old one, which nobody will open again.
    if (identityOf(stats) !== this.identity) throw new StorageUnavailable('the database file was replaced', 'ENOENT');
    mustBeWritable(this.file);
    mustBeWritable(`${this.file}-wal`);
    const { bavail, bsize } = statfsSync(dirname(this.file));
    if (bavail * bsize < this.minFreeBytes) throw new StorageUnavailable('the disk is full', 'ENOSPC');
  }
}

/** One storage fault episode: from the first refused request to the first write that went through again. */
export interface StorageEpisode {
  readonly reason: string;
  readonly code: string;
  readonly since: number;
  refused: number;
}

// One per process: a process serves one shop over one database (tests that start several share it).
let episode: StorageEpisode | null = null;
const recoveryListeners = new Set<(ended: StorageEpisode, now: number) => void>();

/** Counts a refused request; true for the first of an episode, the one worth a log line (a full disk would otherwise fill the log too). */
export function noteStorageFault(fault: StorageUnavailable, now = Date.now()): boolean {
  if (episode) {
    episode.refused += 1;
    return false;
  }
  episode = { reason: fault.reason, code: fault.code, since: now, refused: 1 };
  return true;
}

/** A write went through: the episode, if one was running, is over. */
export function noteStorageHealthy(now = Date.now()): void {
  if (!episode) return;
  const ended = episode;
  episode = null;
  for (const listener of recoveryListeners) listener(ended, now);
}

/** Tells the listener (a server's log) when an episode ends, until the returned function is called. */
export function whenStorageRecovers(listener: (ended: StorageEpisode, now: number) => void): () => void {
  recoveryListeners.add(listener);
  return () => void recoveryListeners.delete(listener);
}

/**
 * A readiness answer from a probe of the database: null when the probe went through (which ends a fault episode),
 * the fault's reason when it was a storage fault; any other error is thrown.
 */
export async function readinessOf(probe: () => Promise<string | null>): Promise<string | null> {
  try {
    const reason = await probe();
    if (reason === null) noteStorageHealthy();
    return reason;
  } catch (error) {
    const fault = storageFaultOf(error);
    if (fault) return fault.reason;
    throw error;
  }
}
