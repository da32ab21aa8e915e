import { defineFeature } from '../../core/feature.js';
import { registerJob } from '../../core/jobs/job-definition.js';
import type { AdPlatformsContext } from '../ad-platforms/index.js';
import { createRunHandlers } from './handlers/run-handlers.js';
import { scheduleTaggingRuns, scheduleTaggingRunsJob } from './jobs/schedule-tagging-runs.js';
import { runTaggingJob, taggingRunJob } from './jobs/tagging-run.js';
import { createRunQueue } from './runs/run-queue.js';
import * as tables from './schema.js';

/** Tagging runs (manual, auto and removal), their history and per-ad results (DESIGN §6). */
export const taggingRunsFeature = defineFeature({
  name: 'tagging-runs',
  handlers: (context: AdPlatformsContext) =>
    createRunHandlers({
      adPlatforms: context.adPlatforms,
      settings: context.config.runs,
      queue: context.jobs && createRunQueue(context.jobs),
    }),
  jobs: [
    registerJob(taggingRunJob, runTaggingJob),
    registerJob(scheduleTaggingRunsJob, scheduleTaggingRuns),
  ],
  tables,
});
