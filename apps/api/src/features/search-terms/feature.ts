import { defineFeature } from '../../core/feature.js';
import { registerJob } from '../../core/jobs/job-definition.js';
import type { AdPlatformsContext } from '../ad-platforms/index.js';
import { createNegativeBatchHandlers } from './handlers/negative-batch-handlers.js';
import { createSearchTermHandlers } from './handlers/search-term-handlers.js';
import {
  negativeKeywordBatchJob,
  runNegativeKeywordBatchJob,
} from './jobs/negative-keyword-batch.js';
import {
  scheduleSearchTermRuns,
  scheduleSearchTermRunsJob,
} from './jobs/schedule-search-term-runs.js';
import { runSearchTermJob, searchTermRunJob } from './jobs/search-term-run.js';
import * as tables from './schema.js';

/** Search-term validation of Google ad accounts against their AI brief (DESIGN §7). */
export const searchTermsFeature = defineFeature({
  name: 'search-terms',
  handlers: (context: AdPlatformsContext) => ({
    ...createSearchTermHandlers({
      db: context.db,
      now: context.now,
      jobs: context.jobs,
      adPlatforms: context.adPlatforms,
    }),
    ...createNegativeBatchHandlers({
      db: context.db,
      jobs: context.jobs,
      adPlatforms: context.adPlatforms,
    }),
  }),
  jobs: [
    registerJob(searchTermRunJob, runSearchTermJob),
    registerJob(scheduleSearchTermRunsJob, scheduleSearchTermRuns),
    registerJob(negativeKeywordBatchJob, runNegativeKeywordBatchJob),
  ],
  tables,
});
