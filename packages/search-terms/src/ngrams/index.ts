export {
  buildNgrams,
  queryNgrams,
  type Ngram,
  type NgramFilters,
  type NgramPage,
  type NgramTerm,
} from './build-ngrams.js';
export { findNgramTerms } from './find-ngram-terms.js';
export { NGRAM_STOP_WORDS, lemmaOf } from './gram-words.js';
export { forEachTermGram, listTermGrams, type TermGram } from './term-grams.js';
