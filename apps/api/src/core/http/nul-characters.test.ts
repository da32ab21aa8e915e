import { NUL_CHARACTER_NOT_ALLOWED } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { findNulCharacters } from './nul-characters.js';

describe('findNulCharacters', () => {
  it('names each field whose text holds a NUL, however deep', () => {
    const body = {
      name: 'ok',
      urlTemplate: [{ key: 'utm_source', value: 'go\u0000ogle' }],
      nested: { list: ['fine', '\u0000'] },
    };
    expect(findNulCharacters(body, 'body')).toEqual({
      'body.urlTemplate.0.value': NUL_CHARACTER_NOT_ALLOWED,
      'body.nested.list.1': NUL_CHARACTER_NOT_ALLOWED,
    });
  });

  it('names the object of a key that holds one, and the source of a bare string', () => {
    expect(findNulCharacters({ map: { ['a\u0000']: 1 } }, 'body')).toEqual({
      'body.map': NUL_CHARACTER_NOT_ALLOWED,
    });
    expect(findNulCharacters('a\u0000', 'body')).toEqual({ body: NUL_CHARACTER_NOT_ALLOWED });
  });

  it('finds nothing in clean values', () => {
    expect(findNulCharacters({ a: 'x', b: [1, null, true], c: undefined }, 'querystring')).toEqual(
      {},
    );
    expect(findNulCharacters(undefined, 'body')).toEqual({});
  });
});
