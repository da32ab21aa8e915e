import { describe, expect, it } from 'vitest';
import { authenticateClient } from './client-auth.js';

const both = ['client_secret_post', 'client_secret_basic'] as const;

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

describe('authenticateClient', () => {
  it('takes credentials from the body or from HTTP Basic (form-urlencoded inside)', () => {
    expect(
      authenticateClient(undefined, { client_id: 'a', client_secret: 's' }, [...both], undefined),
    ).toEqual({
      isAuthenticated: true,
      clientId: 'a',
    });
    expect(
      authenticateClient(
        basic('app:1', 'p@ss'),
        {},
        [...both],
        [{ clientId: 'app:1', clientSecret: 'p@ss' }],
      ),
    ).toEqual({
      isAuthenticated: true,
      clientId: 'app:1',
    });
  });

  it('names what is wrong', () => {
    expect(authenticateClient(undefined, {}, [...both], undefined)).toMatchObject({
      kind: 'client_id_missing',
    });
    expect(authenticateClient(undefined, { client_id: 'a' }, [...both], undefined)).toMatchObject({
      kind: 'client_secret_missing',
    });
    expect(
      authenticateClient(basic('a', 's'), { client_secret: 's' }, [...both], undefined),
    ).toMatchObject({
      kind: 'request_malformed',
    });
    expect(
      authenticateClient(basic('a', 's'), {}, ['client_secret_post'], undefined),
    ).toMatchObject({
      kind: 'auth_method_unsupported',
    });
    const clients = [{ clientId: 'a', clientSecret: 's' }];
    expect(
      authenticateClient(undefined, { client_id: 'b', client_secret: 's' }, [...both], clients),
    ).toMatchObject({
      kind: 'client_unknown',
    });
    expect(
      authenticateClient(undefined, { client_id: 'a', client_secret: 'x' }, [...both], clients),
    ).toMatchObject({
      kind: 'client_secret_wrong',
    });
  });
});
