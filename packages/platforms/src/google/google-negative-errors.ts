import { NEGATIVE_ISSUE_CODES, NEGATIVE_MESSAGES, type NegativeIssueCode } from '@utmost/ads-sdk';
import type { PlatformErrorDetails } from '../ad-platform.js';

// A refused negative-keyword change in the marketer's words, with the catalogue's code (which
// carries Google's error name where Google has one). The values Google's error leaves out (how
// full a list is) are the caller's, who knows what it sent where.

export interface NegativeRefusalContext {
  text: string | null;
  listName?: string | null;
  /** Limits as Google counts them (the caller's configured ones). */
  limit?: number;
  used?: number;
}

const REFUSED_CHARACTERS = /[,!@%^()={};~`<>?\\|]/gu;

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Google's error -> catalogue code. Keyword text: CriterionError KEYWORD_TEXT_TOO_LONG,
 * KEYWORD_HAS_TOO_MANY_WORDS, KEYWORD_HAS_INVALID_CHARS (criterion_error.proto); a list name
 * taken: SharedSetError.DUPLICATE_NAME; a list at 5,000 (or the account list at 1,000):
 * ResourceCountLimitExceededError.SHARED_SET_LIMIT and 20 lists: .ACCOUNT_LIMIT [which of the
 * enum's values Google answers for each limit is unconfirmed: platform-apis.md addendum §2.3 gives
 * the limits, not the errors]; one already there: MutateError.RESOURCE_ALREADY_EXISTS
 * [unconfirmed for criteria]; a campaign, ad group or list gone: MutateError.RESOURCE_NOT_FOUND.
 */
const CODE_BY_GOOGLE_VALUE: Readonly<Record<string, NegativeIssueCode>> = {
  KEYWORD_TEXT_TOO_LONG: NEGATIVE_ISSUE_CODES.tooLong,
  KEYWORD_HAS_TOO_MANY_WORDS: NEGATIVE_ISSUE_CODES.tooManyWords,
  KEYWORD_HAS_INVALID_CHARS: NEGATIVE_ISSUE_CODES.invalidChars,
  DUPLICATE_NAME: NEGATIVE_ISSUE_CODES.listNameTaken,
  SHARED_SET_LIMIT: NEGATIVE_ISSUE_CODES.listFull,
  ACCOUNT_LIMIT: NEGATIVE_ISSUE_CODES.tooManyLists,
  RESOURCE_ALREADY_EXISTS: NEGATIVE_ISSUE_CODES.alreadyExists,
  RESOURCE_NOT_FOUND: NEGATIVE_ISSUE_CODES.parentNotFound,
  SHARED_SET_REMOVED: NEGATIVE_ISSUE_CODES.listNotFound,
};

export function describeNegativeRefusal(
  error: PlatformErrorDetails,
  context: NegativeRefusalContext,
): { code: string; message: string } {
  const value = error.platformCode?.split('.').pop() ?? '';
  const code = CODE_BY_GOOGLE_VALUE[value];
  const text = context.text ?? context.listName ?? '';
  if (!code) {
    return {
      code: error.platformCode ?? error.code,
      message: fill(NEGATIVE_MESSAGES[NEGATIVE_ISSUE_CODES.pushRefused], {
        text,
        reason: error.message,
      }),
    };
  }
  const sent = text.trim().replace(/\s+/g, ' ');
  const isAccountList = code === NEGATIVE_ISSUE_CODES.listFull && context.listName === null;
  const finalCode = isAccountList ? NEGATIVE_ISSUE_CODES.accountListFull : code;
  const limit = context.limit ?? '';
  const used = context.used ?? limit;
  const values: Record<string, string | number> = {
    text: sent,
    name: context.listName ?? '',
    list: context.listName ?? '',
    id: context.listName ?? '',
    count: code === NEGATIVE_ISSUE_CODES.tooManyWords ? sent.split(' ').length : [...sent].length,
    limit:
      code === NEGATIVE_ISSUE_CODES.tooLong
        ? 80
        : code === NEGATIVE_ISSUE_CODES.tooManyWords
          ? 10
          : limit,
    used,
    adding: 1,
    room: 0,
    characters: [...new Set(sent.match(REFUSED_CHARACTERS) ?? [])].join(' '),
  };
  return { code: finalCode, message: fill(NEGATIVE_MESSAGES[finalCode], values) };
}
