import { describe, expect, it } from 'vitest';
import { maskEmailAddress, normalizeEmail } from './email-address.js';

describe('e-mail addresses', () => {
  it('are compared trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it.each([
    ['ada@example.com', 'a•••@example.com'],
    ['A@example.com', 'a•••@example.com'],
    ['grace.hopper+utmost@mail.example.org', 'g•••@mail.example.org'],
    ['no-at-sign', '•••'],
  ])('masks %s as %s, never showing more than its first letter', (email, masked) => {
    expect(maskEmailAddress(email)).toBe(masked);
  });
});
