import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from './html-document.js';
import { readStructuredData } from './structured-data.js';

const withJsonLd = (...blocks: string[]) =>
  parseHtmlDocument(
    `<html><head>${blocks.map((block) => `<script type="application/ld+json">${block}</script>`).join('')}</head></html>`,
  );

describe('readStructuredData', () => {
  it('finds entities in top-level arrays, @graph and nested nodes, by type name or IRI', () => {
    const document = withJsonLd(
      JSON.stringify([
        { '@type': 'https://schema.org/LocalBusiness', name: 'Corner Bakery', areaServed: 'Leeds' },
        {
          '@type': 'ItemList',
          itemListElement: [{ item: { '@type': 'Product', name: { '@value': 'Sourdough' } } }],
        },
      ]),
      JSON.stringify({
        '@graph': [
          {
            '@type': ['Service'],
            name: ['Catering', 'Events'],
            description: '  Trays  for offices. ',
          },
        ],
      }),
    );
    expect(readStructuredData(document)).toEqual([
      {
        type: 'Organization',
        name: 'Corner Bakery',
        description: null,
        url: null,
        sameAs: [],
        areaServed: ['Leeds'],
      },
      { type: 'Product', name: 'Sourdough', description: null },
      { type: 'Service', name: 'Catering', description: 'Trays for offices.' },
    ]);
  });

  it('skips malformed blocks, other types, nameless entities and repeats', () => {
    const product = JSON.stringify({ '@type': 'Product', name: 'Sourdough' });
    const document = withJsonLd(
      '{ "@type": "Product", "name": "half',
      JSON.stringify({ '@type': 'BreadcrumbList', name: 'Crumbs' }),
      JSON.stringify({ '@type': 'Product', image: 'x.png' }),
      product,
      product,
    );
    expect(readStructuredData(document)).toEqual([
      { type: 'Product', name: 'Sourdough', description: null },
    ]);
  });
});
