import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR } from '../package-paths.js';
import { ensureAppSecret } from './app-secret.js';
import { deriveSupportEmail, loadConfig } from './load-config.js';
import { findConfigProblems } from '../../../test/helpers/config-problems.js';

const SECRET = 'a'.repeat(32);

describe('loadConfig', () => {
  it('defaults to the embedded mode, listening on the loopback interface only', () => {
    const config = loadConfig({}, '/srv/utmost');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/utmost/data',
      uploadsDir: '/srv/utmost/data/uploads',
      secretFile: '/srv/utmost/data/secret',
      database: { kind: 'pglite', dataDir: '/srv/utmost/data/pglite' },
      appSecret: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      logFormat: 'pretty',
      nodeEnv: 'development',
      webDistDir: DEFAULT_WEB_DIST_DIR,
      platformMode: 'sandbox',
      jobConcurrency: 2,
      smtpUrl: undefined,
      mailFrom: 'Utmost <no-reply@localhost>',
      // A loopback host's mailbox reaches nobody: no support address rather than a made-up one.
      supportEmail: null,
      trustProxyHops: 0,
    });
    expect(DEFAULT_WEB_DIST_DIR.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/utmost',
        DATABASE_URL: 'postgres://app@db:5432/utmost',
        APP_SECRET: SECRET,
        PUBLIC_URL: 'https://utmost.example.com/',
        LOG_LEVEL: 'debug',
        NODE_ENV: 'production',
        WEB_DIST_DIR: 'web',
        PLATFORM_MODE: 'live',
        JOB_CONCURRENCY: '8',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'Utmost <hello@utmost.example.com>',
        SUPPORT_EMAIL: 'help@utmost.example.com',
        TRUST_PROXY_HOPS: '1',
      },
      '/srv/utmost',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/utmost',
      database: { kind: 'postgres', url: 'postgres://app@db:5432/utmost' },
      appSecret: SECRET,
      publicUrl: 'https://utmost.example.com',
      logLevel: 'debug',
      logFormat: 'json',
      nodeEnv: 'production',
      webDistDir: '/srv/utmost/web',
      platformMode: 'live',
      jobConcurrency: 8,
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Utmost <hello@utmost.example.com>',
      supportEmail: 'help@utmost.example.com',
      trustProxyHops: 1,
    });
  });

  it('derives the support address from a public host, never from a loopback one', () => {
    expect(deriveSupportEmail('https://utmost.acme.example')).toBe('support@utmost.acme.example');
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost:3000',
      'http://127.0.0.1:3261',
      'http://127.8.0.1',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ]) {
      expect(deriveSupportEmail(url), url).toBeNull();
    }
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3261' }).supportEmail).toBeNull();
    expect(
      loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3261', SUPPORT_EMAIL: 'help@acme.example' })
        .supportEmail,
    ).toBe('help@acme.example');
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '4000', LOG_LEVEL: '' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', LOG_LEVEL: '' }).logLevel).toBe('info');
  });

  it('logs readable lines for a person at a terminal and JSON for a server, unless told', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@db:5432/utmost', APP_SECRET: SECRET }).logFormat,
    ).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('lists every bad variable at once', () => {
    const problems = findConfigProblems({
      PORT: '70000',
      HOST: ' ',
      DATABASE_URL: 'mysql://db/utmost',
      APP_SECRET: 'short',
      PUBLIC_URL: 'not a url',
      LOG_LEVEL: 'loud',
      NODE_ENV: 'staging',
      PLATFORM_MODE: 'real',
      JOB_CONCURRENCY: '0',
      SMTP_URL: 'http://mail.example.com',
      SUPPORT_EMAIL: 'help desk',
    });
    expect(problems).toEqual([
      'PORT: must be an integer between 1 and 65535',
      'HOST: must not be blank',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'APP_SECRET: must be at least 32 characters',
      'PUBLIC_URL: must be an http:// or https:// URL',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'NODE_ENV: must be one of development, production, test',
      'PLATFORM_MODE: must be one of sandbox, live',
      'JOB_CONCURRENCY: must be an integer between 1 and 64',
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'SUPPORT_EMAIL: must be an e-mail address such as support@example.com',
    ]);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration:\n- PORT: must be an integer between 1 and 65535',
    );
  });

  it('requires APP_SECRET with DATABASE_URL, even when another variable is also bad', () => {
    expect(findConfigProblems({ DATABASE_URL: 'postgres://db/utmost', PORT: 'x' })).toEqual([
      'PORT: must be an integer between 1 and 65535',
      'APP_SECRET: is required when DATABASE_URL is set (at least 32 characters)',
    ]);
  });
});

describe('ensureAppSecret', () => {
  it('generates a private secret once in embedded mode and reads it back later', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'utmost-secret-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await ensureAppSecret(config);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect((await stat(config.secretFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(config.secretFile, 'utf8')).trim()).toBe(first.appSecret);
    expect((await ensureAppSecret(config)).appSecret).toBe(first.appSecret);
  });

  it('keeps a configured secret and writes nothing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'utmost-secret-'));
    const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET });
    expect((await ensureAppSecret(config)).appSecret).toBe(SECRET);
    await expect(stat(config.secretFile)).rejects.toThrow(/ENOENT/);
  });
});
