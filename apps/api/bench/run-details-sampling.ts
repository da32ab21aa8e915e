import { createSeededRandom } from '@utmost/sandbox';
import { performance } from 'node:perf_hooks';
import type { BenchApp } from './bench-app.js';
import { requireStatus, type BenchOrganization } from './bench-organization.js';
import type { FilledRun } from './run-details-fill.js';
import type { DetailParameters, QueryKind } from './run-details-queries.js';

// Timing GET /api/v1/run-history/google/run-details through app.inject: the whole request as the
// API serves it (session check, run lookup, page and count queries, presenting, serializing).

export interface DetailsPage {
  bench: BenchApp;
  organization: BenchOrganization;
  run: FilledRun;
}

export interface Sample {
  kind: string;
  parameters: DetailParameters;
  ms: number;
}

function buildUrl({ organization, run }: DetailsPage, parameters: DetailParameters): string {
  const search = new URLSearchParams({
    organization_id: organization.id,
    accountId: run.accountId,
    jobId: run.jobId,
  });
  for (const [name, value] of Object.entries(parameters)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return `/api/v1/run-history/google/run-details?${search.toString()}`;
}

/** One request; answers its milliseconds (a non-200 answer stops the benchmark). */
export async function requestDetails(
  page: DetailsPage,
  parameters: DetailParameters,
): Promise<number> {
  const url = buildUrl(page, parameters);
  const started = performance.now();
  const response = await page.bench.app.inject({
    method: 'GET',
    url,
    headers: page.organization.headers,
  });
  const elapsed = performance.now() - started;
  requireStatus(response, 200, `GET ${url}`);
  return elapsed;
}

function shuffle<T>(random: () => number, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/**
 * Warm-up rounds of every kind first (not kept), then the measured samples; both shuffled, so no
 * kind profits from the one before it having warmed the same pages.
 */
export async function sampleKinds(
  page: DetailsPage,
  kinds: readonly QueryKind[],
  options: { warmUpPerKind: number; samplesPerKind: number; seed: number },
): Promise<Sample[]> {
  const random = createSeededRandom(options.seed);
  const schedule = (rounds: number) =>
    shuffle(
      random,
      kinds.flatMap((kind) =>
        Array.from({ length: rounds }, () => ({ kind: kind.name, parameters: kind.draw(random) })),
      ),
    );
  for (const entry of schedule(options.warmUpPerKind)) {
    await requestDetails(page, entry.parameters);
  }
  const samples: Sample[] = [];
  for (const entry of schedule(options.samplesPerKind)) {
    samples.push({ ...entry, ms: await requestDetails(page, entry.parameters) });
  }
  return samples;
}
