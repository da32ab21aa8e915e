import { describe, expect, it } from 'vitest';
import { deriveInstallKey } from '../core/security/install-key.js';
import { loadConfig } from '../core/config/load-config.js';
import { findMailboxLink } from '../core/mail/local-mailbox.js';
import { formatBanner, parseRole } from './banner.js';

describe('formatBanner', () => {
  it('names the URL, the embedded database folder, the docs and the start-up time', () => {
    const banner = formatBanner('all', loadConfig({}, '/srv/utmost'), 812.4);
    expect(banner).toContain('Utmost is ready on http://localhost:3000');
    expect(banner).toContain('docs:     http://localhost:3000/api/docs');
    expect(banner).toContain('database: embedded PGlite at /srv/utmost/data/pglite');
    expect(banner).toContain('ready in 812 ms');
  });

  it('prints the demo login when there is one', () => {
    const config = loadConfig({}, '/srv/utmost');
    const banner = formatBanner('all', config, 10, {
      demoLogin: { email: 'demo@utmost.local', password: 'Secret-1a!' },
    });
    expect(banner).toContain('Demo login: demo@utmost.local / Secret-1a!');
    expect(formatBanner('all', config, 10)).not.toContain('Demo login');
  });

  it('prints the local mailbox link with the install key where the mailbox is on', () => {
    const config = { ...loadConfig({}, '/srv/utmost'), appSecret: 'a'.repeat(48) };
    const link = findMailboxLink(config);
    const key = deriveInstallKey(config.appSecret);
    expect(link).toBe(`http://localhost:3000/mailbox?key=${key}`);
    const banner = formatBanner('all', config, 10, { ...(link && { mailboxLink: link }) });
    expect(banner).toContain(`Mailbox:    http://localhost:3000/mailbox?key=${key}`);
    expect(formatBanner('all', config, 10)).not.toContain('Mailbox');
  });

  it('has no mailbox link (and so no key) in production, with SMTP or on PostgreSQL', () => {
    const secret = { appSecret: 'a'.repeat(48) };
    for (const env of [
      { NODE_ENV: 'production' },
      { SMTP_URL: 'smtp://mail.example.com:25' },
      { DATABASE_URL: 'postgres://db/u', APP_SECRET: 'x'.repeat(32) },
    ]) {
      expect(
        findMailboxLink({ ...loadConfig(env, '/srv/utmost'), ...secret }),
        JSON.stringify(env),
      ).toBe(undefined);
    }
  });

  it('says PostgreSQL in server mode and has no URL for a worker', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/u', APP_SECRET: 'x'.repeat(32) });
    const banner = formatBanner('worker', config, 100);
    expect(banner).toContain('Utmost worker is ready');
    expect(banner).toContain('database: PostgreSQL');
    expect(banner).not.toContain('http://');
  });
});

describe('parseRole', () => {
  it('defaults to all and refuses unknown roles', () => {
    expect(parseRole(undefined)).toBe('all');
    expect(parseRole('worker')).toBe('worker');
    expect(() => parseRole('cron')).toThrow('Unknown role "cron": use one of all, api, worker');
  });
});
