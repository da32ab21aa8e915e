/**
 * Places named in search terms and briefs: countries (every language), the commonly searched
 * sub-national regions, and cities, for the local classifier's wrong-location signal.
 */
export { countryOfMarket } from './market-countries.js';
export {
  createPlaceFinder,
  getDefaultPlaceFinder,
  type PlaceCountry,
  type PlaceFinder,
  type PlaceFinderOptions,
  type PlaceKind,
  type PlaceMention,
} from './place-finder.js';
export { foldPlaceWord, tokenizePlaceText } from './place-text.js';
export { describeCountry } from './country-display-name.js';
export { isCommonEnglishWord } from './common-words.js';
