/**
 * Places named in search terms and briefs: countries (every language), the commonly searched
 * sub-national regions, and cities, for the local classifier's wrong-location signal.
 */
export { countryOfMarket } from './market-countries.js';
export {
  countriesNamedIn,
  describeRegion,
  findRegionNamed,
  regionsOfMarket,
  type RegionCode,
} from './market-regions.js';
export {
  createPlaceFinder,
  getDefaultPlaceFinder,
  type PlaceCountry,
  type PlaceFinder,
  type PlaceFinderOptions,
  type PlaceKind,
  type PlaceMention,
  type PlaceRegion,
} from './place-finder.js';
export { foldPlaceWord, tokenizePlaceText } from './place-text.js';
export { capitalizePlaceName, describeCountry } from './country-display-name.js';
export { isCommonEnglishWord, isEverydayEnglishWord } from './common-words.js';
