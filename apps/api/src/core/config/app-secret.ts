import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.js';
import type { AppConfig } from './load-config.js';

export type ReadyConfig = AppConfig & { appSecret: string };

const GENERATED_SECRET_BYTES = 48;

/**
 * Embedded mode needs no setup, so a missing APP_SECRET is generated once and kept in the data
 * folder (readable by the owner only); later starts read it back so encrypted data stays readable.
 */
export async function ensureAppSecret(config: AppConfig): Promise<ReadyConfig> {
  if (config.appSecret !== undefined) return { ...config, appSecret: config.appSecret };
  const existing = await readSecretFile(config.secretFile);
  if (existing !== undefined) return { ...config, appSecret: existing };
  const secret = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  await mkdir(dirname(config.secretFile), { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    await writeFile(config.secretFile, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return { ...config, appSecret: secret };
  } catch (error) {
    // Another process won the race to create it: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = await readSecretFile(config.secretFile);
    if (written === undefined) throw error;
    return { ...config, appSecret: written };
  }
}

async function readSecretFile(path: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    return secret.length > 0 ? secret : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
