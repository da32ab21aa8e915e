import { createAppContext, type AppContextSetup } from './core/app-context.js';
import type { ServiceHandlers } from './core/http/operation-types.js';
import type { JobDefinition, JobRegistration } from './core/jobs/job-definition.js';
import { adPlatformsFeature } from './features/ad-platforms/feature.js';
import { briefsFeature } from './features/briefs/feature.js';
import { searchTermsFeature } from './features/search-terms/feature.js';
import { withAdPlatforms, type AdPlatformsContext } from './features/ad-platforms/index.js';
import { identityFeature } from './features/identity/feature.js';
import { systemFeature } from './features/system/feature.js';
import { taggingRunsFeature } from './features/tagging-runs/feature.js';
import { urlTemplatesFeature } from './features/url-templates/feature.js';

/**
 * Every feature of the API. The HTTP app takes their handlers, the workers their jobs, the
 * migrations their tables (drizzle.config.ts). Adding a feature: a folder under features/ and a
 * line here.
 */
export const FEATURES = [
  systemFeature,
  identityFeature,
  adPlatformsFeature,
  urlTemplatesFeature,
  taggingRunsFeature,
  briefsFeature,
  searchTermsFeature,
] as const;

/** The context every feature runs in: the core context plus the services features build once. */
export type UtmostContext = AdPlatformsContext;

/** Built once per process, handed to the HTTP app and the workers alike. */
export function createUtmostContext(setup: AppContextSetup): UtmostContext {
  return withAdPlatforms(createAppContext(setup));
}

type Feature = (typeof FEATURES)[number];
type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (
  value: infer Intersection,
) => void
  ? Intersection
  : never;
type ComposedHandlers = UnionToIntersection<ReturnType<Feature['handlers']>>;

/**
 * Every operation's handler in one object, keyed by operationId, for fastify-openapi-glue. The
 * return type makes a missing operation a compile error.
 */
export function createServiceHandlers(context: UtmostContext): ServiceHandlers {
  const handlers: ComposedHandlers = Object.assign(
    {},
    ...FEATURES.map((feature) => feature.handlers(context)),
  ) as ComposedHandlers;
  return handlers;
}

/** Every feature's jobs, for the workers of `pnpm start` and `main.js worker`. */
export const JOB_REGISTRATIONS: readonly JobRegistration<UtmostContext>[] = FEATURES.flatMap(
  (feature): readonly JobRegistration<UtmostContext>[] => feature.jobs,
);

export const JOB_DEFINITIONS: readonly JobDefinition[] = JOB_REGISTRATIONS.map(
  (registration) => registration.definition,
);
