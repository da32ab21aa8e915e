import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandomId } from './random-id.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRandomId', () => {
  it('is a UUID v4', () => {
    expect(createRandomId()).toMatch(UUID_V4);
  });

  it('works where crypto.randomUUID is missing (a page served over plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = [createRandomId(), createRandomId()];
    expect(ids[0]).toMatch(UUID_V4);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
