import { normaliseWhitespace, splitSentences } from '../../brief/brief-limits.js';

/** A clause cut shorter than this says too little to stand as a description. */
const MIN_CLAUSE_LENGTH = 40;

/**
 * A product description that ends on a sentence: the whole sentences of the first text whose
 * first sentence fits in `maxLength` (texts best first); when none does, the first text up to its
 * last clause that fits, closed with a full stop ("…from a pea and brown-rice blend."), never a
 * phrase cut mid-way. An empty text among them means "keep it without a description" and gives ''
 * when nothing else fits; otherwise null.
 */
export function fitDescription(
  texts: readonly (string | null | undefined)[],
  maxLength: number,
): string | null {
  const candidates = texts
    .filter((text): text is string => typeof text === 'string')
    .map(normaliseWhitespace);
  if (candidates.length === 0) return null;
  for (const text of candidates) {
    if (text === '') continue;
    const whole = takeWholeSentences(text, maxLength);
    if (whole !== null) return whole;
  }
  const first = candidates.find((text) => text !== '');
  const nothingToSay = candidates.includes('') ? '' : null;
  return first === undefined ? nothingToSay : (cutAtClause(first, maxLength) ?? nothingToSay);
}

/** The leading whole sentences of `text` within `maxLength`, or null when the first is longer. */
export function takeWholeSentences(text: string, maxLength: number): string | null {
  let kept = '';
  for (const sentence of splitSentences(text)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > maxLength) break;
    kept = next;
  }
  return kept === '' ? null : kept;
}

/** The first sentence cut at its last comma, semicolon, colon or dash within `maxLength`, with a full stop. */
export function cutAtClause(text: string, maxLength: number): string | null {
  const first = splitSentences(text)[0] ?? text;
  const room = first.slice(0, maxLength); // the full stop takes the place of the clause's comma
  const boundary = Math.max(
    ...[', ', '; ', ': ', ' – ', ' — ', ' - '].map((mark) => room.lastIndexOf(mark)),
  );
  if (boundary < MIN_CLAUSE_LENGTH) return null;
  return `${room.slice(0, boundary).replace(/[\s,;:–—-]+$/u, '')}.`;
}
