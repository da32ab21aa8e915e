import { describe, expect, it } from 'vitest';
import {
  VALIDATION_NEEDS_BRIEF,
  VALIDATION_NEEDS_CONNECTION,
  VALIDATION_NOT_SUPPORTED,
  findSearchTermsValidationStatus,
  findValidationBlocker,
} from './search-terms-status.js';

const BRIEF = { id: 'b', name: 'Hearthly' };
const base = {
  platform: 'google',
  connectionStatus: 'CONNECTED',
  isSearchTermsValidationEnabled: false,
  brand: null,
  lastRunSearchTerm: null,
} as const;
const VALIDATED_BEFORE = { createdAt: '2026-11-01T06:00:00.000Z' };

describe('findSearchTermsValidationStatus', () => {
  it('reads a Google account without an AI brief as needing one, whatever its tagging', () => {
    expect(findSearchTermsValidationStatus(base)).toBe('needsBrief');
    expect(findValidationBlocker(base)).toBe(VALIDATION_NEEDS_BRIEF);
  });

  it('is off with a brief never validated, paused only once validations ran, active when on', () => {
    expect(findSearchTermsValidationStatus({ ...base, brand: BRIEF })).toBe('off');
    expect(
      findSearchTermsValidationStatus({
        ...base,
        brand: BRIEF,
        lastRunSearchTerm: VALIDATED_BEFORE,
      }),
    ).toBe('paused');
    expect(findValidationBlocker({ ...base, brand: BRIEF })).toBeNull();
    expect(
      findSearchTermsValidationStatus({
        ...base,
        brand: BRIEF,
        isSearchTermsValidationEnabled: true,
      }),
    ).toBe('active');
  });

  it('puts a connection error before everything else on Google', () => {
    const broken = { ...base, brand: BRIEF, connectionStatus: 'ERROR' } as const;
    expect(findSearchTermsValidationStatus(broken)).toBe('error');
    expect(findValidationBlocker(broken)).toBe(VALIDATION_NEEDS_CONNECTION);
  });

  it('does not apply to LinkedIn: search term analysis is Google only', () => {
    const linkedin = { ...base, platform: 'linkedin', brand: BRIEF } as const;
    expect(findSearchTermsValidationStatus(linkedin)).toBe('notSupported');
    expect(findValidationBlocker(linkedin)).toBe(VALIDATION_NOT_SUPPORTED);
  });
});
