import { describe, expect, it } from 'vitest';
import { splitLinks, toSameOriginHref } from './split-links';

describe('splitLinks', () => {
  it('makes links of http(s) addresses and keeps the text around them, punctuation included', () => {
    expect(splitLinks('Open http://localhost:3000/reset-password?token=abc. Thanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/reset-password?token=abc' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(splitLinks('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });
});

describe('toSameOriginHref', () => {
  it('opens links to a local address on the current origin', () => {
    expect(
      toSameOriginHref('http://localhost:3000/handle-invitation?tkn=1', 'http://127.0.0.1:3210'),
    ).toBe('/handle-invitation?tkn=1');
  });

  it('leaves links to other hosts alone', () => {
    expect(toSameOriginHref('https://example.com/x', 'http://127.0.0.1:3210')).toBe(
      'https://example.com/x',
    );
  });
});
