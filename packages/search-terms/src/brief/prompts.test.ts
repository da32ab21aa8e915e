import { describe, expect, it } from 'vitest';

import type { SiteSnapshot } from '../site/site-snapshot.js';
import { buildElementsPrompt, buildRulesPrompt, renderSiteText } from './prompts.js';

const page = (kind: SiteSnapshot['pages'][number]['kind'], paragraph: string) => ({
  url: `https://tidewater.example/${kind}`,
  kind,
  title: `Tidewater ${kind}`,
  description: null,
  siteName: 'Tidewater Kayaks',
  headings: [],
  navigation: [],
  paragraphs: [paragraph],
  structuredData: [],
});

const site: SiteSnapshot = {
  requestedUrl: 'https://tidewater.example/',
  finalUrl: 'https://tidewater.example/',
  pages: [
    page('other', 'A blog post about paddling.'),
    page('home', 'Tidewater Kayaks rents sea kayaks in Cornwall.'),
    page('about', 'Founded by two instructors.'),
  ],
};

describe('renderSiteText', () => {
  it('puts the home and about pages first and stops at the budget without cutting a line', () => {
    const full = renderSiteText(site, 10_000);
    expect(full.indexOf('rents sea kayaks')).toBeLessThan(full.indexOf('Founded by'));
    expect(full.indexOf('Founded by')).toBeLessThan(full.indexOf('blog post'));

    const trimmed = renderSiteText(site, 170);
    expect(trimmed.length).toBeLessThanOrEqual(170);
    expect(trimmed).toContain('rents sea kayaks');
    expect(trimmed).not.toContain('blog post');
  });
});

describe('prompts', () => {
  it('state the limits and ask for JSON only', () => {
    const [system, user] = buildElementsPrompt({
      brandName: 'Tidewater',
      website: site.finalUrl,
      site,
    });
    expect(system?.content).toContain('JSON only');
    expect(user?.content).toMatch(/50 to 1000 characters/);
    expect(user?.content).toMatch(/at most 15 key products/);
    expect(user?.content).toMatch(/at most 150 characters/);

    const rules = buildRulesPrompt({
      elements: {
        brandName: 'Tidewater',
        brandWebsite: site.finalUrl,
        competitors: [],
        shortDescription: 'Tidewater Kayaks rents sea kayaks in Cornwall.',
        products: [],
      },
    });
    expect(rules[1]?.content).toMatch(/at most 500 characters/);
    expect(rules[1]?.content).toMatch(/At most 50 in both lists/);
  });
});
