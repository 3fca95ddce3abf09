import cluster, { type Worker } from 'node:cluster';

/** After an unexpected end the shop starts again after 0.5 s, then 1 s, 2 s… up to 30 s while it keeps failing. */
export const RESTART_DELAYS_MS = { first: 500, max: 30_000 } as const;
/** A shop that stayed up this long is well again: its next restart waits the first delay. */
const STEADY_MS = 60_000;

export interface SuperviseOptions {
  /**
   * How many shop processes to run (`npm run start:cluster`, INSTANCES): 1 by default. With more, the
   * supervisor accepts connections and hands them to the processes in turn (round robin), and each is started
   * again on its own when it dies while the others go on serving.
   */
  readonly instances?: number;
}

/**
 * Runs the shop in a worker process watched by this one, which starts it again when it dies (a signal, an
 * uncaught error). The storage guard keeps SQLite from ever meeting a read-only WAL index, whose write the
 * kernel answers with SIGBUS, but a check made before a write cannot close the moment between the two;
 * should the signal come anyway, the shop is back within a second instead of down until someone notices.
 * A worker that never listened (bad settings, a port in use) ends the whole process with its exit code, and
 * SIGINT/SIGTERM stop the worker and then this process. SUPERVISE=0 runs the shop in this process alone.
 */
export function supervise(run: () => Promise<void>, options: SuperviseOptions = {}): void {
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
  const instances = Math.max(1, options.instances ?? 1);
  // One worker accepts connections itself, as a lone process would; several share them in turn.
  cluster.schedulingPolicy = instances > 1 ? cluster.SCHED_RR : cluster.SCHED_NONE;
  let stopping = false;
  const workers = new Set<Worker>();
  const pending = new Set<NodeJS.Timeout>();

  const stopAll = (code: number) => {
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    if (workers.size === 0) process.exit(code);
    for (const worker of workers) worker.process.kill('SIGTERM');
    process.exitCode = code;
  };

  const startSlot = (slot: number) => {
    let delay: number = RESTART_DELAYS_MS.first;
    let listenedOnce = false;
    const start = () => {
      const startedAt = Date.now();
      const current = cluster.fork({ INSTANCE: String(slot) });
      workers.add(current);
      current.once('listening', () => void (listenedOnce = true));
      current.once('exit', (code, signal) => {
        workers.delete(current);
        if (stopping) {
          if (workers.size === 0) process.exit(process.exitCode ?? code ?? 0);
          return;
        }
        if (code === 0 && !signal) return stopAll(0);
        // A process that never listened (bad settings, a port in use) ends the whole shop with its exit code.
        if (!listenedOnce) return stopAll(code || 1);
        if (Date.now() - startedAt >= STEADY_MS) delay = RESTART_DELAYS_MS.first;
        console.error(`The shop's process ${current.process.pid} ended (${signal ?? `exit code ${code}`}); starting it again in ${delay} ms`);
        const timer = setTimeout(() => {
          pending.delete(timer);
          start();
        }, delay);
        pending.add(timer);
        delay = Math.min(delay * 2, RESTART_DELAYS_MS.max);
      });
    };
    start();
  };

  // SIGTERM/SIGINT: every process stops taking connections, finishes the requests in flight and closes its pool.
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      stopping = true;
      for (const timer of pending) clearTimeout(timer);
      if (workers.size === 0) process.exit(0);
      for (const worker of workers) worker.process.kill(name);
    });
  }
  for (let slot = 1; slot <= instances; slot += 1) startSlot(slot);
}
