import { REFUSED_KEYWORD_CHARACTERS } from './keyword-text.js';
import { NEGATIVE_ISSUE_CODES, negativeIssue, type NegativeIssue } from './negative-messages.js';

/** KeywordInfo.text: "at most 80 characters and 10 words" (platform-apis.md addendum §1.4). */
export const KEYWORD_TEXT_LIMITS = { maxCharacters: 80, maxWords: 10 } as const;

/**
 * What Google would refuse in a negative keyword's text, before anything is sent. Characters are
 * counted as Unicode code points of the trimmed text with runs of spaces collapsed (what is sent);
 * words are the space-separated parts. Quotes or brackets around the text are the UI's way of
 * writing a match type, which the API takes as an enum instead (§2.4).
 */
export function validateNegativeText(text: string): NegativeIssue[] {
  const sent = text.trim().replace(/\s+/g, ' ');
  if (sent === '') return [negativeIssue(NEGATIVE_ISSUE_CODES.empty)];
  const issues: NegativeIssue[] = [];
  const characters = [...sent].length;
  if (characters > KEYWORD_TEXT_LIMITS.maxCharacters) {
    issues.push(
      negativeIssue(NEGATIVE_ISSUE_CODES.tooLong, {
        text: sent,
        limit: KEYWORD_TEXT_LIMITS.maxCharacters,
        count: characters,
      }),
    );
  }
  const words = sent.split(' ').length;
  if (words > KEYWORD_TEXT_LIMITS.maxWords) {
    issues.push(
      negativeIssue(NEGATIVE_ISSUE_CODES.tooManyWords, {
        text: sent,
        limit: KEYWORD_TEXT_LIMITS.maxWords,
        count: words,
      }),
    );
  }
  if (/^".*"$|^\[.*\]$/s.test(sent)) {
    issues.push(negativeIssue(NEGATIVE_ISSUE_CODES.matchTypePunctuation, { text: sent }));
  }
  const refused = REFUSED_KEYWORD_CHARACTERS.filter((char) => sent.includes(char));
  if (refused.length > 0) {
    issues.push(
      negativeIssue(NEGATIVE_ISSUE_CODES.invalidChars, {
        text: sent,
        characters: refused.join(' '),
      }),
    );
  }
  return issues;
}
