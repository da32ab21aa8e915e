import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@utmost/api';

/**
 * The folder holding this package's package.json. Walking up keeps one answer for the bundled
 * `dist/main.js` and for the sources run by Vitest or tsx, which sit at different depths.
 */
export function findPackageRoot(fromUrl: string = import.meta.url): string {
  let folder = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === PACKAGE_NAME) return folder;
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`Cannot find the ${PACKAGE_NAME} package folder`);
    folder = parent;
  }
}

function readPackageName(manifestPath: string): unknown {
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'name' in manifest
    ? manifest.name
    : undefined;
}

export const PACKAGE_ROOT = findPackageRoot();
export const CONTRACT_PATH = resolve(PACKAGE_ROOT, '../../openapi/utmost.yaml');
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = resolve(PACKAGE_ROOT, '../web/dist');

export function readApiVersion(): string {
  const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
