import { describe, expect, it } from 'vitest';

import type { SitePage, SiteSnapshot } from '../../site/site-snapshot.js';
import { findProducts } from './products.js';

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
      { name: 'Dog grooming', description: 'Bath, trim and nail clipping for dogs of every size.' },
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
});
