import { defineFeature } from '../../core/feature.js';
import type { AdPlatformsContext } from '../ad-platforms/index.js';
import { createUrlTemplateHandlers } from './handlers/url-template-handlers.js';
import * as tables from './schema.js';

/** Tracking templates, their preview on sample ads and their assignment to ad accounts. */
export const urlTemplatesFeature = defineFeature({
  name: 'url-templates',
  handlers: (context: AdPlatformsContext) => createUrlTemplateHandlers(context.adPlatforms),
  jobs: [],
  tables,
});
