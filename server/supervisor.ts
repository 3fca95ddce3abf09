import cluster, { type Worker } from 'node:cluster';

/** After an unexpected end the shop starts again after 0.5 s, then 1 s, 2 s… up to 30 s while it keeps failing. */
export const RESTART_DELAYS_MS = { first: 500, max: 30_000 } as const;
/** A shop that stayed up this long is well again: its next restart waits the first delay. */
const STEADY_MS = 60_000;

/**
 * Runs the shop in a worker process watched by this one, which starts it again when it dies (a signal, an
 * uncaught error). The storage guard keeps SQLite from ever meeting a read-only WAL index, whose write the
 * kernel answers with SIGBUS, but a check made before a write cannot close the moment between the two;
 * should the signal come anyway, the shop is back within a second instead of down until someone notices.
 * A worker that never listened (bad settings, a port in use) ends the whole process with its exit code, and
 * SIGINT/SIGTERM stop the worker and then this process. SUPERVISE=0 runs the shop in this process alone.
 */
export function supervise(run: () => Promise<void>): void {
  if (!cluster.isPrimary || process.env.SUPERVISE === '0') {
    // A start refused (process.exitCode set) ends the process: in a worker the channel to the supervisor would keep it up.
    run().then(
      () => void (process.exitCode ? process.exit(process.exitCode) : undefined),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
    return;
  }
  // The one worker accepts connections itself, as a lone process would.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let delay: number = RESTART_DELAYS_MS.first;
  let listenedOnce = false;
  let stopping = false;
  let worker: Worker | null = null;
  let pending: NodeJS.Timeout | null = null;

  const start = () => {
    pending = null;
    const startedAt = Date.now();
    const current = cluster.fork();
    worker = current;
    current.once('listening', () => void (listenedOnce = true));
    current.once('exit', (code, signal) => {
      worker = null;
      if (stopping || (code === 0 && !signal)) process.exit(code ?? 0);
      if (!listenedOnce) process.exit(code || 1);
      if (Date.now() - startedAt >= STEADY_MS) delay = RESTART_DELAYS_MS.first;
      console.error(`The shop's process ${current.process.pid} ended (${signal ?? `exit code ${code}`}); starting it again in ${delay} ms`);
      pending = setTimeout(start, delay);
      delay = Math.min(delay * 2, RESTART_DELAYS_MS.max);
    });
  };

  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      stopping = true;
      if (pending) clearTimeout(pending);
      if (worker) worker.process.kill(name);
      else process.exit(0);
    });
  }
  start();
}
