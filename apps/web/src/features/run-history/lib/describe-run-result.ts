import {
  describeIgnoredParameter,
  describeKeywordOverrides,
  describePlatformValue,
  describeRunError,
  isAppliedParameterNote,
  type Platform,
  type UpdateMode,
} from '@utmost/ads-sdk';
import type { RunDetailResult } from '@utmost/ads-sdk/query';
import type { TFunction } from 'i18next';

/**
 * The description column (spec §2/§8): an error's catalogue message (falling back to the raw code),
 * each ignored parameter with its reason, the campaign type or format that is not supported, what
 * a removal took off; for the rest, what the run did.
 */
export function describeRunResult(
  result: RunDetailResult,
  updateApi: UpdateMode,
  t: TFunction,
  platform?: Platform,
): string {
  const isRemoval = updateApi === 'drop_direct';
  switch (result.status) {
    case 'error':
      return (
        describeRunError(result.errorType, platform) || t('runHistory.description.unknownError')
      );
    case 'partially_updated':
      return describePartial(result, t);
    case 'not_supported':
      return describeNotSupported(result, t);
    case 'updated': {
      if (isRemoval && result.level === 'campaign') {
        return t('runHistory.description.restoredCampaign');
      }
      const removed = Object.keys(result.postUpdateMetadata?.deletedTrackingTemplateParams ?? {});
      if (removed.length > 0) {
        return t('runHistory.description.removed', { parameters: removed.join(', ') });
      }
      return t(isRemoval ? 'runHistory.description.restored' : 'runHistory.description.updated');
    }
    case 'skipped':
      if (!isRemoval && (result.keywordOverrides ?? []).length > 0) {
        return t('runHistory.description.skippedKeywordOverrides', {
          keywords: describeKeywordOverrides(result.keywordOverrides ?? []),
        });
      }
      return t(
        isRemoval ? 'runHistory.description.nothingToRemove' : 'runHistory.description.skipped',
      );
  }
}

function describeNotSupported(result: RunDetailResult, t: TFunction): string {
  const value = result.notSupportedReason;
  if (value === null) return t('runHistory.description.notSupported');
  const { campaignType, campaignFormat } = result.parsedAsset;
  const name = describePlatformValue(value);
  // The reason is the campaign's type or format, or (rarely) the ad's own type.
  if (value.toUpperCase() === campaignFormat?.toUpperCase()) {
    return t('runHistory.description.formatNotSupported', { value: name });
  }
  if (value.toUpperCase() === campaignType?.toUpperCase()) {
    return t('runHistory.description.typeNotSupported', { value: name });
  }
  return t('runHistory.description.kindNotSupported', { value: name });
}

/** `a, b (reason), c (other reason)`: parameters with the same reason named together. */
function listByReason(entries: RunDetailResult['ignoredParameters']): string {
  const byReason = new Map<string, string[]>();
  for (const { name, reason } of entries) {
    byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  }
  return [...byReason]
    .map(([reason, names]) => `${names.join(', ')} (${describeIgnoredParameter(reason)})`)
    .join(', ');
}

/**
 * Parameters left out, then notes on parameters that were applied (LinkedIn's duplicates), then
 * the Google keywords whose own tracking wins for their clicks (issue 30).
 */
function describePartial(result: RunDetailResult, t: TFunction): string {
  const notes = result.ignoredParameters.filter(({ reason }) => isAppliedParameterNote(reason));
  const left = result.ignoredParameters.filter(({ reason }) => !isAppliedParameterNote(reason));
  const parts: string[] = [];
  if (left.length > 0)
    parts.push(t('runHistory.description.ignored', { parameters: listByReason(left) }));
  if (notes.length > 0) {
    parts.push(t('runHistory.description.appliedWithNote', { parameters: listByReason(notes) }));
  }
  const keywordOverrides = result.keywordOverrides ?? [];
  if (keywordOverrides.length > 0) {
    parts.push(
      t('runHistory.description.keywordOverrides', {
        keywords: describeKeywordOverrides(keywordOverrides),
      }),
    );
  }
  return parts.join('. ');
}
