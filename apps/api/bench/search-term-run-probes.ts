import { performance } from 'node:perf_hooks';
import type { AdPlatform, PlatformSearchTerm } from '@utmost/platforms';
import type { DatabaseExecutor } from '../src/core/db/database-types.js';
import type { AdPlatformDependencies } from '../src/features/ad-platforms/index.js';

// Where a search-term run's time goes, seen from outside the executor: its ad-platform
// dependencies are handed over with two probes. The Google client's search-term listing marks
// when reading starts and ends (and keeps the rows it yielded, so aggregating and classifying can
// be timed apart on the same data); the database marks each transaction, of which the run's last
// one stores the results. The executor's code is untouched.

export interface Span {
  startedAt: number;
  endedAt: number;
}

/** A transaction's span, with the time its statements took inside it. */
export interface TransactionSpan extends Span {
  statementsMs: number;
}

export interface RunProbes {
  listing: Span | null;
  transactions: TransactionSpan[];
  pages: number;
  /** The listed rows, as the executor received them. */
  rows: PlatformSearchTerm[];
}

type ListSearchTerms = NonNullable<AdPlatform['listSearchTerms']>;

function probeClient(client: AdPlatform, probes: RunProbes): AdPlatform {
  const list = client.listSearchTerms;
  if (!list) return client;
  async function* listAndMark(...args: Parameters<ListSearchTerms>) {
    const startedAt = performance.now();
    probes.rows.length = 0;
    probes.pages = 0;
    for await (const page of list!.apply(client, args)) {
      probes.pages += 1;
      for (const row of page) probes.rows.push(row);
      yield page;
    }
    probes.listing = { startedAt, endedAt: performance.now() };
  }
  return Object.assign(Object.create(client) as AdPlatform, { listSearchTerms: listAndMark });
}

function probeTransactions(
  db: DatabaseExecutor,
  probes: RunProbes,
  readStatementsMs: () => number,
): DatabaseExecutor {
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key !== 'transaction') return value.bind(target);
      return async (...args: unknown[]) => {
        const startedAt = performance.now();
        const statementsBefore = readStatementsMs();
        try {
          return await (value as (...rest: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          probes.transactions.push({
            startedAt,
            endedAt: performance.now(),
            statementsMs: readStatementsMs() - statementsBefore,
          });
        }
      };
    },
  });
}

/** `readStatementsMs`: the time spent inside database statements so far (timed-database.ts). */
export function probeSearchTermRun(
  adPlatforms: AdPlatformDependencies,
  readStatementsMs: () => number,
): {
  adPlatforms: Pick<AdPlatformDependencies, 'db' | 'platforms' | 'logins'>;
  probes: RunProbes;
} {
  const probes: RunProbes = { listing: null, transactions: [], pages: 0, rows: [] };
  const { platforms } = adPlatforms;
  return {
    probes,
    adPlatforms: {
      db: probeTransactions(adPlatforms.db, probes, readStatementsMs),
      logins: adPlatforms.logins,
      platforms: {
        find: (platform) => platforms.find(platform),
        require: (platform) => {
          const found = platforms.require(platform);
          return { ...found, client: probeClient(found.client, probes) };
        },
      },
    },
  };
}

/** The transaction that began after reading ended: the one that stored the results. */
export function findStoreSpan(probes: RunProbes): TransactionSpan | null {
  const readEnd = probes.listing?.endedAt;
  if (readEnd === undefined) return null;
  return probes.transactions.find((span) => span.startedAt >= readEnd) ?? null;
}
