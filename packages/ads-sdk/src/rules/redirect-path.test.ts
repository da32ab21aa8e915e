import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_PATH_LENGTH, findSafeRedirectPath } from './redirect-path.js';

describe('findSafeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/ad-accounts', '/ad-accounts'],
    ['/handle-invitation?tkn=abc', '/handle-invitation?tkn=abc'],
    ['/ad-accounts#top', '/ad-accounts#top'],
    ['/run-history?period=custom&from=2025-03-01', '/run-history?period=custom&from=2025-03-01'],
    // Dot segments are resolved, and what they leave is a path of ours.
    ['/a/../b', '/b'],
    ['/a/./b', '/a/b'],
    ['/..', '/'],
    ['/../../ad-accounts', '/ad-accounts'],
    ['/.;/evil', '/.;/evil'],
    // `//` after the path is harmless: in the query or fragment it is text, not an origin.
    ['/run-history?next=//evil.example', '/run-history?next=//evil.example'],
    ['/login?redirect=%2F%2Fevil.example', '/login?redirect=%2F%2Fevil.example'],
    ['/#//evil.example', '/#//evil.example'],
    // Characters a URL cannot hold come back percent-encoded.
    ['/café', '/caf%C3%A9'],
    ['/a b', '/a%20b'],
    ['/%09/tab', '/%09/tab'],
  ])('keeps %j as %j', (requested, expected) => {
    expect(findSafeRedirectPath(requested)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    ' ',
    'ad-accounts',
    '.',
    './ad-accounts',
    '../ad-accounts',
    '?redirect=x',
    '#top',
    // Other origins, spelled out or protocol-relative.
    'https://evil.example/',
    'http:/evil.example',
    'http:evil.example',
    'HTTPS://evil.example',
    '//evil.example/path',
    '///evil.example',
    '////evil.example',
    ' //evil.example',
    '\t//evil.example',
    // Browsers read a backslash as a slash.
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/ad-accounts\\..\\..\\evil',
    // Schemes that run or show something.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // Control characters: the URL parser drops tabs and newlines, hiding a `//`.
    '/\tevil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/ad-accounts\u0000',
    '/\u007f',
    '/\u0085/evil.example',
    // Dot segments that leave a protocol-relative path once resolved (the finding).
    '/.//evil.example',
    '/./\\evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/./..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e./%2e%2e//evil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
    '/a/%2E%2e//evil.example/path?x=1#y',
    // Encoded slashes and backslashes: one decoding away from another origin.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/..%2f/evil.example',
    '/.%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    // Absurd lengths.
    `/${'a'.repeat(MAX_REDIRECT_PATH_LENGTH)}`,
  ])('drops %j', (requested) => {
    expect(findSafeRedirectPath(requested)).toBeUndefined();
  });

  it('never answers a path a browser would read as another origin', () => {
    // Every kept answer is a fixed point: checking it again keeps it as it is.
    const samples = ['/', '/a/../b', '/café', '/#//x', '/x?y=//z', '/..', '/a/./b/../c'];
    for (const sample of samples) {
      const path = findSafeRedirectPath(sample);
      expect(path).toBeDefined();
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(findSafeRedirectPath(path)).toBe(path);
      expect(new URL(path ?? '', 'https://utmost.example.com').origin).toBe(
        'https://utmost.example.com',
      );
    }
  });
});
