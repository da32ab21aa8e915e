// Search-terms mode's pure logic: reading an advertiser's website, drafting a brief from it with
// a provider behind one interface, (with the analysis) classifying search terms, and their n-grams.
export * from './site/index.js';
export * from './brief/index.js';
export * from './providers/index.js';
export * from './classifier/index.js';
export * from './negatives/index.js';
export * from './ngrams/index.js';
export { isCommonEnglishWord } from './classifier/places/index.js';
