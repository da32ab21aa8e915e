import { describe, expect, it } from 'vitest';
import { toSectionsModule } from './json-sections-plugin';

/** Reads the module back: each line is `export const name = JSON.parse("…")`. */
function readSections(source: string): Record<string, unknown> {
  return Object.fromEntries(
    source.split('\n').map((line) => {
      const match = /^export const (\w+) = \/\*#__PURE__\*\/ JSON\.parse\((.*)\);$/.exec(line);
      if (match === null) throw new Error(`unexpected line: ${line}`);
      return [match[1], JSON.parse(JSON.parse(match[2] ?? '') as string)];
    }),
  );
}

describe('toSectionsModule', () => {
  it('exports each top-level section as a constant of its own', () => {
    const source = toSectionsModule(
      '{"login":{"submit":"Log in"},"roles":{"owner":"Owner’s \\"role\\""},"bad-key":1}',
    );
    expect(readSections(source)).toEqual({
      login: { submit: 'Log in' },
      roles: { owner: 'Owner’s "role"' },
    });
  });
});
