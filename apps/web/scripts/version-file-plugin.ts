import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const VERSION_FILE_NAME = 'version.json';

export interface VersionFile {
  version: string;
  buildId: string;
}

export interface EmittedFile {
  fileName: string;
  content: string | Uint8Array;
}

/**
 * Builds `version.json` from the emitted bundle. The build id hashes every emitted file (sorted by
 * name, so emission order does not matter): any change to what browsers download gives a new id,
 * and a rebuild of the same sources gives the same one. The API reports it as the web version,
 * which is what makes the new-version banner appear after a deploy.
 */
export function createVersionFile(version: string, files: readonly EmittedFile[]): VersionFile {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    if (file.fileName === VERSION_FILE_NAME) continue;
    hash.update(file.fileName);
    hash.update('\0');
    hash.update(file.content);
    hash.update('\0');
  }
  return { version, buildId: hash.digest('hex').slice(0, 12) };
}

/** Vite plugin that writes `dist/version.json` = `{ version, buildId }`. */
export function versionFilePlugin(version: string): Plugin {
  return {
    name: 'utmost:version-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle).map((output) => ({
        fileName: output.fileName,
        content: output.type === 'chunk' ? output.code : output.source,
      }));
      this.emitFile({
        type: 'asset',
        fileName: VERSION_FILE_NAME,
        source: `${JSON.stringify(createVersionFile(version, files))}\n`,
      });
    },
  };
}
