import { beforeAll, describe, expect, it } from 'vitest';

import type { BriefElementsDraft } from '../../brief/brief-draft.js';
import { readBusinessProfile } from './business-profile.js';
import { getDefaultPlaceFinder } from '../../classifier/places/index.js';

function profileOf(shortDescription: string, products: BriefElementsDraft['products'] = []) {
  return readBusinessProfile(
    {
      brandName: 'Tidewater',
      brandWebsite: 'https://tidewater.example/',
      competitors: [],
      shortDescription,
      products,
    },
    undefined,
  );
}

// The place gazetteer loads once, slowly on a busy machine: before the tests, not inside one's 5 s.
beforeAll(() => {
  getDefaultPlaceFinder();
}, 60_000);

describe('readBusinessProfile', () => {
  it('names a country the site declares by its ISO code', () => {
    const profile = readBusinessProfile(
      {
        brandName: 'Tidewater',
        brandWebsite: 'https://tidewater.example/',
        competitors: [],
        shortDescription: 'Tidewater repairs boats and sells marine paint to boat owners.',
        products: [],
      },
      {
        requestedUrl: 'https://tidewater.example/',
        finalUrl: 'https://tidewater.example/',
        pages: [
          {
            url: 'https://tidewater.example/',
            kind: 'home',
            title: 'Tidewater',
            description: null,
            siteName: 'Tidewater',
            headings: [],
            navigation: [],
            paragraphs: [],
            structuredData: [
              { type: 'Organization', name: 'Tidewater', description: null, areaServed: ['PT'] },
            ],
          },
        ],
      },
    );
    expect(profile.areasServed).toEqual(['Portugal']);
  });

  it('tells free offers from free-from qualities by their neighbours', () => {
    const profile = profileOf(
      'We offer free delivery and a free quote. Our sugar free jam is nut-free and free from gluten. Feel free to call, or get it for free.',
    );

    expect(profile.freeOffers).toEqual(['free delivery', 'free quote']);
    expect(profile.freeFromPhrases).toEqual(['free from gluten', 'nut-free', 'sugar free']);
  });

  it('reads where the business serves, not where it is based, keeping every listed area', () => {
    expect(
      profileOf('Based in Leeds, we deliver across England, Wales and Scotland.').areasServed,
    ).toEqual(['England', 'Wales', 'Scotland']);
    expect(profileOf('Tidewater is a kayak rental shop based in Falmouth.').areasServed).toEqual(
      [],
    );
  });

  it('finds the category a site repeats, not the audience it names', () => {
    const profile = profileOf(
      'Tidewater rents sea kayaks to families. Our sea kayaks suit families and beginners. Book sea kayaks online.',
    );

    expect(profile.categoryPhrases[0]).toBe('sea kayaks');
    expect(profile.categoryPhrases).not.toContain('kayaks families');
  });

  it('sees a business audience and software from the words used', () => {
    const profile = profileOf(
      'Tidewater is scheduling software for agencies and their teams, with a mobile app and an API.',
    );

    expect(profile.isSoftware).toBe(true);
    expect(profile.sellsToBusinesses).toBe(true);
    expect(profile.sellsFood).toBe(false);
  });

  it('reads no category from a founding story, a place or a plan, as the API drafts rules from the overview alone', () => {
    const profile = profileOf(
      'Tidewater repairs boats and sells marine paint. Tidewater began in a Nova Scotia boatshed, and Nova Scotia boatshed crews still repair boats. Winnipeg sailors and Winnipeg marinas buy marine paint. Members save on marine paint, and members save on boat repairs.',
    );

    expect(profile.categoryPhrases).toContain('marine paint');
    for (const phrase of profile.categoryPhrases) {
      expect(phrase).not.toMatch(/nova|scotia|boatshed|winnipeg|save/);
    }
  });

  it('reads "free for 30 days" and "free of charge" as a price, not a quality of what is sold', () => {
    const profile = profileOf(
      'Try a boat survey free for 30 days. Hull checks are free of charge.',
    );

    expect(profile.freeFromPhrases).toEqual([]);
  });

  it('reads no category from who does the work', () => {
    const profile = profileOf(
      'Tidewater repairs boats with certified marine engineers. Our certified marine engineers repair hulls, and boat repairs come with a warranty. Boat repairs take a week.',
    );

    expect(profile.categoryPhrases).toContain('boat repairs');
    expect(profile.categoryPhrases).not.toContain('marine engineers');
  });

  it('reads "step-free" and "interest-free" as how it is reached or paid, not a quality', () => {
    const profile = profileOf(
      'Our boatyard has step-free access and interest-free credit on nut-free galley kits.',
    );

    expect(profile.freeFromPhrases).toEqual(['nut-free']);
  });
});
