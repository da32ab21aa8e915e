import { describe, expect, it } from 'vitest';
import { capitalizePlaceName, describeCountry } from './country-display-name.js';

describe('place names as reasons and the brief’s reading write them', () => {
  it('capitalizes each word of a folded name', () => {
    expect(capitalizePlaceName('new south wales')).toBe('New South Wales');
    expect(capitalizePlaceName('south sudan')).toBe('South Sudan');
  });

  it('writes a country’s short form in capitals, not as a name', () => {
    expect(capitalizePlaceName('uk')).toBe('UK');
    expect(capitalizePlaceName('usa')).toBe('USA');
    expect(capitalizePlaceName('u.s.a')).toBe('U.S.A');
    // A word that only contains a short form stays a name.
    expect(capitalizePlaceName('usambara')).toBe('Usambara');
  });

  it('names a country by its code', () => {
    expect(describeCountry('GB')).toBe('United Kingdom');
  });
});
