import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * The dates a request may carry, from the Unix epoch to the end of 2999 (UTC). RFC 3339 alone
 * allows year 0000, which PostgreSQL has no such year for, and 9999-12-31, one day short of a year
 * JavaScript writes as `+010000` and PostgreSQL cannot read; no date of this product lies outside
 * these bounds, and they leave services room to add days or months.
 */
export const EARLIEST_REQUEST_DATE = '1970-01-01';
export const LATEST_REQUEST_DATE = '2999-12-31';

const EARLIEST_TIME = Date.parse(`${EARLIEST_REQUEST_DATE}T00:00:00Z`);
const END_OF_LATEST_DAY = Date.parse(`${LATEST_REQUEST_DATE}T00:00:00Z`) + 24 * 60 * 60 * 1000;

/**
 * `date` and `date-time` as RFC 3339 writes them, that JavaScript can also read (no leap second
 * `23:59:60`) and that fall within the bounds above, once converted to UTC.
 */
export const BOUNDED_DATE_FORMATS: Record<'date' | 'date-time', FormatDefinition<string>> = {
  date: {
    type: 'string',
    validate: (value) =>
      isValidFormat(fullFormats.date, value) && isWithinBounds(`${value}T00:00:00Z`),
  },
  'date-time': {
    type: 'string',
    validate: (value) => isValidFormat(fullFormats['date-time'], value) && isWithinBounds(value),
  },
};

function isValidFormat(format: unknown, value: string): boolean {
  const definition = format as { validate: (value: string) => boolean };
  return definition.validate(value);
}

function isWithinBounds(value: string): boolean {
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= EARLIEST_TIME && time < END_OF_LATEST_DAY;
}
