import { performance } from 'node:perf_hooks';

export interface Figure {
  readonly name: string;
  readonly opsPerSecond: number;
  readonly meanMicros: number;
  readonly p99Micros: number;
}

/**
 * Runs `fn` in timed batches after a warm-up and reports throughput and per-call latency.
 * Figures are for reading and comparing between runs, never for asserting in tests.
 */
export function measure(name: string, fn: () => unknown, { batches = 50, perBatch = 200 } = {}): Figure {
  for (let i = 0; i < perBatch * 5; i++) fn();
  const samples: number[] = [];
  let sink: unknown;
  const started = performance.now();
  for (let b = 0; b < batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < perBatch; i++) sink = fn();
    samples.push(((performance.now() - t0) * 1000) / perBatch);
  }
  const elapsedMs = performance.now() - started;
  if (sink === Symbol.for('never')) console.log(sink);
  samples.sort((a, b) => a - b);
  const p99 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.99))] ?? 0;
  return {
    name,
    opsPerSecond: Math.round((batches * perBatch) / (elapsedMs / 1000)),
    meanMicros: samples.reduce((a, b) => a + b, 0) / samples.length,
    p99Micros: p99,
  };
}

export function printFigures(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  console.log(`${'case'.padEnd(52)} ${'ops/s'.padStart(12)} ${'mean µs'.padStart(10)} ${'p99 µs'.padStart(10)}`);
  for (const f of figures) {
    console.log(
      `${f.name.padEnd(52)} ${f.opsPerSecond.toLocaleString('en-AU').padStart(12)} ${f.meanMicros.toFixed(2).padStart(10)} ${f.p99Micros.toFixed(2).padStart(10)}`,
    );
  }
}
