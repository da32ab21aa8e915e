import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS, maskSecretQuery } from '../src/core/logging/logger.js';

describe('request logs', () => {
  it('mask the code and state of an OAuth callback and the tokens of e-mailed links', () => {
    expect(
      maskSecretQuery('/api/v1/users/sso/google/callback?code=4%2F0A&scope=openid&state=abc'),
    ).toBe('/api/v1/users/sso/google/callback?code=[redacted]&scope=openid&state=[redacted]');
    expect(maskSecretQuery('/reset-password?token=xyz')).toBe('/reset-password?token=[redacted]');
    expect(maskSecretQuery('/api/v1/versions')).toBe('/api/v1/versions');
    expect(maskSecretQuery('/mailbox?key=install-key')).toBe('/mailbox?key=[redacted]');
  });

  it('leave no callback code in what Fastify logs for a request', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = Fastify({
      loggerInstance: pino({ level: 'info', serializers: LOG_SERIALIZERS }, sink),
    });
    app.get('/callback', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/callback?code=secret-code&state=secret-state' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/callback?code=[redacted]&state=[redacted]');
    expect(log).not.toContain('secret-code');
    expect(log).not.toContain('secret-state');
  });
});
