// p50 / p95 / max of latency samples (nearest rank: the value below which that share falls).

export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export function findPercentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarizeLatencies(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((left, right) => left - right);
  return {
    samples: sorted.length,
    p50: findPercentile(sorted, 50),
    p95: findPercentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
}
