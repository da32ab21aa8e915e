import { performance } from 'node:perf_hooks';

// Time spent inside the platform clients' fetch calls. The sandbox is mounted in this process, so
// a call's time is the sandbox's own work plus the in-process transport (inject, headers, body);
// everything outside these calls is our code (engine, database, paging, JSON mapping).

export interface FetchTiming {
  /** Wall time with at least one call in flight (overlapping calls are counted once). */
  busyMs: number;
  /** Sum of every call's duration (above busyMs only when calls overlap). */
  summedMs: number;
  requests: number;
  byMethod: Map<string, number>;
}

export function createTimedFetch(): {
  wrap: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
  timing: FetchTiming;
  reset(): void;
} {
  const timing: FetchTiming = { busyMs: 0, summedMs: 0, requests: 0, byMethod: new Map() };
  let inFlight = 0;
  let busySince = 0;
  return {
    timing,
    reset: () => {
      timing.busyMs = 0;
      timing.summedMs = 0;
      timing.requests = 0;
      timing.byMethod.clear();
    },
    wrap: (fetch) => async (input, init) => {
      const started = performance.now();
      if (inFlight === 0) busySince = started;
      inFlight += 1;
      try {
        return await fetch(input, init);
      } finally {
        const ended = performance.now();
        inFlight -= 1;
        if (inFlight === 0) timing.busyMs += ended - busySince;
        timing.summedMs += ended - started;
        timing.requests += 1;
        const method = describeCall(input, init);
        timing.byMethod.set(method, (timing.byMethod.get(method) ?? 0) + 1);
      }
    },
  };
}

/** "POST googleAds:search"-style label: the method and the last path segment. */
function describeCall(input: Parameters<typeof fetch>[0], init?: RequestInit): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return `${method} ${url.pathname.split('/').pop() ?? ''}`;
}
