import type { PlatformAd, PlatformName } from '@utmost/platforms';
import type { NotSupportedDetails, RunLevel, UpdateMode } from './ad-decision.js';
import {
  inferLinkedInFormat,
  lookUpSupport,
  SUPPORT_TABLE,
  type SupportEntry,
} from './support-table.js';

// Reads the support table for one ad: the update mode, then the campaign type (Google) or format
// (LinkedIn), then the ad type (Google).

export type SupportVerdict =
  { isSupported: false; details: NotSupportedDetails; level: RunLevel } | { isSupported: true };

/** Where an ad's own URL fields live: the creative itself, or the post it references. */
export function findAdLevel(ad: PlatformAd): RunLevel {
  return ad.postUrn ? 'resolvedReferences' : 'creatives';
}

function refuse(
  by: NotSupportedDetails['by'],
  value: string,
  note: string,
  level: RunLevel,
): SupportVerdict {
  return { isSupported: false, details: { by, value, note }, level };
}

function checkGoogleSupport(ad: PlatformAd): SupportVerdict {
  const table = SUPPORT_TABLE.google;
  const campaignType = ad.hierarchy.campaign.type ?? 'UNSPECIFIED';
  const byType = lookUpSupport(table.campaignTypes, campaignType);
  if (byType?.support !== 'supported') {
    const note = byType?.note ?? 'Campaign type not known to Utmost';
    return refuse('campaignType', campaignType.toUpperCase(), note, 'campaign');
  }
  const byAdType = lookUpSupport(table.adTypes, ad.type);
  if (byAdType && byAdType.support !== 'supported') {
    return refuse('adType', ad.type.toUpperCase(), byAdType.note, findAdLevel(ad));
  }
  return { isSupported: true };
}

function checkLinkedInSupport(ad: PlatformAd): SupportVerdict {
  const inferred = inferLinkedInFormat(ad.type, ad.landingPages.length);
  // An ad with cards is a carousel whatever its campaign says.
  const format = inferred === 'CAROUSEL' ? inferred : (ad.hierarchy.campaign.format ?? inferred);
  const entry: SupportEntry | null = lookUpSupport(SUPPORT_TABLE.linkedin.campaignFormats, format);
  if (!entry || entry.support === 'not_supported') {
    const note = entry?.note ?? 'Campaign format not known to Utmost';
    return refuse('campaignFormat', format.toUpperCase(), note, 'campaign');
  }
  return { isSupported: true };
}

export function checkSupport(
  ad: PlatformAd,
  platform: PlatformName,
  mode: UpdateMode,
): SupportVerdict {
  const modeEntry = SUPPORT_TABLE[platform].modes[mode];
  if (modeEntry.support !== 'supported') {
    return refuse('updateMode', mode.toUpperCase(), modeEntry.note, 'adAccount');
  }
  return platform === 'google' ? checkGoogleSupport(ad) : checkLinkedInSupport(ad);
}
