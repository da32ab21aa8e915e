import { beforeAll, describe, expect, it } from 'vitest';

import type { SitePage } from '../../site/site-snapshot.js';
import { draftOverview } from './overview.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

const base = 'https://www.kitewell.example';

function page(overrides: Partial<SitePage>): SitePage {
  return {
    url: `${base}/`,
    kind: 'home',
    title: null,
    description: null,
    siteName: 'Kitewell',
    headings: [],
    navigation: [],
    paragraphs: [],
    structuredData: [],
    ...overrides,
  };
}

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe('draftOverview', () => {
  it('leaves out the founding story, calls to find a shop and fragments without a full stop', () => {
    const site = {
      requestedUrl: `${base}/`,
      finalUrl: `${base}/`,
      pages: [
        page({
          paragraphs: [
            'Kitewell sells stunt kites, box kites and spare lines to kite fliers across Canada.',
            'Find Kitewell in Halifax and Moncton, New Brunswick.',
            'Three kite ranges for beginners, racers and collectors',
            'Every kite is tested on the beach before it ships, and repairs are free for a year.',
          ],
        }),
        page({
          url: `${base}/about`,
          kind: 'about',
          paragraphs: [
            'Kitewell was founded in 1994 in Halifax, Nova Scotia, by two sailmakers.',
            'A second workshop followed in Moncton in 2008.',
          ],
        }),
      ],
    };

    const overview = draftOverview({ site, brandName: 'Kitewell', productNames: ['Stunt kites'] });

    expect(overview).toContain('Kitewell sells stunt kites');
    expect(overview).not.toMatch(/founded|1994|2008|Find Kitewell|Three kite ranges/);
    expect(overview).toMatch(/[.!]$/);
  });

  it('leaves out what the pages of a feature or a plan say', () => {
    const site = {
      requestedUrl: `${base}/`,
      finalUrl: `${base}/`,
      pages: [
        page({
          paragraphs: [
            'Kitewell sells stunt kites, box kites and spare lines to kite fliers across Canada.',
          ],
        }),
        page({
          url: `${base}/colours`,
          kind: 'other',
          title: 'Colours | Kitewell',
          paragraphs: [
            'Every Kitewell kite comes in red, yellow, teal or a two-tone sail of your choice.',
          ],
        }),
        page({
          url: `${base}/kite-pass`,
          kind: 'other',
          title: 'Kite Pass: save 20% | Kitewell',
          paragraphs: [
            'Kite Pass members save 20% on every Kitewell kite and get free spare lines.',
          ],
        }),
      ],
    };

    const overview = draftOverview({ site, brandName: 'Kitewell', productNames: ['Stunt kites'] });

    expect(overview).toContain('Kitewell sells stunt kites');
    expect(overview).not.toMatch(/two-tone|Kite Pass/);
  });
});
