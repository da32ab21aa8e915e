import { PLATFORM_VALUES } from '@utmost/ads-sdk/enums';
import { PLATFORMS } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { isRoutePlatform, parsePlatformParam } from './platforms';

describe('route platforms', () => {
  it('are exactly the SDK’s connectable platforms, in its order', () => {
    expect(PLATFORM_VALUES).toEqual(PLATFORMS);
  });

  it('accept only those in route params', () => {
    expect(parsePlatformParam('linkedin')).toBe('linkedin');
    expect(isRoutePlatform('meta')).toBe(false);
    expect(() => parsePlatformParam('microsoft')).toThrow();
  });
});
