import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for a test or bench run: `initdb` into a temporary folder, started on a free
 * loopback port (and a socket in that folder), stopped and removed by `stop()`. Durability is off (fsync,
 * synchronous commit): the cluster lives for one run.
 *
 * PostgreSQL refuses to run as root: as root, the cluster runs as Debian's `postgres` user.
 */
export interface PostgresCluster {
  /** The server's URL without a database name; `urlOf(name)` names one. */
  readonly port: number;
  /** The server's log, for a test to show when the server did something it did not expect. */
  readonly logFile: string;
  urlOf(database: string): string;
  /** Stops the server as an outage would (fast shutdown: connections cut), its data kept. */
  halt(): void;
  /** Starts the halted server again, on the same port and data. */
  resume(): void;
  stop(): void;
}

/** The folder of Debian's PostgreSQL programs (the newest installed), or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0 && existsSync(join(fromConfig.stdout.trim(), 'pg_ctl'))) return fromConfig.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0]!, 'bin') : null;
}

/** The one command that installs what the PostgreSQL suite needs, for a message when it cannot be installed here. */
export const INSTALL_POSTGRES = 'sudo apt-get install -y postgresql';

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const SERVER_SETTINGS = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=400',
  'shared_buffers=128MB',
  // Many short-lived test databases: no need to keep their statistics or vacuum them.
  'autovacuum=off',
  // The shop's transactions are SERIALIZABLE: room for their predicate locks, so reading a product's stock across a
  // hundred locations does not lock the whole table (README, "Running several instances").
  'max_pred_locks_per_transaction=1024',
  'max_pred_locks_per_relation=512',
  'max_pred_locks_per_page=16',
];

export async function startPostgresCluster(options: { readonly port?: number } = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL is not installed: ${INSTALL_POSTGRES}`);
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const owner = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(owner), Number(group));
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout || String(result.error)}`);
  };
  run('initdb', ['--pgdata', data, '--username', 'storefront', '--auth', 'trust', '--encoding', 'UTF8', '--locale', 'C', '--no-sync']);
  const port = options.port ?? (await freeLoopbackPort());
  const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", ...SERVER_SETTINGS.map((s) => `-c ${s}`)].join(' ');
  const start = () => run('pg_ctl', ['--pgdata', data, '--log', join(dir, 'server.log'), '--options', settings, '--wait', 'start']);
  start();
  let stopped = false;
  return {
    port,
    logFile: join(dir, 'server.log'),
    urlOf: (database) => `postgres://storefront@127.0.0.1:${port}/${database}`,
    halt: () => run('pg_ctl', ['--pgdata', data, '--mode', 'fast', '--wait', 'stop']),
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        // A server halted already has nothing to stop.
        if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['--pgdata', data, '--mode', 'immediate', '--wait', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
