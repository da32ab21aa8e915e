import { describe, expect, it } from 'vitest';
import { inferLinkedInFormat, lookUpSupport, SUPPORT_TABLE } from './support-table.js';

// Spec §3 lists these; each must have an entry, so that nothing is decided by omission.
const SPEC_GOOGLE_CAMPAIGN_TYPES = [
  'DISCOVERY',
  'DISPLAY',
  'HOTEL',
  'LOCAL',
  'LOCAL_SERVICES',
  'MULTI_CHANNEL',
  'PERFORMANCE_MAX',
  'SEARCH',
  'SHOPPING',
  'SMART',
  'UNKNOWN',
  'UNSPECIFIED',
  'VIDEO',
];
const SPEC_LINKEDIN_FORMATS = [
  'TEXT_AD',
  'SPOTLIGHT',
  'SINGLE_VIDEO',
  'STANDARD_UPDATE',
  'CAROUSEL',
  'FOLLOW_COMPANY',
  'JOBS',
  'SPONSORED_INMAIL',
  'SPONSORED_MESSAGE',
  'SPONSORED_UPDATE_EVENT',
  'SPONSORED_UPDATE_NATIVE_DOCUMENT',
  'UNSUPPORTED',
];

describe('SUPPORT_TABLE', () => {
  it('has an entry for every Google campaign type and LinkedIn format of the spec', () => {
    for (const type of SPEC_GOOGLE_CAMPAIGN_TYPES) {
      expect(lookUpSupport(SUPPORT_TABLE.google.campaignTypes, type), type).not.toBeNull();
    }
    for (const format of SPEC_LINKEDIN_FORMATS) {
      expect(lookUpSupport(SUPPORT_TABLE.linkedin.campaignFormats, format), format).not.toBeNull();
    }
  });

  it('looks values up in either case', () => {
    expect(lookUpSupport(SUPPORT_TABLE.google.campaignTypes, 'performance_max')?.support).toBe(
      'not_supported',
    );
    expect(lookUpSupport(SUPPORT_TABLE.linkedin.campaignFormats, 'jobs')?.support).toBe(
      'not_supported',
    );
    expect(lookUpSupport(SUPPORT_TABLE.linkedin.campaignFormats, 'Text_Ad')?.support).toBe(
      'supported',
    );
  });

  it('follows platform-apis.md: the four ad types AdService cannot update, Performance Max', () => {
    for (const type of ['TEXT_AD', 'EXPANDED_DYNAMIC_SEARCH_AD', 'GMAIL_AD', 'IMAGE_AD']) {
      expect(
        SUPPORT_TABLE.google.adTypes[type as keyof typeof SUPPORT_TABLE.google.adTypes],
      ).toMatchObject({
        support: 'not_supported',
        isConfirmed: true,
      });
    }
    expect(SUPPORT_TABLE.google.campaignTypes.PERFORMANCE_MAX.support).toBe('not_supported');
    expect(SUPPORT_TABLE.linkedin.modes.tracking.support).toBe('not_supported');
    // Saved carousel cards cannot be edited, but the campaign's tracking parameters reach them.
    expect(SUPPORT_TABLE.linkedin.campaignFormats.CAROUSEL).toMatchObject({
      support: 'supported',
      isConfirmed: true,
    });
  });

  it('explains every entry', () => {
    const groups = [
      SUPPORT_TABLE.google.campaignTypes,
      SUPPORT_TABLE.google.adTypes,
      SUPPORT_TABLE.linkedin.campaignFormats,
    ];
    for (const group of groups) {
      for (const [key, entry] of Object.entries(group)) {
        expect(entry.note.length, key).toBeGreaterThan(10);
        expect(key).toBe(key.toUpperCase());
      }
    }
  });
});

describe('inferLinkedInFormat', () => {
  it('reads the format from the creative’s content kind', () => {
    expect(inferLinkedInFormat('textAd', 1)).toBe('TEXT_AD');
    expect(inferLinkedInFormat('spotlight', 1)).toBe('SPOTLIGHT');
    expect(inferLinkedInFormat('reference', 1)).toBe('STANDARD_UPDATE');
    expect(inferLinkedInFormat('reference', 3)).toBe('CAROUSEL');
    expect(inferLinkedInFormat('jobs', 0)).toBe('UNSUPPORTED');
  });
});
