import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing.js';

const CHEAP = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a new salt each time', async () => {
    const first = await hashPassword('Str0ng!pass', CHEAP);
    const second = await hashPassword('Str0ng!pass', CHEAP);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Str0ng!pass', first)).toBe(true);
    expect(await verifyPassword('Str0ng!pasS', first)).toBe(false);
  });

  it('uses OWASP minimum parameters by default, kept in the hash', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of [
      '',
      'scrypt$1$2',
      'bcrypt$x$y$z$a$b',
      'scrypt$0$8$1$abc$def',
      'scrypt$1024$8$1$a$b$c',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
