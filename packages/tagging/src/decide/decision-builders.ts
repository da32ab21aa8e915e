import type { IgnoredParameter } from '../template/prepare-template.js';
import type { AdErrorType } from '../tagging-errors.js';
import type { AdDecision, AdUrlFields, NotSupportedDetails, RunLevel } from './ad-decision.js';

// The shapes of the results that change nothing: `after` is `before`, there is no `change`.

export function buildErrorDecision(
  before: AdUrlFields,
  errorType: AdErrorType,
  level: RunLevel,
  toUtm = '',
  ignoredParameters: IgnoredParameter[] = [],
): AdDecision {
  return { status: 'error', errorType, toUtm, ignoredParameters, level, before, after: before };
}

export function buildNotSupportedDecision(
  before: AdUrlFields,
  details: NotSupportedDetails,
  level: RunLevel,
): AdDecision {
  return {
    status: 'not_supported',
    toUtm: '',
    ignoredParameters: [],
    level,
    before,
    after: before,
    notSupportedReason: details.value,
    notSupported: details,
  };
}

export function buildSkippedDecision(
  before: AdUrlFields,
  level: RunLevel,
  toUtm: string,
  ignoredParameters: IgnoredParameter[],
): AdDecision {
  return { status: 'skipped', toUtm, ignoredParameters, level, before, after: before };
}

export function hasEntries(record: Record<string, string>): boolean {
  for (const _key in record) return true;
  return false;
}
