import { defineFeature } from '../../core/feature.js';
import { createAdAccountHandlers } from './handlers/ad-account-handlers.js';
import { createPlatformConnectHandlers } from './handlers/platform-connect-handlers.js';
import type { AdPlatformsContext } from './platforms/ad-platform-dependencies.js';
import * as tables from './schema.js';

/** Connecting Google Ads and LinkedIn logins, their ad accounts and auto-tagging settings. */
export const adPlatformsFeature = defineFeature({
  name: 'ad-platforms',
  handlers: (context: AdPlatformsContext) => ({
    ...createAdAccountHandlers(context.adPlatforms),
    ...createPlatformConnectHandlers(context.adPlatforms),
  }),
  jobs: [],
  tables,
});
