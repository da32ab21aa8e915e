import { z } from 'zod';
import type { components } from '../generated/schema.js';

/** `content` of `GET /api/v1/versions`: component name to its deployed version. */
export const versionsSchema = z
  .object({
    versions: z.object({ api: z.string(), web: z.string() }).catchall(z.string()),
  })
  .strict() satisfies z.ZodType<components['schemas']['Versions']>;
