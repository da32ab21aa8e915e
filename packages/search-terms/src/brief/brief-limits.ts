/**
 * The numbers a drafted brief keeps to (spec §5 "Brief validation", §4 brief editor). The SDK owns
 * the user-facing messages for these limits; `@utmost/ads-sdk` does not export the numbers yet, so
 * they are defined here for the drafters. When the SDK exports them, import them from there.
 */
export const BRIEF_LIMITS = {
  overviewMinLength: 50,
  overviewMaxLength: 1000,
  maxProducts: 15,
  productDescriptionMaxLength: 150,
  ruleDescriptionMaxLength: 500,
  maxCompetitors: 15,
  /** Extra examples (excluded and perfect together) the editor can save. */
  maxSuggestedSearchTerms: 50,
} as const;

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of a text, trimmed, without empties (Intl.Segmenter's sentence rules). */
export function splitSentences(text: string): string[] {
  return Array.from(sentenceSegmenter.segment(text), (part) => part.segment.trim()).filter(
    (sentence) => sentence.length > 0,
  );
}

/** Collapses runs of whitespace and trims: site and model text often carry layout whitespace. */
export function normaliseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts a text to at most `maxLength` characters at a word boundary, so nothing ends mid-word.
 * A single word longer than the limit is cut hard: there is no better boundary.
 */
export function clampAtWord(text: string, maxLength: number): string {
  const normalised = normaliseWhitespace(text);
  if (normalised.length <= maxLength) return normalised;
  const cut = normalised.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > 0 ? cut.slice(0, lastSpace) : normalised.slice(0, maxLength);
  // A dangling comma or dash reads as broken text.
  return atWord.replace(/[\s,;:–—-]+$/u, '');
}

/**
 * Cuts a text to at most `maxLength` characters keeping whole sentences. When even the first
 * sentence is too long, falls back to a word boundary inside it.
 */
export function clampAtSentence(text: string, maxLength: number): string {
  const normalised = normaliseWhitespace(text);
  if (normalised.length <= maxLength) return normalised;
  let kept = '';
  for (const sentence of splitSentences(normalised)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > maxLength) break;
    kept = next;
  }
  return kept || clampAtWord(normalised, maxLength);
}

/**
 * Keeps excluded and perfect suggestions within the examples limit together, sharing it evenly
 * so one kind cannot crowd the other out; a kind with fewer than its half leaves the rest to the
 * other. Order inside each list is kept (callers put their best first).
 */
export function capSuggestedSearchTerms<T>(
  excluded: readonly T[],
  perfect: readonly T[],
  max: number = BRIEF_LIMITS.maxSuggestedSearchTerms,
): { excluded: T[]; perfect: T[] } {
  const half = Math.floor(max / 2);
  const excludedCount = Math.min(excluded.length, Math.max(half, max - perfect.length));
  const perfectCount = Math.min(perfect.length, max - excludedCount);
  return { excluded: excluded.slice(0, excludedCount), perfect: perfect.slice(0, perfectCount) };
}
