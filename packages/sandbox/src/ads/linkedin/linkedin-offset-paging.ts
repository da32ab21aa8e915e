import type { WireError } from '../../oauth/provider-profile.js';
import { describeIllegalArgument } from './linkedin-errors.js';

// Rest.li's classic offset paging, which the finders without cursor paging keep (adAccountUsers):
// `start` (default 0) and `count`, answered with `paging: {start, count, total}`. Default and
// largest count are [unconfirmed]: Rest.li's default of 10, and the 1000 the cursor finders allow.

export const DEFAULT_OFFSET_COUNT = 10;
export const MAX_OFFSET_COUNT = 1000;

export function readOffsetPaging(
  parameters: Map<string, string>,
): { start: number; count: number } | WireError {
  const rawStart = parameters.get('start');
  const rawCount = parameters.get('count');
  const start = rawStart === undefined ? 0 : Number(rawStart);
  const count = rawCount === undefined ? DEFAULT_OFFSET_COUNT : Number(rawCount);
  if (!Number.isInteger(start) || start < 0)
    return describeIllegalArgument('start must be a whole number from 0');
  if (!Number.isInteger(count) || count < 1 || count > MAX_OFFSET_COUNT)
    return describeIllegalArgument(`count must be a whole number from 1 to ${MAX_OFFSET_COUNT}`);
  return { start, count };
}
