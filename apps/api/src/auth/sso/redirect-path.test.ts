import { describe, expect, it } from 'vitest';
import { findSafeRedirectPath } from './redirect-path.js';

const PUBLIC_URL = 'https://utmost.example.com';

describe('findSafeRedirectPath', () => {
  it('keeps a path of our origin with its query and fragment', () => {
    expect(findSafeRedirectPath('/handle-invitation?tkn=abc', PUBLIC_URL)).toBe(
      '/handle-invitation?tkn=abc',
    );
    expect(findSafeRedirectPath('/ad-accounts#top', PUBLIC_URL)).toBe('/ad-accounts#top');
    expect(findSafeRedirectPath('/a/../b', PUBLIC_URL)).toBe('/b');
  });

  it.each([
    undefined,
    '',
    'ad-accounts',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
  ])('drops %j', (requested) => {
    expect(findSafeRedirectPath(requested, PUBLIC_URL)).toBeUndefined();
  });
});
