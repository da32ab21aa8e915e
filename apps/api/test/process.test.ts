import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INSTALL_KEY_HEADER } from '../src/core/security/install-key.js';
import { MAILBOX_LINK_FILE } from '../src/process/mailbox-link-file.js';
import { createTestDatabaseTarget, TEST_DATABASE_URL } from './helpers/test-database.js';
import { findFreePort, startUtmostProcess } from './helpers/utmost-process.js';

const SECRET = 'process-test-secret-long-enough-for-rules';

describe('the server process (dist/main.js)', () => {
  it('starts, serves, prints its banner and stops cleanly on SIGTERM', async () => {
    const target = await createTestDatabaseTarget();
    const port = await findFreePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      WEB_DIST_DIR: `${target.dataDir}/no-web`,
      ...(target.target.kind === 'postgres' && {
        DATABASE_URL: target.target.url,
        APP_SECRET: SECRET,
      }),
    };
    const server = startUtmostProcess('all', env);
    try {
      await server.waitForOutput(/ready in \d+ ms/);
      expect(server.output()).toContain(`Utmost is ready on http://localhost:${port}`);
      expect(server.output()).toContain(`docs:     http://localhost:${port}/api/docs`);
      const readiness = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(readiness.status).toBe(200);
      const versions = await fetch(`http://127.0.0.1:${port}/api/v1/versions`);
      expect(await versions.json()).toMatchObject({ content: { versions: { web: 'unbuilt' } } });
      const demo = /Demo login: (\S+) \/ (\S+)/.exec(server.output());
      if (target.target.kind === 'pglite') {
        // Embedded mode seeds a demo owner whose printed login works at once.
        expect(demo?.[1]).toBe('demo@utmost.local');
        const login = await fetch(`http://127.0.0.1:${port}/api/v1/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
          body: JSON.stringify({ email: demo?.[1], password: demo?.[2] }),
        });
        expect(login.status).toBe(200);
        // ...and so does the printed mailbox link, whose key opens the mailbox API (kept in
        // DATA_DIR for when the banner has scrolled away, readable by the owner only).
        const link = /Mailbox: +(http:\/\/\S+\/mailbox\?key=(\S+))/.exec(server.output());
        expect(link?.[1]).toBe(`http://localhost:${port}/mailbox?key=${link?.[2] ?? 'missing'}`);
        const linkFile = join(target.dataDir, MAILBOX_LINK_FILE);
        expect((await readFile(linkFile, 'utf8')).trim()).toBe(link?.[1]);
        expect((await stat(linkFile)).mode & 0o777).toBe(0o600);
        const mailbox = `http://127.0.0.1:${port}/api/v1/dev/mailbox`;
        const opened = await fetch(mailbox, {
          headers: { [INSTALL_KEY_HEADER]: decodeURIComponent(link?.[2] ?? '') },
        });
        expect(opened.status).toBe(200);
        expect((await fetch(mailbox)).status).toBe(403);
      } else {
        expect(demo).toBeNull();
        expect(server.output()).not.toContain('Mailbox');
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      if (target.target.kind === 'pglite') {
        expect(existsSync(`${target.target.dataDir}.lock`)).toBe(false);
      }
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await target.drop();
    }
  });

  it.skipIf(Boolean(TEST_DATABASE_URL))('refuses to run a lone worker on PGlite', async () => {
    const target = await createTestDatabaseTarget();
    try {
      const worker = startUtmostProcess('worker', { DATA_DIR: target.dataDir });
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain(
        'PGlite is single-process; set DATABASE_URL to run workers separately',
      );
    } finally {
      await target.drop();
    }
  });

  it('refuses to start with bad configuration, listing every problem', async () => {
    const server = startUtmostProcess('all', {
      PORT: '0',
      PUBLIC_URL: 'localhost',
      DATABASE_URL: 'postgres://db/utmost',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(
      'Invalid configuration:\n' +
        '- PORT: must be an integer between 1 and 65535\n' +
        '- PUBLIC_URL: must be an http:// or https:// URL\n' +
        '- APP_SECRET: is required when DATABASE_URL is set (at least 32 characters)\n',
    );
  });
});
