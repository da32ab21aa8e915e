import { FUNCTION_WORDS, foldText } from '../classifier/text/fold-text.js';
import { isCommonEnglishWord } from '../classifier/places/common-words.js';

// A search term's words as grams read them: folded as the classifier folds them (lower case,
// accents off, "&" as "and"), each with its lemma so that the singular and the plural meet
// ("widgets" and "widget" are one gram; the gram lists both as its surface forms).
//
// The lemma only undoes plurals, on purpose: a Porter stem would also merge "news" with "new" or
// "universal" with "university", and a gram is a count a specialist acts on, so a false merge
// costs more than a missed one.

/**
 * The words a gram may neither start nor end with: articles, conjunctions, prepositions and
 * forms of "to be". So "widget for kids" is a gram but "widget for" and "for kids" are not, and
 * a stop word is never a gram on its own. Words that carry intent stay grams: "near me",
 * "how much", "free", "cheap".
 */
export const NGRAM_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or nor but of for to in on at by with without from into onto over under ' +
    'about as per via vs versus is are be was were am s'
  ).split(' '),
);

/** Plurals no suffix rule reads. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  geese: 'goose',
  knives: 'knife',
  wives: 'wife',
  leaves: 'leaf',
  shelves: 'shelf',
  halves: 'half',
};

/** Words ending in "s" that are not plurals of a shorter word. */
const SINGULAR_ENDINGS = /(?:ss|us|is|ous|ics)$/;
const INVARIANT_WORDS = new Set(['news', 'series', 'species', 'means', 'lens', 'gas', 'always']);

function singularOf(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular !== undefined) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || SINGULAR_ENDINGS.test(word)) return word;
  if (INVARIANT_WORDS.has(word) || FUNCTION_WORDS.has(word) || /\d/.test(word)) return word;
  const withoutS = word.slice(0, -1);
  const candidates = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`, withoutS]
    : word.endsWith('es')
      ? [withoutS, word.slice(0, -2)]
      : [withoutS];
  // The first that is a word ("lilies" → "lily", "movies" → "movie", "boxes" → "box"). A word
  // none of whose shorter forms is one is a singular ("canvas", "bias"); a word no dictionary
  // holds (a brand, a model) just loses its "s".
  const singular = candidates.find((candidate) => isCommonEnglishWord(candidate));
  if (singular !== undefined) return singular;
  return isCommonEnglishWord(word) ? word : candidates[0]!;
}

const lemmas = new Map<string, string>();

/** The lemma of a folded word: its singular. Cached, as terms repeat their words. */
export function lemmaOf(word: string): string {
  let lemma = lemmas.get(word);
  if (lemma === undefined) {
    lemma = singularOf(word);
    if (lemmas.size > 200_000) lemmas.clear();
    lemmas.set(word, lemma);
  }
  return lemma;
}

const PLAIN_TERM = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/** A term's folded words; terms already plain (most are) skip the Unicode folding. */
export function foldWords(searchTerm: string): string[] {
  if (PLAIN_TERM.test(searchTerm)) return searchTerm.split(' ');
  const folded = foldText(searchTerm);
  return folded === '' ? [] : folded.split(' ');
}
