import {
  NO_READING_CORRECTIONS,
  addReadingCorrection,
  removeReadingCorrection,
  type BriefReadingCorrections,
  type ReadingCorrectionKind,
} from '@utmost/ads-sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveReadingCorrections, useSavedBrief } from '../api/use-brief-reading';

export interface ReadingCorrections {
  /** The saved brief's corrections. */
  corrections: BriefReadingCorrections;
  /** While one saves (and the reading refetches), no other may start from a stale list. */
  isSaving: boolean;
  /** What the last save did, said once it shows in the reading. */
  status: string | null;
  add: (kind: ReadingCorrectionKind, value: string) => void;
  remove: (kind: ReadingCorrectionKind, value: string) => void;
  /** Saves corrections already checked (the add forms run the SDK's schema first). */
  replace: (next: BriefReadingCorrections, kind: ReadingCorrectionKind, value: string) => void;
}

/**
 * The corrections a user makes to how Utmost reads a brief, each saved at once with the brief:
 * added or undone one at a time, from the saved list, and said to apply from the next validation.
 */
export function useReadingCorrections(brandId: string): ReadingCorrections {
  const { t } = useTranslation();
  const brief = useSavedBrief(brandId);
  const save = useSaveReadingCorrections(brandId);
  const [status, setStatus] = useState<string | null>(null);
  const corrections = brief.data?.readingCorrections ?? NO_READING_CORRECTIONS;

  function saveAndSay(next: BriefReadingCorrections, message: string) {
    if (next === corrections || save.isPending) return;
    setStatus(null);
    save.mutate({ brandId, readingCorrections: next }, { onSuccess: () => setStatus(message) });
  }

  function describe(kind: ReadingCorrectionKind, value: string): string {
    return t(`briefs.reading.corrections.${kind}`, { value });
  }

  return {
    corrections,
    isSaving: save.isPending,
    status,
    add: (kind, value) =>
      saveAndSay(
        addReadingCorrection(corrections, kind, value),
        t('briefs.reading.saved', { correction: describe(kind, value) }),
      ),
    remove: (kind, value) =>
      saveAndSay(
        removeReadingCorrection(corrections, kind, value),
        t('briefs.reading.undone', { correction: describe(kind, value) }),
      ),
    replace: (next, kind, value) =>
      saveAndSay(next, t('briefs.reading.saved', { correction: describe(kind, value) })),
  };
}
