import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Logger } from '../../../core/logging/logger.js';

/** Written by the web build next to index.html. */
const webVersionFileSchema = z.object({ version: z.string().min(1), buildId: z.string().min(1) });

export const UNBUILT_WEB_VERSION = 'unbuilt';

export interface VersionSources {
  apiVersion: string;
  webDistDir: string;
  logger: Logger;
}

/**
 * The deployed versions. The web version is read on each call, so a redeployed web build shows up
 * without restarting the API (the web app compares it to show its new-version banner).
 */
export async function findVersions(sources: VersionSources): Promise<{ api: string; web: string }> {
  return { api: sources.apiVersion, web: await findWebVersion(sources) };
}

async function findWebVersion({ webDistDir, logger }: VersionSources): Promise<string> {
  let text: string;
  try {
    text = await readFile(join(webDistDir, 'version.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return UNBUILT_WEB_VERSION;
    throw error;
  }
  const parsed = webVersionFileSchema.safeParse(parseJson(text));
  if (!parsed.success) {
    logger.warn({ webDistDir }, 'The web build has an unreadable version.json');
    return 'unknown';
  }
  return `${parsed.data.version}+${parsed.data.buildId}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
