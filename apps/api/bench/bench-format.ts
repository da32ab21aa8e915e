import { availableParallelism, loadavg } from 'node:os';

// How the benchmarks print numbers, durations and the machine they ran on.

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function formatMs(ms: number): string {
  return ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`;
}

export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}

export const DATABASE_LABELS = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;

/** Node, cores and load: the machine may be shared, and a busy one slows every figure. */
export function describeMachine(): string {
  const [oneMinute] = loadavg();
  return `Node ${process.version}, ${availableParallelism()} cores, load average ${oneMinute?.toFixed(1)}`;
}
