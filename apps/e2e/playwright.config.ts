import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const repoRoot = path.resolve(import.meta.dirname, '../..');
// A fresh embedded data directory per run, so runs never see each other's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'utmost-e2e-'));
// Workers load this file again: handing them the directory keeps them on the server's (where
// fixtures/demo-login.ts reads the demo owner's generated password), not a new empty one.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A flaky test is fixed, not retried; a stray test.only must not narrow the suite in CI.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built product, started the way `pnpm start` starts it (turbo has built api and web first).
    command: 'node apps/api/dist/main.js all',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    // A cold start builds nothing but migrates and seeds the demo; a busy machine needs longer.
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // The browser's origin: e-mail links and single sign-on redirects (and their cookies) must
      // point at the host the tests use, not the default localhost.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The tests' API sign-ups name their client in X-Forwarded-For (fixtures/session.ts), so the
      // per-IP sign-up limit counts each as a different person; the browser sends none.
      TRUST_PROXY_HOPS: '1',
    },
  },
});
