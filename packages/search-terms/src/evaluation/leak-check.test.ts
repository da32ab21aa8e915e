import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getDefaultPlaceFinder, isCommonEnglishWord } from '../classifier/places/index.js';
import { tokenize } from '../classifier/text/fold-text.js';

// No word of a labelled file may appear in the classifier's code, data or unit tests, so that the
// evaluation figures cannot flatter it (issue 24). This test reads every labelled file, collects
// what it could lend the classifier (its search terms and the brief's examples of two words or
// more; the brief's own, competitor and product names, whole and by their uncommon words; the
// places its terms name) and looks for each, as whole folded words, in every .ts file of
// src/classifier and src/evaluation. A hit reads
// `word ← labelled file :: source file`: use an invented word there, or a real place that no
// labelled file names (grep test-data before choosing).

const PACKAGE_DIR = fileURLToPath(new URL('../../', import.meta.url));
const LABELLED_DIR = 'test-data';
const SCANNED_DIRS = ['src/classifier', 'src/evaluation', 'src/ngrams', 'src/negatives'];
const THIS_FILE = 'src/evaluation/leak-check.test.ts';

/** Files not scanned, each with why no labelled file can have lent it its words. */
const EXEMPT_FILES: Readonly<Record<string, string>> = {
  'src/classifier/places/sub-national-regions.ts':
    'pure data: US states, UK nations, Canadian provinces, Australian states, short country names',
  'src/classifier/places/city-exonyms.ts':
    'pure data: the names of large and well-known cities in other languages, chosen by size and fame',
};

/** Files whose code is a language's everyday words: only their comments are scanned. */
const VOCABULARY_FILES: Readonly<Record<string, string>> = {
  'src/classifier/local/waste-lexicon.ts':
    'everyday words of job, how-to, information and download searches in each language',
  'src/classifier/local/waste-intents.ts':
    'the English word lists of the waste intents, buyer and do-it-yourself verbs and comparisons',
  'src/classifier/local/rule-lexicon.ts':
    'everyday words each language writes rules with: negations, "fine", "and", "or", "but", articles',
};

interface Allowance {
  word: string;
  /** Where the word may appear; '*' anywhere. */
  files: readonly string[] | '*';
  reason: string;
}

const LOCATION_CHECK = 'src/classifier/local/location-check.ts';

/** Everyday words, countries' short names and the one real case of a rule, where each may be. */
const ALLOWED_WORDS: readonly Allowance[] = [
  ...['norway', 'sweden', 'finland'].map((word): Allowance => ({
    word,
    files: '*',
    reason:
      'a country’s name, as the place data holds every country; batch-08’s market named it after the tests did',
  })),
  ...['peru', 'chile', 'argentina'].map((word): Allowance => ({
    word,
    files: '*',
    reason:
      'a country’s name, as the place data holds every country; batch-12’s market named it after the tests did',
  })),
  ...['estonia', 'danemark'].map((word): Allowance => ({
    word,
    files: '*',
    reason:
      'a country’s name, as the place data holds every country; batch-14’s market named it after the tests did',
  })),
  {
    word: 'iso',
    files: '*',
    reason:
      'the standards body’s name, as in "ISO codes" of countries; batch-14 sells ISO 27001 audits',
  },
  {
    word: 'turkiye',
    files: ['src/classifier/local/local-classifier.test.ts'],
    reason:
      'a country’s name, as the place data holds every country: a test of a brief written in Turkish names its own country',
  },
  {
    word: 'rhode island',
    files: ['src/classifier/places/market-countries.ts'],
    reason: 'Rhode Island, a US state the market data lists; batch-12 named it after',
  },
  {
    word: 'newfoundland',
    files: ['src/classifier/places/market-regions.test.ts'],
    reason: 'a Canadian province, as sub-national-regions.ts lists it',
  },
  {
    word: 'canada',
    files: ['src/classifier/local/read-brief.test.ts'],
    reason:
      'a country’s name, as the place data holds every country; the test needs one whose regions it lists',
  },
  {
    word: 'oran',
    files: '*',
    reason: 'a town’s name that "or an" of any English sentence spells when its words are joined',
  },
  { word: 'cafe', files: '*', reason: 'an everyday word (a café) that SCOWL lacks' },
  {
    word: 'delivery',
    files: '*',
    reason: 'an everyday trade word; one brief’s product is so named',
  },
  { word: 'consultation', files: '*', reason: 'the same ("free consultation")' },
  {
    word: 'app',
    files: '*',
    reason: 'an everyday word that SCOWL lacks; one product name ends so',
  },
  { word: 'ltd', files: '*', reason: 'a legal form, which the brief model lists to ignore' },
  { word: 'inc', files: '*', reason: 'a legal form, which the brief model lists to ignore' },
  {
    word: 'api',
    files: '*',
    reason:
      'an everyday word of software (an API); batch-15’s product names its API after the code did',
  },
  {
    word: 'british columbia',
    files: '*',
    reason:
      'a Canadian province, as sub-national-regions.ts lists it; batch-15 named it after the tests did',
  },
  {
    word: 'abo',
    files: ['src/classifier/local/word-families.ts'],
    reason:
      'the German and French everyday word for a subscription, in the lexicon of its languages',
  },

  {
    word: 'english',
    files: '*',
    reason: 'the name of a language, which the classifier reads as one; one brand is so named',
  },
  { word: 'gmbh', files: '*', reason: 'a legal form, which the brief model lists to ignore' },
  {
    word: 'como',
    files: ['src/classifier/local/local-classifier.ts'],
    reason: 'Spanish and Portuguese "like", which the place finder reads in a term as the town',
  },
  {
    word: 'uk',
    files: [
      'src/classifier/local/brand-reading.ts',
      LOCATION_CHECK,
      'src/classifier/places/country-names.ts',
      'src/classifier/places/place-finder.test.ts',
      'src/classifier/places/country-display-name.ts',
      'src/classifier/places/country-display-name.test.ts',
    ],
    reason:
      'a country’s short name, listed as one; the finder accepts it as the only two-letter name',
  },
  {
    word: 'usa',
    files: [
      LOCATION_CHECK,
      'src/classifier/places/country-display-name.ts',
      'src/classifier/places/country-display-name.test.ts',
    ],
    reason: 'a country’s short name, listed as one (and written in capitals)',
  },
  {
    word: 'nz',
    files: [LOCATION_CHECK, 'src/classifier/places/country-display-name.ts'],
    reason: 'a country’s short name, listed as one (and written in capitals)',
  },
  // Batch 10 (written after these tests and this code) names these real places too.
  ...(
    [
      ['akron', ['src/classifier/local/local-classifier.test.ts']],
      [
        'alberta',
        [
          'src/classifier/local/regional-market.test.ts',
          'src/classifier/places/market-regions.test.ts',
        ],
      ],
      [
        'budapest',
        [
          'src/classifier/local/brief-reading.test.ts',
          'src/classifier/local/local-classifier.test.ts',
          'src/classifier/local/regional-market.test.ts',
          'src/classifier/local/safe-reading.test.ts',
          'src/classifier/local/service-area.test.ts',
        ],
      ],
      [
        'columbia',
        [
          'src/classifier/local/regional-market.test.ts',
          'src/classifier/places/market-countries.test.ts',
          'src/classifier/places/market-countries.ts',
          'src/classifier/places/place-finder.test.ts',
        ],
      ],
      [
        'hungary',
        [
          'src/classifier/local/business-category.ts',
          'src/classifier/local/local-classifier.test.ts',
          'src/classifier/local/market-reading.ts',
          'src/classifier/local/regional-market.test.ts',
          'src/classifier/local/waste-lexicon.test.ts',
          'src/classifier/openai/classifier-test-brief.ts',
          'src/classifier/places/market-countries.ts',
          'src/classifier/places/market-regions.test.ts',
        ],
      ],
    ] as const
  ).map(([word, files]): Allowance => ({
    word,
    files,
    reason: 'a real place the tests or comments named before batch 10, which names it too, existed',
  })),
  // Batch 11 (written after these tests and this code) names these real places and words too.
  ...(
    [
      [
        'brandon',
        ['src/classifier/local/location-check.ts', 'src/classifier/local/read-brief.test.ts'],
      ],
      [
        'great britain',
        [
          'src/classifier/local/regional-market.test.ts',
          'src/classifier/local/rule-reading.ts',
          'src/classifier/local/service-area.test.ts',
          'src/classifier/places/market-countries.test.ts',
          'src/classifier/places/market-countries.ts',
        ],
      ],
      [
        'kansas',
        ['src/classifier/places/market-regions.test.ts', 'src/classifier/places/market-regions.ts'],
      ],
      ['labrador', ['src/classifier/places/market-regions.test.ts']],
      [
        'manitoba',
        [
          'src/classifier/local/brief-model.ts',
          'src/classifier/local/location-check.ts',
          'src/classifier/local/market-reading.test.ts',
          'src/classifier/local/read-brief.test.ts',
          'src/classifier/local/rule-reading.test.ts',
          'src/classifier/places/city-names.ts',
          'src/classifier/places/market-regions.ts',
        ],
      ],
      [
        'para',
        ['src/classifier/local/local-classifier.ts', 'src/classifier/local/waste-lexicon.test.ts'],
      ],
      ['pet insurance', ['src/classifier/local/local-classifier.ts']],
      ['russia', ['src/classifier/local/local-classifier.test.ts']],
      ['travel insurance', ['src/classifier/local/local-classifier.ts']],
    ] as const
  ).map(([word, files]): Allowance => ({
    word,
    files,
    reason:
      'a real place or everyday phrase the tests or code named before batch 11, which names it too, existed',
  })),
  // Batch 07 (written after these tests) names these real places; each test needs a real one.
  {
    word: 'indiana',
    files: ['src/classifier/local/regional-market.test.ts', 'src/classifier/local/region-check.ts'],
    reason: 'a state whose Lafayette is at least half the largest: the one real case of the rule',
  },
  {
    word: 'milwaukee',
    files: ['src/classifier/local/regional-market.test.ts', 'src/classifier/local/region-check.ts'],
    reason: 'a large city of a state the tests leave out; batch 07 came after them',
  },
  {
    word: 'springfield',
    files: ['src/classifier/local/service-area.test.ts', 'src/classifier/local/service-area.ts'],
    reason: 'the town abroad that many countries share, outvoted by the area’s own country',
  },
  {
    word: 'italy',
    files: ['src/classifier/places/demonyms.ts', 'src/classifier/places/demonyms.test.ts'],
    reason: 'the example of the demonym rule for names ending in "y" (Italian), not a market',
  },
  {
    word: 'georgia',
    files: ['src/classifier/places/place-finder.test.ts'],
    reason:
      'the only name both a country and a US state: the one case of a country before a region',
  },
  {
    word: 'england',
    files: ['src/classifier/local/regional-market.test.ts'],
    reason: 'labelled files name every UK nation but Wales: a city outside Wales lies in one',
  },
  ...['hearthly', 'sproutstrong'].map((word) => ({
    word,
    files: ['src/evaluation/dev-set.test.ts'],
    reason: 'the dev set file whose reading the test checks, named to be read',
  })),
];

interface LabelledFile {
  brief: {
    name: string;
    competitorsList: string[];
    products: { name: string }[];
    searchTermsExcludeExamples: { searchTerm: string }[];
  };
  terms: { searchTerm: string }[];
}

function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(join(PACKAGE_DIR, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => relative(PACKAGE_DIR, join(entry.parentPath, entry.name)))
    .sort();
}

/** Text as whole folded words, the way the classifier folds terms, with "’s" dropped. */
function foldWords(text: string): string[] {
  return tokenize(text.replace(/(\p{L})['’]s\b/gu, '$1'));
}

/** The same with camelCase split: `hearthlyBrief` is "hearthly brief", "BalanceBird" two words. */
function foldSplitWords(text: string): string[] {
  return foldWords(text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}

/** A word of a name that names it: not a common English word, a number or a 1–2 letter form. */
const isNameWord = (token: string) =>
  token.length > 2 && !/^\p{N}+$/u.test(token) && !isCommonEnglishWord(token);

/** What one labelled file could lend the classifier, as folded words joined by spaces. */
function collectLabelledWords({ brief, terms }: LabelledFile): Set<string> {
  const words = new Set<string>();
  for (const { searchTerm } of [...terms, ...brief.searchTermsExcludeExamples]) {
    const tokens = foldWords(searchTerm);
    if (tokens.length >= 2) words.add(tokens.join(' '));
    for (const place of getDefaultPlaceFinder().find(tokens)) {
      if (place.text.includes(' ') || !isCommonEnglishWord(place.text)) words.add(place.text);
    }
  }
  for (const name of [brief.name, ...brief.competitorsList, ...brief.products.map((p) => p.name)]) {
    const tokens = foldWords(name);
    if (tokens.length > 0) words.add(tokens.join(' '));
    for (const token of tokens) if (isNameWord(token)) words.add(token);
    // "BalanceBird" is also written "Balance Bird".
    const split = foldSplitWords(name);
    if (split.length > tokens.length) words.add(split.join(' '));
  }
  return words;
}

/**
 * The labelled words (as word runs, by first word) found whole in a source text, read as written
 * and with camelCase split; a one-word name is also found split in two or three ("leaf line").
 */
function findWords(text: string, runsByFirstWord: Map<string, string[][]>): Set<string> {
  const found = new Set<string>();
  for (const tokens of [foldWords(text), foldSplitWords(text)]) {
    tokens.forEach((token, index) => {
      for (const run of runsByFirstWord.get(token) ?? []) {
        if (run.every((word, offset) => tokens[index + offset] === word)) found.add(run.join(' '));
      }
      for (const size of [2, 3]) {
        const pieces = tokens.slice(index, index + size);
        if (pieces.length < size || pieces.some((piece) => piece.length < 2)) continue;
        if (runsByFirstWord.get(pieces.join(''))?.some((run) => run.length === 1)) {
          found.add(pieces.join(''));
        }
      }
    });
  }
  return found;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

describe('labelled words in the classifier', () => {
  // quality-golden.json holds the ratchet's figures per file, not labelled terms.
  const labelledFiles = listFiles(LABELLED_DIR, '.json')
    .filter((path) => !path.endsWith('quality-golden.json'))
    .map((path) => ({
      path,
      file: JSON.parse(readFileSync(join(PACKAGE_DIR, path), 'utf8')) as LabelledFile,
    }));
  /** Every labelled word → the labelled files that hold it. */
  const labelled = new Map<string, string[]>();
  for (const { path, file } of labelledFiles) {
    for (const word of collectLabelledWords(file)) {
      labelled.set(word, [...(labelled.get(word) ?? []), path]);
    }
  }
  const sources = SCANNED_DIRS.flatMap((dir) => listFiles(dir, '.ts'));
  const allowances = ALLOWED_WORDS;

  it('reads every labelled file: the dev set, the holdout and each batch', () => {
    const folders = new Set(
      labelledFiles.map(({ path }) => path.split('/').slice(0, -1).join('/')),
    );
    const batches = readdirSync(join(PACKAGE_DIR, LABELLED_DIR, 'search-terms-batches'))
      .filter((name) => name.startsWith('batch-'))
      .map((name) => `${LABELLED_DIR}/search-terms-batches/${name}`);
    expect(batches.length).toBeGreaterThan(0);
    for (const folder of ['search-terms-dev', 'search-terms-holdout']) {
      expect(folders).toContain(`${LABELLED_DIR}/${folder}`);
    }
    for (const folder of batches) expect(folders).toContain(folder);
    for (const { path, file } of labelledFiles) {
      expect(labelled.get(foldWords(file.brief.name).join(' ')), path).toContain(path);
    }
  });

  it('names only files that exist and words that are still labelled', () => {
    for (const path of [...Object.keys(EXEMPT_FILES), ...Object.keys(VOCABULARY_FILES)]) {
      expect(sources).toContain(path);
    }
    for (const { word, files } of allowances) {
      expect(labelled.has(word), `${word} is no longer a labelled word`).toBe(true);
      for (const path of files === '*' ? [] : files) expect(sources).toContain(path);
    }
  });

  it('finds no labelled word in the classifier’s code, data or unit tests', () => {
    const runsByFirstWord = new Map<string, string[][]>();
    for (const word of labelled.keys()) {
      const run = word.split(' ');
      runsByFirstWord.set(run[0]!, [...(runsByFirstWord.get(run[0]!) ?? []), run]);
    }
    const hits: string[] = [];
    const used = new Set<string>();
    for (const source of sources) {
      if (source === THIS_FILE || source in EXEMPT_FILES) continue;
      const text = readFileSync(join(PACKAGE_DIR, source), 'utf8');
      const scanned = source in VOCABULARY_FILES ? (text.match(COMMENTS) ?? []).join('\n') : text;
      for (const word of findWords(scanned, runsByFirstWord)) {
        const allowance = allowances.find(
          (entry) => entry.word === word && (entry.files === '*' || entry.files.includes(source)),
        );
        if (allowance) {
          used.add(allowance.files === '*' ? word : `${word} :: ${source}`);
          continue;
        }
        const [first, ...others] = labelled.get(word)!;
        const more = others.length > 0 ? ` (+${others.length} more)` : '';
        hits.push(`${word} ← ${first}${more} :: ${source}`);
      }
    }
    expect(hits, `${hits.length} labelled words in the classifier:\n${hits.join('\n')}`).toEqual(
      [],
    );
    const unused = allowances.flatMap(({ word, files }) =>
      files === '*'
        ? [word].filter((key) => !used.has(key))
        : files.map((path) => `${word} :: ${path}`).filter((key) => !used.has(key)),
    );
    expect(unused, 'allowed words a file no longer uses: drop them').toEqual([]);
  });
});
