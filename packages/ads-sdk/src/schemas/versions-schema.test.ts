import { describe, expect, it } from 'vitest';
import { versionsSchema } from './versions-schema.js';

describe('versionsSchema', () => {
  it('accepts api, web and further components', () => {
    const versions = { versions: { api: '0.1.0', web: 'abc', worker: '0.1.0' } };
    expect(versionsSchema.parse(versions)).toEqual(versions);
  });

  it('refuses a missing web version and non-string versions', () => {
    expect(versionsSchema.safeParse({ versions: { api: '0.1.0' } }).success).toBe(false);
    expect(
      versionsSchema.safeParse({ versions: { api: '0.1.0', web: 'a', worker: 2 } }).success,
    ).toBe(false);
  });

  it('refuses fields the contract does not allow beside versions', () => {
    expect(versionsSchema.safeParse({ versions: { api: 'a', web: 'b' }, extra: 1 }).success).toBe(
      false,
    );
  });
});
