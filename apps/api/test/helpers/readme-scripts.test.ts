import { describe, expect, it } from 'vitest';
import { findReadmeScripts } from './readme-scripts.js';

const README = [
  '# Package',
  '```ts',
  '// outside.ts',
  'outside();',
  '```',
  '## Scripts',
  'Prose.',
  '```ts',
  '// first.ts',
  "import { a } from 'pkg';",
  'a();',
  '```',
  '```ts',
  'notAScript();',
  '```',
  '```sh',
  '// shell.ts',
  '```',
  '### A sub-heading stays in the section',
  '```ts',
  '// second.ts',
  'b();',
  '```',
  '## Next section',
  '```ts',
  '// after.ts',
  '```',
  '',
].join('\n');

describe('findReadmeScripts', () => {
  it("finds the section's ts blocks that name their file, as written", () => {
    expect(findReadmeScripts(README, 'Scripts')).toEqual([
      { fileName: 'first.ts', code: "// first.ts\nimport { a } from 'pkg';\na();\n", lineCount: 3 },
      { fileName: 'second.ts', code: '// second.ts\nb();\n', lineCount: 2 },
    ]);
  });

  it('fails when the section is gone, so a renamed heading cannot silently test nothing', () => {
    expect(() => findReadmeScripts(README, 'Recipes')).toThrow('no "## Recipes" section');
  });
});
