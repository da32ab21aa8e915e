import type { AppContext } from './app-context.js';
import type { JobRegistration } from './jobs/job-definition.js';

/**
 * A feature module (apps/api/src/features/<name>): the operations it answers, the jobs it runs
 * and the tables it owns. The app and the workers are composed from the list in features.ts.
 */
export interface Feature<
  Context extends AppContext = AppContext,
  Handlers extends object = object,
> {
  name: string;
  /** Handlers keyed by the contract's operationId. */
  handlers(context: Context): Handlers;
  jobs: readonly JobRegistration<Context>[];
  /** Its slice of the Drizzle schema. */
  tables: Readonly<Record<string, unknown>>;
}

export function defineFeature<Context extends AppContext, Handlers extends object>(
  feature: Feature<Context, Handlers>,
): Feature<Context, Handlers> {
  return feature;
}
