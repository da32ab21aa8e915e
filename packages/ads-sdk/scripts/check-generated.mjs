// Fails when src/generated/schema.ts or enums.ts is not what `pnpm generate` makes of openapi/utmost.yaml:
// the contract is the source of truth and the committed types must follow it (STYLE §1).
// Runs the same CLI and the same formatter as the `generate` script, into a temp folder.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as prettier from 'prettier';
import { renderEnums } from './render-enums.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const contractPath = join(packageDir, '../../openapi/utmost.yaml');
const committedPath = join(packageDir, 'src/generated/schema.ts');
const committedEnumsPath = join(packageDir, 'src/generated/enums.ts');
// The CLI is found through the package's `bin` field: its exports map rewrites `*.js` paths.
const cliPackagePath = createRequire(import.meta.url).resolve('openapi-typescript/package.json');
const { bin } = JSON.parse(await readFile(cliPackagePath, 'utf8'));
const cliPath = join(dirname(cliPackagePath), bin['openapi-typescript']);

async function generateFreshSchema() {
  const tempDir = await mkdtemp(join(tmpdir(), 'utmost-sdk-generate-'));
  try {
    const outputPath = join(tempDir, 'schema.ts');
    await promisify(execFile)(process.execPath, [cliPath, contractPath, '-o', outputPath], {
      cwd: packageDir,
    });
    const generated = await readFile(outputPath, 'utf8');
    // Formatted as if it were the committed file, so the same .prettierrc applies.
    const config = await prettier.resolveConfig(committedPath);
    return prettier.format(generated, { ...config, filepath: committedPath });
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

function findFirstDifferentLine(expected, actual) {
  const expectedLines = expected.split('\n');
  const actualLines = actual.split('\n');
  const index = expectedLines.findIndex((line, i) => line !== actualLines[i]);
  const lineIndex = index === -1 ? expectedLines.length : index;
  return {
    line: lineIndex + 1,
    expected: expectedLines[lineIndex],
    actual: actualLines[lineIndex],
  };
}

async function renderFreshEnums() {
  const rendered = renderEnums(await readFile(contractPath, 'utf8'));
  const config = await prettier.resolveConfig(committedEnumsPath);
  return prettier.format(rendered, { ...config, filepath: committedEnumsPath });
}

const [fresh, committed, freshEnums, committedEnums] = await Promise.all([
  generateFreshSchema(),
  readFile(committedPath, 'utf8').catch(() => ''),
  renderFreshEnums(),
  readFile(committedEnumsPath, 'utf8').catch(() => ''),
]);

let isStale = false;
for (const [file, expected, actual] of [
  ['src/generated/schema.ts', fresh, committed],
  ['src/generated/enums.ts', freshEnums, committedEnums],
]) {
  if (expected === actual) continue;
  isStale = true;
  const difference = findFirstDifferentLine(expected, actual);
  console.error(
    [
      `${file} is stale: it does not match openapi/utmost.yaml.`,
      `First difference at line ${difference.line}:`,
      `  generated: ${difference.expected ?? '(end of file)'}`,
      `  committed: ${difference.actual ?? '(end of file)'}`,
      'Run `pnpm generate` (or `pnpm --filter @utmost/ads-sdk run generate`) and commit the result.',
    ].join('\n'),
  );
}
if (isStale) process.exit(1);
console.log('src/generated/schema.ts and enums.ts match openapi/utmost.yaml.');
