// Proves the lint boundaries bite: writes a few deliberately wrong modules into the source tree,
// lints them with the project's own ESLint config, and fails unless each is refused by the rule
// that guards it. The probes are removed again whatever happens. Run by `pnpm check`.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

const PROBES = [
  {
    why: 'a web feature importing another feature',
    rule: 'import-x/no-restricted-paths',
    files: {
      'apps/web/src/features/ad-accounts/lib/boundary-probe.ts':
        "export { UrlTemplatesPage } from '../../url-templates/components/url-templates-page';\n",
    },
  },
  {
    why: 'an import cycle',
    rule: 'import-x/no-cycle',
    files: {
      'apps/web/src/lib/cycle-probe-a.ts':
        "import { b } from './cycle-probe-b';\n\nexport const a = (): number => b() + 1;\n",
      'apps/web/src/lib/cycle-probe-b.ts':
        "import { a } from './cycle-probe-a';\n\nexport const b = (): number => a() - 1;\n",
    },
  },
  {
    why: 'SQL outside the repositories',
    rule: 'no-restricted-imports',
    files: {
      'apps/api/src/features/identity/services/sql-probe.ts':
        "import { eq } from 'drizzle-orm';\n\nexport const probe = eq;\n",
    },
  },
  {
    why: 'a service reaching into the HTTP layer',
    rule: 'no-restricted-imports',
    files: {
      'apps/api/src/features/identity/services/http-probe.ts':
        "export { createWebApp } from '../../../core/http/web-app.js';\n",
    },
  },
  {
    why: "an API feature importing another feature's internals",
    rule: 'import-x/no-restricted-paths',
    files: {
      'apps/api/src/features/tagging-runs/services/feature-probe.ts':
        "export { findUserByEmail } from '../../identity/repositories/user-repository.js';\n",
    },
  },
  {
    why: 'the API core importing a feature',
    rule: 'import-x/no-restricted-paths',
    files: {
      'apps/api/src/core/jobs/core-probe.ts':
        "export { findUserByEmail } from '../../features/identity/index.js';\n",
    },
  },
];

const written = PROBES.flatMap((probe) => Object.keys(probe.files));
const failures = [];
try {
  for (const probe of PROBES) {
    for (const [path, text] of Object.entries(probe.files)) await writeFile(join(root, path), text);
  }
  const results = await new ESLint({ cwd: root }).lintFiles(written);
  for (const probe of PROBES) {
    const fired = results
      .filter((result) => Object.keys(probe.files).some((path) => result.filePath.endsWith(path)))
      .some((result) => result.messages.some((message) => message.ruleId === probe.rule));
    if (!fired) failures.push(`${probe.why} was not refused by ${probe.rule}`);
  }
} finally {
  await Promise.all(written.map((path) => rm(join(root, path), { force: true })));
}

if (failures.length > 0) {
  console.error(`Lint boundaries do not hold:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Lint boundaries hold: ${PROBES.map((probe) => probe.why).join('; ')} are refused.`);
