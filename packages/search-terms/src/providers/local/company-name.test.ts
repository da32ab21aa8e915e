import { describe, expect, it } from 'vitest';

import type { SiteSnapshot } from '../../site/site-snapshot.js';
import { findCompanyName } from './company-name.js';

function siteTitled(title: string, url = 'https://www.blue-heron.example/'): SiteSnapshot {
  return {
    requestedUrl: url,
    finalUrl: url,
    pages: [
      {
        url,
        kind: 'home',
        title,
        description: null,
        siteName: null,
        headings: [],
        navigation: [],
        paragraphs: [],
        structuredData: [],
      },
    ],
  };
}

describe('findCompanyName', () => {
  it('takes the title part that matches the domain, wherever it stands', () => {
    expect(findCompanyName(siteTitled('Garden design in Kent | Blue Heron'), '')).toBe(
      'Blue Heron',
    );
    expect(findCompanyName(siteTitled('Blue-Heron – Garden design in Kent'), '')).toBe(
      'Blue-Heron',
    );
  });

  it('falls back to the shortest title part, then to the domain', () => {
    expect(
      findCompanyName(siteTitled('Garden design in Kent | Verdant', 'https://x.example/'), ''),
    ).toBe('Verdant');
    expect(findCompanyName(siteTitled('', 'https://www.verdant.example/'), '')).toBe('Verdant');
  });

  it('prefers the JSON-LD Organization name to the title', () => {
    const site = siteTitled('Garden design in Kent | Blue Heron');
    site.pages[0]!.structuredData.push({
      type: 'Organization',
      name: 'Blue Heron Gardens Ltd',
      description: null,
    });
    expect(findCompanyName(site, '')).toBe('Blue Heron Gardens Ltd');
  });
});
