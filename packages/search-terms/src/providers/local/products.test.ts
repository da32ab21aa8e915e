import { beforeAll, describe, expect, it } from 'vitest';

import type { SitePage, SiteSnapshot } from '../../site/site-snapshot.js';
import { findProducts } from './products.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

const base = 'https://www.pawsandclaws.example';

function page(overrides: Partial<SitePage>): SitePage {
  return {
    url: `${base}/`,
    kind: 'home',
    title: null,
    description: null,
    siteName: null,
    headings: [],
    navigation: [],
    paragraphs: [],
    structuredData: [],
    ...overrides,
  };
}

function siteOf(...pages: SitePage[]): SiteSnapshot {
  return { requestedUrl: `${base}/`, finalUrl: `${base}/`, pages };
}

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe('findProducts', () => {
  it('describes a menu-only product from the page it links to', () => {
    const site = siteOf(
      page({ navigation: [{ text: 'Dog grooming', url: `${base}/services/dog-grooming` }] }),
      page({
        url: `${base}/services/dog-grooming/`,
        kind: 'services',
        description: 'Bath, trim and nail clipping for dogs of every size.',
      }),
    );

    expect(findProducts(site, 'Paws and Claws')).toEqual([
      {
        name: 'Dog grooming',
        description: 'Bath, trim and nail clipping for dogs of every size.',
        sourceUrl: `${base}/services/dog-grooming`,
      },
    ]);
  });

  it('skips section headings and headings with no text about them', () => {
    const site = siteOf(
      page({
        kind: 'services',
        headings: [
          'Our services',
          'Why choose us?',
          'Cat boarding',
          'Opening hours',
          'Puppy training',
        ],
        paragraphs: [
          'Cat boarding in heated suites with daily play, for stays of one night or more.',
        ],
      }),
    );

    expect(findProducts(site, 'Paws and Claws').map((product) => product.name)).toEqual([
      'Cat boarding',
    ]);
  });

  it('keeps at most 15 products with descriptions of at most 150 characters', () => {
    const names = Array.from({ length: 20 }, (_, index) => `Treat box ${index + 1}`);
    const site = siteOf(
      page({
        structuredData: names.map((name) => ({
          type: 'Product' as const,
          name,
          description: `${name} holds hand-baked dog treats made with chicken, oats and pumpkin, packed in recycled card and delivered monthly to your door with a surprise toy.`,
        })),
      }),
    );

    const products = findProducts(site, 'Paws and Claws');

    expect(products).toHaveLength(15);
    for (const product of products) expect(product.description.length).toBeLessThanOrEqual(150);
  });

  it('describes a card by the text under its heading, and says which page it was on', () => {
    const site = siteOf(
      page({
        url: `${base}/shop`,
        kind: 'products',
        headings: ['Shop all', 'Chew ropes'],
        sections: [{ heading: 'Chew ropes', text: 'Knotted cotton ropes for tug games.' }],
      }),
    );

    expect(findProducts(site, 'Paws and Claws')).toEqual([
      {
        name: 'Chew ropes',
        description: 'Knotted cotton ropes for tug games.',
        sourceUrl: `${base}/shop`,
      },
    ]);
  });

  it('never offers a place, a founding story, a feature or a plan as a product', () => {
    const menu = [
      'Grooming',
      'Nova Scotia',
      'Our beginnings',
      'Flavours',
      'Click & Collect',
      'Book online',
      'Owner portal',
      'Subscribe & Save',
      'Puppy Plan',
      'Paws and Claws Club',
    ];
    const site = siteOf(
      page({
        navigation: menu.map((text) => ({
          text,
          url: `${base}/services/${text.toLowerCase().replace(/\W+/g, '-')}`,
        })),
        paragraphs: menu.map((text) => `${text} at Paws and Claws, for every dog in town.`),
      }),
    );

    expect(findProducts(site, 'Paws and Claws').map((product) => product.name)).toEqual([
      'Grooming',
    ]);
  });

  it('ends every description on a sentence: whole sentences that fit, else a clause with a full stop', () => {
    const long =
      'Paws and Claws walks dogs twice a day through the park and along the river, with a photo of every walk sent to your phone and a towel-down before they come home, rain or shine.';
    const site = siteOf(
      page({
        url: `${base}/services`,
        kind: 'services',
        headings: ['Dog walking', 'Dog sitting'],
        sections: [
          { heading: 'Dog walking', text: long },
          { heading: 'Dog sitting', text: `We sit dogs in your home while you are away. ${long}` },
        ],
      }),
    );

    const [walking, sitting] = findProducts(site, 'Paws and Claws');

    expect(walking?.description).toBe(
      'Paws and Claws walks dogs twice a day through the park and along the river.',
    );
    expect(sitting?.description).toBe('We sit dogs in your home while you are away.');
  });

  it('lists a menu entry once when it leads to a product already named (its page, or its slug)', () => {
    const site = siteOf(
      page({
        navigation: [
          { text: 'Kennels', url: `${base}/products/heated-kennel-suites` },
          { text: 'Grooming', url: `${base}/services/grooming` },
        ],
      }),
      page({
        url: `${base}/products`,
        kind: 'products',
        headings: ['Heated kennel suites'],
        sections: [{ heading: 'Heated kennel suites', text: 'Warm suites for overnight stays.' }],
      }),
      page({
        url: `${base}/services/grooming`,
        kind: 'services',
        description: 'Bath, trim and nail clipping.',
        structuredData: [{ type: 'Service', name: 'Full dog groom', description: null }],
      }),
    );

    expect(findProducts(site, 'Paws and Claws').map((product) => product.name)).toEqual([
      'Full dog groom',
      'Heated kennel suites',
    ]);
  });
});
