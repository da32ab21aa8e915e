import type { ClassifierBrief } from '../classifier-types.js';
import {
  capitalizePlaceName,
  describeCountry,
  describeRegion,
  getDefaultPlaceFinder,
  type PlaceFinder,
} from '../places/index.js';
import { buildBriefModel } from './brief-model.js';
import { SERVICE_RADIUS_KM } from './service-area.js';

// "How Utmost reads this brief": the local classifier's reading of a brief, in words a marketer
// can check and correct. Every reason a decision gives rests on one of these items, so a wrong
// item here is the place to fix a family of wrong decisions.

export interface BriefReadingItem {
  /** What was read, as the user would say it ("Swift Couriers", "Wrexham", "plumbing courses"). */
  text: string;
  /** The brief's sentence it came from, when one did. */
  sentence?: string;
}

export interface BriefReading {
  /** The own name, and the words that find it on their own (an everyday word never does). */
  ownBrand: { name: string; words: string[] }[];
  /**
   * Each competitor and the words that find it on their own; `inContextOnly` when the user said
   * it counts only where a search treats it as a company, or its name is made of the words the
   * brief writes for its own trade.
   */
  competitors: { name: string; words: string[]; inContextOnly: boolean }[];
  /** The words that name what is sold (the products' last words, the overview's noun). */
  offer: string[];
  market: {
    /** Countries served; empty when the brief names none or sells worldwide. */
    countries: string[];
    /** Regions a country is narrowed to ("Tennessee"). */
    regions: string[];
    sellsWorldwide: boolean;
    /** A local business's towns; searches farther than three radii away are out. */
    serviceArea: { towns: string[]; radiusKm: number } | null;
    /** The user's corrections: places served whatever the sentences said. */
    servedPlaces: string[];
  };
  excluded: {
    places: BriefReadingItem[];
    countries: string[];
    regions: string[];
    /** Things the rules exclude ("indoor trainers"), with their sentence. */
    topics: BriefReadingItem[];
  };
  /** Phrases the rules keep despite a trigger word ("free quote", "dairy-free"). */
  kept: BriefReadingItem[];
  /** What the reading could not read, or a correction that contradicts the brief. */
  notes: string[];
}

/** Reads a brief the way the local classifier does, without any search term. */
export function readBrief(
  brief: ClassifierBrief,
  places: PlaceFinder = getDefaultPlaceFinder(),
): BriefReading {
  const model = buildBriefModel(brief, [], places);
  const corrections = brief.corrections ?? {};
  const exclusionSentence = (name: string) =>
    model.rules.exclusionSentences.find((sentence) => sentence.toLowerCase().includes(name));
  const notes: string[] = [];
  if (brief.shortDescription.trim() === '' && brief.products.length === 0) {
    notes.push(
      'No overview or products: Utmost cannot tell what is sold, so it keeps every search it has no rule for and leaves it to you.',
    );
  } else if (model.headWords.size === 0) {
    notes.push('No product names: Utmost reads what is sold from the overview alone.');
  }
  if (brief.rules.length === 0) {
    notes.push(
      'No rules: only the usual waste (jobs, freebies, do-it-yourself), competitors and the examples decide exclusions.',
    );
  }
  for (const place of corrections.servedPlaces ?? []) {
    const sentence = exclusionSentence(place.toLowerCase());
    if (sentence) {
      notes.push(
        `You marked ${place} as served, but a rule excludes it ("${sentence}"): your correction wins.`,
      );
    }
  }
  for (const topic of corrections.ignoredExclusions ?? []) {
    const lower = topic.toLowerCase();
    if (!brief.rules.some((rule) => rule.description.toLowerCase().includes(lower))) {
      notes.push(`"${topic}" is no longer in the rules: that correction has nothing to change.`);
    }
  }

  return {
    ownBrand: model.ownBrand.map((pattern) => ({ name: pattern.name, words: pattern.distinctive })),
    competitors: model.competitors.map((pattern) => ({
      name: pattern.name,
      words: pattern.distinctive,
      inContextOnly: pattern.inContextOnly === true,
    })),
    offer: [...new Set(model.headWords.values())],
    market: {
      countries: [...model.marketCountries].map(describeCountry),
      regions: [...model.marketRegions].flatMap(([country, codes]) =>
        [...codes].map((adminCode) => describeRegion({ country, adminCode })),
      ),
      sellsWorldwide: model.sellsWorldwide,
      serviceArea: model.serviceArea && {
        towns: model.serviceArea.towns.map((town) => capitalizePlaceName(town.name)),
        radiusKm: SERVICE_RADIUS_KM,
      },
      servedPlaces: corrections.servedPlaces ?? [],
    },
    excluded: {
      places: [
        ...model.excludedPlaceNames,
        ...[...model.qualifiedExcludedPlaces].flatMap(([town, qualifiers]) =>
          [...qualifiers].map((qualifier) => `${town} ${qualifier}`),
        ),
      ].map((name) => ({
        text: capitalizePlaceName(name),
        sentence: exclusionSentence(name.split(' ')[0]!),
      })),
      countries: [...model.excludedCountries].map(describeCountry),
      regions: [...model.excludedRegions].flatMap(([country, codes]) =>
        [...codes].map((adminCode) => describeRegion({ country, adminCode })),
      ),
      topics: uniqueItems(
        model.excludedThings.map((phrase) => ({ text: phrase.text, sentence: phrase.sentence })),
      ),
    },
    kept: uniqueItems(
      model.keptPhrases.map((phrase) => ({ text: phrase.text, sentence: phrase.sentence })),
    ),
    notes,
  };
}

function uniqueItems(items: BriefReadingItem[]): BriefReadingItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.text) && Boolean(seen.add(item.text)));
}
