import type { AppContext } from '../../core/app-context.js';
import { defineFeature } from '../../core/feature.js';
import { createBriefHandlers } from './handlers/brief-handlers.js';
import * as tables from './schema.js';
import { createConfiguredBriefAssistant } from './services/brief-assistant-setup.js';

/** AI briefs, their AI rules and extra examples, and the magic button that drafts them. */
export const briefsFeature = defineFeature({
  name: 'briefs',
  handlers: (context: AppContext) =>
    createBriefHandlers({
      db: context.db,
      now: context.now,
      assistant: createConfiguredBriefAssistant(context),
    }),
  jobs: [],
  tables,
});
