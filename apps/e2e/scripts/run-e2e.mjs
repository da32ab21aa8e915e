// Runs the browser suite when Debian's Chromium is present. Playwright must never download a
// browser of its own, so on a machine without Chromium the suite is skipped with a clear reason,
// except in CI, where a missing browser is a failure (.ci/run installs it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  const reason = `Chromium not found at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (process.env.CI) {
    console.error(`e2e: ${reason}`);
    process.exit(1);
  }
  console.warn(`e2e skipped: ${reason}`);
  process.exit(0);
}
const result = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
