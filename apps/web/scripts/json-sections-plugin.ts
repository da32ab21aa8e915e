import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** `import { a, b } from './x.json?sections'`: the same file, as a module of its own. */
export const JSON_SECTIONS_SUFFIX = '?sections';
const VIRTUAL_PREFIX = '\0json-sections:';
// The virtual id must not end in .json, or Vite's own JSON plugin would transform it again.
const VIRTUAL_SUFFIX = '.sections.js';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** One `export const` per top-level key, so that a bundler keeps only the keys imported. */
export function toSectionsModule(json: string): string {
  const catalogue = JSON.parse(json) as Record<string, unknown>;
  return Object.entries(catalogue)
    .filter(([key]) => IDENTIFIER.test(key))
    .map(
      ([key, value]) =>
        `export const ${key} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});`,
    )
    .join('\n');
}

/**
 * Imports a JSON file's top-level sections from a second module id. A module is never split across
 * chunks: when the first page and a lazy chunk import sections of one JSON module, all of its
 * sections land in the first page's chunk. Importing the lazy sections through `?sections` gives
 * them their own module, which goes with the lazy chunk (used for en.json's protected-page strings).
 */
export function jsonSectionsPlugin(): Plugin {
  return {
    name: 'utmost:json-sections',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${JSON_SECTIONS_SUFFIX}`)) return null;
      const file = await this.resolve(source.slice(0, -JSON_SECTIONS_SUFFIX.length), importer, {
        skipSelf: true,
      });
      return file === null ? null : `${VIRTUAL_PREFIX}${file.id}${VIRTUAL_SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length);
      this.addWatchFile(file);
      return toSectionsModule(await readFile(file, 'utf8'));
    },
  };
}
