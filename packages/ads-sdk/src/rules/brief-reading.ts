// "How Utmost reads this brief": the user's corrections to the reading of a brief, written once.
// The brief editor adds and removes them with these helpers, and the API checks what it receives
// with `readingCorrectionsSchema` (src/schemas/brief.ts), which carries these limits and messages.
import type { components } from '../generated/schema.js';

export type BriefReading = components['schemas']['BriefReading'];
export type BriefReadingItem = components['schemas']['BriefReadingItem'];
export type BriefReadingCorrections = components['schemas']['BriefReadingCorrections'];
export type ReadingCorrectionKind = keyof BriefReadingCorrections;

/** As many corrections of each kind as a brief may have examples; each a short phrase. */
export const READING_CORRECTIONS_MAX = 50;
export const READING_CORRECTION_MAX_LENGTH = 100;

export const READING_CORRECTION_REQUIRED = 'A correction cannot be empty';
export const READING_CORRECTION_TOO_LONG = 'A correction must be within 100 characters';
export const TOO_MANY_READING_CORRECTIONS =
  'A maximum of 50 corrections of each kind is allowed. Please make sure to keep only the key corrections in the list';

/** The corrections of a brief that has none. */
export const NO_READING_CORRECTIONS: BriefReadingCorrections = {
  servedPlaces: [],
  notPlaces: [],
  ignoredExclusions: [],
  competitorsInContext: [],
};

/** Corrections compare trimmed and without regard to case, as the classifier reads them. */
function isSameCorrection(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

export function hasReadingCorrection(
  corrections: BriefReadingCorrections,
  kind: ReadingCorrectionKind,
  value: string,
): boolean {
  return corrections[kind].some((entry) => isSameCorrection(entry, value));
}

/** The corrections with `value` added to `kind`, trimmed; the same object when it is there. */
export function addReadingCorrection(
  corrections: BriefReadingCorrections,
  kind: ReadingCorrectionKind,
  value: string,
): BriefReadingCorrections {
  const trimmed = value.trim();
  if (trimmed === '' || hasReadingCorrection(corrections, kind, trimmed)) return corrections;
  return { ...corrections, [kind]: [...corrections[kind], trimmed] };
}

/** The corrections without `value` in `kind`: that item is read as the brief says again. */
export function removeReadingCorrection(
  corrections: BriefReadingCorrections,
  kind: ReadingCorrectionKind,
  value: string,
): BriefReadingCorrections {
  return {
    ...corrections,
    [kind]: corrections[kind].filter((entry) => !isSameCorrection(entry, value)),
  };
}
