import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import { splitSentences } from '../../brief/brief-limits.js';
import type { FetchPage } from '../../site/fetch-page.js';
import { readWebsite } from '../../site/read-website.js';
import { createLocalBriefDrafter } from './local-brief-drafter.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

// Sites of kinds the drafter was not built on (a clinic, a B2B service, a shop of many brands),
// each written with its expected.json before the drafter first ran on it: what it sells, and the
// places, founding story, features and plans that are never a product.

const SITES_DIR = fileURLToPath(new URL('./fixtures/invented-sites/', import.meta.url));

interface Expected {
  host: string;
  sold: string[];
  places: string[];
  foundingStory: string[];
  features: string[];
  plans: string[];
}

/** The fixture's pages as a web server would answer them: `/a/b` is `pages/a/b.html`. */
function serveFixture(directory: string): FetchPage {
  return async (url) => {
    const path = new URL(url).pathname.replace(/\/+$/, '');
    const file = join(directory, 'pages', path === '' ? 'index.html' : `${path.slice(1)}.html`);
    const isPage = path !== '/robots.txt' && existsSync(file);
    return {
      url,
      status: isPage ? 200 : 404,
      contentType: 'text/html; charset=utf-8',
      body: isPage ? readFileSync(file, 'utf8') : '',
    };
  };
}

async function draftFixture(name: string) {
  const directory = join(SITES_DIR, name);
  const expected = JSON.parse(readFileSync(join(directory, 'expected.json'), 'utf8')) as Expected;
  const site = await readWebsite(`https://${expected.host}/`, {
    fetchPage: serveFixture(directory),
  });
  const drafter = createLocalBriefDrafter();
  const elements = await drafter.draftElements({ brandName: '', website: site.finalUrl, site });
  // As the API drafts rules: from the reviewed elements alone, the site no longer at hand.
  const rules = await drafter.draftRules({ elements });
  return { expected, site, elements, rules };
}

const lower = (text: string) => text.toLowerCase();

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe.each(readdirSync(SITES_DIR))('local brief drafter on the invented site %s', (name) => {
  it('lists what the site sells, each from a page it read, and nothing that is not a product', async () => {
    const { expected, site, elements } = await draftFixture(name);
    const names = elements.products.map((product) => lower(product.name));
    const notProducts = [...expected.places, ...expected.features, ...expected.plans].map(lower);

    for (const sold of expected.sold) {
      expect(names.some((productName) => productName.includes(lower(sold)))).toBe(true);
    }
    for (const productName of names) expect(notProducts).not.toContain(productName);
    for (const product of elements.products) {
      expect(site.pages.map((page) => page.url)).toContain(product.sourceUrl);
      expect(product.description).toMatch(/[.!?]$/);
    }
  });

  it('writes an overview of whole sentences without the founding story', async () => {
    const { expected, elements } = await draftFixture(name);

    for (const sentence of splitSentences(elements.shortDescription)) {
      expect(sentence).toMatch(/[.!?]$/);
    }
    for (const story of expected.foundingStory) {
      expect(lower(elements.shortDescription)).not.toContain(lower(story));
    }
  });

  it('names what is sold in the rules, and places only as the market served, never plans', async () => {
    const { expected, rules } = await draftFixture(name);
    // The market rule ("X serves the UK…") names the places served, as it should.
    const text = lower(rules.generalRules.filter((rule) => !/ serves /.test(rule)).join('\n'));

    expect(expected.sold.some((sold) => text.includes(lower(sold)))).toBe(true);
    for (const word of [...expected.places, ...expected.plans]) {
      expect(text).not.toMatch(new RegExp(`\\b${lower(word)}\\b`));
    }
  });

  it('suggests no bare place, feature or plan as an example search', async () => {
    const { expected, elements, rules } = await draftFixture(name);
    const brand = lower(elements.brandName);
    const bare = [...expected.places, ...expected.features, ...expected.plans].map(lower);

    for (const { searchTerm } of [...rules.perfectSearchTerms, ...rules.excludedSearchTerms]) {
      const subject = searchTerm
        .replace(brand, '')
        .replace(
          /\b(?:jobs|careers|free|meaning|wholesale|used|diy|recipe|for students|login)\b/g,
          '',
        )
        .trim();
      expect(bare).not.toContain(subject);
      for (const place of expected.places) expect(subject).not.toBe(lower(place));
    }
  });
});
