import { beforeAll, describe, expect, it } from 'vitest';

import { BriefDraftError } from '../../brief/brief-draft-error.js';
import { splitSentences } from '../../brief/brief-limits.js';
import type { SiteSnapshot } from '../../site/site-snapshot.js';
import { BAKERY_SITE } from './fixtures/bakery-site.js';
import { SOFTWARE_SITE } from './fixtures/software-site.js';
import { createLocalBriefDrafter } from './local-brief-drafter.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

const drafter = createLocalBriefDrafter();

async function draft(site: SiteSnapshot, brandName = '') {
  const elements = await drafter.draftElements({ brandName, website: site.requestedUrl, site });
  const rules = await drafter.draftRules({ elements, site });
  return { elements, rules };
}

/** Every text the site itself wrote, whitespace-normalised, to check nothing was made up. */
function siteTexts(site: SiteSnapshot): string {
  return site.pages
    .flatMap((page) => [
      page.description ?? '',
      ...page.paragraphs,
      ...page.structuredData.map((entity) => entity.description ?? ''),
    ])
    .join('\n')
    .replace(/[ \t]+/g, ' ');
}

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe.each([
  ['bakery', BAKERY_SITE],
  ['B2B software company', SOFTWARE_SITE],
])('local brief drafter on a %s', (_, site) => {
  it('writes an overview of 50–1000 characters made only of the site’s own sentences', async () => {
    const { elements } = await draft(site);

    expect(elements.shortDescription.length).toBeGreaterThanOrEqual(50);
    expect(elements.shortDescription.length).toBeLessThanOrEqual(1000);
    for (const sentence of splitSentences(elements.shortDescription)) {
      expect(siteTexts(site)).toContain(sentence);
    }
    expect(elements.shortDescription).not.toMatch(
      /cookie|newsletter|all rights reserved|get started today/i,
    );
  });

  it('lists at most 15 products with site-written descriptions of at most 150 characters, and no competitors', async () => {
    const { elements } = await draft(site);

    expect(elements.products.length).toBeGreaterThan(0);
    expect(elements.products.length).toBeLessThanOrEqual(15);
    for (const product of elements.products) {
      expect(product.description.length).toBeLessThanOrEqual(150);
      expect(siteTexts(site)).toContain(product.description);
    }
    expect(elements.competitors).toEqual([]);
  });

  it('writes rules of at most 500 characters naming the brand, and at most 50 examples', async () => {
    const { elements, rules } = await draft(site);

    expect(rules.generalRules.length).toBeGreaterThanOrEqual(5);
    for (const rule of rules.generalRules) expect(rule.length).toBeLessThanOrEqual(500);
    expect(rules.generalRules.find((rule) => rule.includes('job seekers'))).toContain(
      elements.brandName,
    );
    expect(rules.excludedSearchTerms.length + rules.perfectSearchTerms.length).toBeLessThanOrEqual(
      50,
    );
    expect(rules.perfectSearchTerms).toContainEqual({
      searchTerm: elements.brandName.toLowerCase(),
      category: 'brand',
    });
    expect(rules.excludedSearchTerms).toContainEqual({
      searchTerm: `${elements.brandName.toLowerCase()} jobs`,
      category: 'brand',
    });
  });

  it('gives the same draft for the same site', async () => {
    expect(await draft(site)).toEqual(await draft(structuredClone(site)));
  });
});

describe('local brief drafter, business-specific choices', () => {
  it('opens the overview with the sentence saying what the company is, and drops near-repeats', async () => {
    const bakery = (await draft(BAKERY_SITE)).elements.shortDescription;
    const software = (await draft(SOFTWARE_SITE)).elements.shortDescription;

    expect(bakery).toMatch(/^Crumb & Kettle is an independent sourdough bakery/);
    // The JSON-LD description repeats the meta description in other words.
    expect(bakery).not.toContain('Independent sourdough bakery and cake shop');
    expect(software).toMatch(/^Ledgerloop is accounts payable automation software/);
  });

  it('takes the company name from the user, else from the site', async () => {
    expect((await draft(BAKERY_SITE, '  Crumb and Kettle Ltd ')).elements.brandName).toBe(
      'Crumb and Kettle Ltd',
    );
    expect((await draft(BAKERY_SITE)).elements.brandName).toBe('Crumb & Kettle');
    // No og:site_name, no Organization: the title part that matches the domain.
    expect((await draft(SOFTWARE_SITE)).elements.brandName).toBe('Ledgerloop');
  });

  it('finds products from JSON-LD, product-page headings and menu links, skipping section titles', async () => {
    const bakery = (await draft(BAKERY_SITE)).elements.products.map((product) => product.name);
    const software = (await draft(SOFTWARE_SITE)).elements.products.map((product) => product.name);

    expect(bakery).toEqual(['Sourdough loaves', 'Celebration cakes', 'Gluten-free bakes']);
    expect(software).toEqual([
      'Ledgerloop AP Platform',
      'Invoice capture',
      'Approval workflows',
      'Payment runs',
    ]);
  });

  it('keeps free delivery and free-from searches out of the "free" rule of a bakery that offers them', async () => {
    const { rules } = await draft(BAKERY_SITE);
    const freeRule = rules.generalRules.find((rule) => rule.includes('free or pirated'));

    expect(freeRule).toContain('"free delivery"');
    expect(freeRule).toContain('"gluten-free"');
    expect(freeRule).toContain('"sugar free"');
    expect(freeRule).toMatch(/Crumb & Kettle offers them itself/);
    expect(freeRule).toMatch(/"free" describes what Crumb & Kettle sells, not its price/);
    expect(freeRule).not.toContain('download');
  });

  it('keeps the free trial of a software company and excludes pirated copies', async () => {
    const { rules } = await draft(SOFTWARE_SITE);
    const freeRule = rules.generalRules.find((rule) => rule.includes('free or pirated'));

    expect(freeRule).toContain('"free trial"');
    expect(freeRule).toContain('crack');
  });

  it('chooses catalogue entries from what the site says', async () => {
    const bakery = (await draft(BAKERY_SITE)).rules;
    const software = (await draft(SOFTWARE_SITE)).rules;

    // The bakery names where it delivers; the software company where it sells, both areas kept.
    expect(bakery.generalRules).toContainEqual(
      expect.stringMatching(/^Crumb & Kettle serves Bristol\./),
    );
    expect(software.generalRules).toContainEqual(expect.stringMatching(/serves the UK and Europe/));
    // A business seller: consumers are the wrong audience; a consumer bakery: wholesale is.
    expect(software.generalRules).toContainEqual(
      expect.stringMatching(/^Ledgerloop sells to businesses/),
    );
    expect(bakery.generalRules).toContainEqual(expect.stringMatching(/not to the trade/));
    // Food is a recipe risk, software is not; the software has a customer login.
    expect(bakery.excludedSearchTerms).toContainEqual({
      searchTerm: 'sourdough loaves recipe',
      category: 'product',
    });
    expect(software.excludedSearchTerms).toContainEqual({
      searchTerm: 'ledgerloop login',
      category: 'brand',
    });
    expect(bakery.excludedSearchTerms.map((term) => term.searchTerm)).not.toContain(
      'crumb & kettle login',
    );
  });

  it('leaves out the wrong-market rule when the site does not say where it serves', async () => {
    const nowhere: SiteSnapshot = {
      ...SOFTWARE_SITE,
      pages: SOFTWARE_SITE.pages.map((page) => ({
        ...page,
        paragraphs: page.paragraphs.map((paragraph) =>
          paragraph.replace(' across the UK and Europe', ''),
        ),
      })),
    };

    const { rules } = await draft(nowhere);

    expect(rules.generalRules.some((rule) => rule.includes(' serves '))).toBe(false);
  });

  it('refuses a site too thin for a 50-character overview', async () => {
    const thin: SiteSnapshot = {
      requestedUrl: 'https://thin.example/',
      finalUrl: 'https://thin.example/',
      pages: [
        {
          url: 'https://thin.example/',
          kind: 'home',
          title: 'Thin',
          description: 'Welcome!',
          siteName: 'Thin',
          headings: [],
          navigation: [],
          paragraphs: ['We use cookies.'],
          structuredData: [],
        },
      ],
    };

    const drafting = drafter.draftElements({
      brandName: '',
      website: thin.requestedUrl,
      site: thin,
    });

    await expect(drafting).rejects.toBeInstanceOf(BriefDraftError);
    await expect(drafting).rejects.toMatchObject({ reason: 'site_text_too_thin' });
  });
});

describe('local brief drafter, with competitors the user added', () => {
  it('suggests excluding their logins', async () => {
    const elements = await drafter.draftElements({
      brandName: '',
      website: SOFTWARE_SITE.finalUrl,
      site: SOFTWARE_SITE,
    });

    const rules = await drafter.draftRules({
      elements: { ...elements, competitors: ['Payflow', 'Billbox'] },
    });

    expect(rules.excludedSearchTerms).toEqual(
      expect.arrayContaining([
        { searchTerm: 'payflow login', category: 'brand' },
        { searchTerm: 'billbox login', category: 'brand' },
      ]),
    );
  });
});
