import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueLoginDeviceToken, readLoginDeviceNonce } from './login-device.js';

const KEY = randomBytes(32);

describe('login device tokens', () => {
  it('are read back for the address they were issued for, and only with the same key', () => {
    const token = issueLoginDeviceToken(KEY, 'ada@example.com');
    const nonce = readLoginDeviceNonce(KEY, 'ada@example.com', token);
    expect(nonce).toBe(token.split('.')[0]);
    expect(readLoginDeviceNonce(KEY, 'eve@example.com', token)).toBeUndefined();
    expect(readLoginDeviceNonce(randomBytes(32), 'ada@example.com', token)).toBeUndefined();
  });

  it('refuse tampered, truncated and missing tokens', () => {
    const token = issueLoginDeviceToken(KEY, 'ada@example.com');
    const [nonce, signature] = token.split('.') as [string, string];
    for (const forged of [
      `${nonce}x.${signature}`,
      `${nonce}.${signature.slice(1)}`,
      `${nonce}.${signature}.more`,
      nonce,
      '',
      undefined,
    ]) {
      expect(readLoginDeviceNonce(KEY, 'ada@example.com', forged), String(forged)).toBeUndefined();
    }
  });
});
