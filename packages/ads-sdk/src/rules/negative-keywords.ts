// The negative keyword planner's codes and messages (issue 28), written once for the API, the web
// app and the pure planner in @utmost/search-terms. Codes that Google also answers with carry
// Google's name (KeywordError, SharedSetError, CriterionError enums), so an error from a push and
// the same error found before it read alike. `{…}` placeholders are filled where they are used.

export const NEGATIVE_ISSUE_CODES = {
  empty: 'KEYWORD_EMPTY',
  tooLong: 'KEYWORD_TEXT_TOO_LONG',
  tooManyWords: 'KEYWORD_HAS_TOO_MANY_WORDS',
  invalidChars: 'KEYWORD_HAS_INVALID_CHARS',
  matchTypePunctuation: 'KEYWORD_HAS_MATCH_TYPE_PUNCTUATION',
  listFull: 'SHARED_LIST_FULL',
  accountListFull: 'ACCOUNT_LIST_FULL',
  tooManyLists: 'MAX_SHARED_LISTS_REACHED',
  blocksKeyword: 'NEGATIVE_BLOCKS_KEYWORD',
  blocksConvertingTerm: 'NEGATIVE_BLOCKS_CONVERTING_TERM',
  alreadyExists: 'NEGATIVE_ALREADY_EXISTS',
  redundant: 'NEGATIVE_REDUNDANT',
  mayBlockMisspellings: 'NEGATIVE_MAY_BLOCK_MISSPELLINGS',
  tooBare: 'PLANNER_NEGATIVE_TOO_BARE',
  noExcludedTerms: 'PLANNER_NO_EXCLUDED_TERMS',
  noCpaThreshold: 'PLANNER_NO_CPA_THRESHOLD',
  exportNoRows: 'EXPORT_NO_ROWS',
  exportAccountList: 'EXPORT_ACCOUNT_LIST_NOT_SUPPORTED',
  listNameTaken: 'SHARED_LIST_NAME_TAKEN',
  listNotFound: 'SHARED_LIST_NOT_FOUND',
  parentNotFound: 'NEGATIVE_TARGET_NOT_FOUND',
  outcomeUnknown: 'NEGATIVE_OUTCOME_UNKNOWN',
  pushRefused: 'NEGATIVE_REFUSED_BY_GOOGLE',
} as const;

export type NegativeIssueCode = (typeof NEGATIVE_ISSUE_CODES)[keyof typeof NEGATIVE_ISSUE_CODES];

/** The message for each code; `{…}` placeholders are filled by `formatNegativeMessage`. */
export const NEGATIVE_MESSAGES: Readonly<Record<NegativeIssueCode, string>> = {
  KEYWORD_EMPTY: 'Enter the negative keyword’s words.',
  KEYWORD_TEXT_TOO_LONG:
    'A keyword can have at most {limit} characters; “{text}” has {count}. Shorten it.',
  KEYWORD_HAS_TOO_MANY_WORDS:
    'A keyword can have at most {limit} words; “{text}” has {count}. Keep the words that make the search unwanted.',
  KEYWORD_HAS_INVALID_CHARS:
    'Google Ads refuses these characters in a keyword: {characters}. Remove them from “{text}”.',
  KEYWORD_HAS_MATCH_TYPE_PUNCTUATION:
    'Choose phrase or exact as the match type instead of writing quotes or brackets around “{text}”.',
  SHARED_LIST_FULL:
    'The list “{list}” holds {used} of {limit} negative keywords: {adding} more do not fit ({room} left).',
  ACCOUNT_LIST_FULL:
    'The account’s negative keyword list holds {used} of {limit}: {adding} more do not fit ({room} left).',
  MAX_SHARED_LISTS_REACHED:
    'The account already has {used} of {limit} negative keyword lists: add to an existing list instead.',
  NEGATIVE_BLOCKS_KEYWORD:
    '“{text}” would block the keyword “{keyword}” ({adGroup}, {campaign}). Override it by name to add it anyway.',
  NEGATIVE_BLOCKS_CONVERTING_TERM:
    '“{text}” would have blocked {count} search terms that converted, such as “{term}” ({conversions} conversions). Override it by name to add it anyway.',
  NEGATIVE_ALREADY_EXISTS: '“{text}” is already a negative keyword here.',
  NEGATIVE_REDUNDANT: '“{other}” already blocks every search “{text}” would block.',
  NEGATIVE_MAY_BLOCK_MISSPELLINGS:
    'Google now applies negatives to misspellings too, so “{text}” may also block “{variant}”.',
  PLANNER_NEGATIVE_TOO_BARE:
    '“{text}” alone blocks too much to suggest: add it yourself if none of your buyers search it.',
  PLANNER_NO_EXCLUDED_TERMS:
    'This run excluded no search terms and no n-gram spent enough without converting: there is no negative keyword to suggest.',
  PLANNER_NO_CPA_THRESHOLD:
    'Set a target CPA (or let the campaigns record conversions) to get suggestions from n-grams.',
  EXPORT_NO_ROWS: 'Choose at least one negative keyword to export.',
  EXPORT_ACCOUNT_LIST_NOT_SUPPORTED:
    'Google Ads Editor does not import the account-level negative keyword list: apply “{text}” from Utmost instead.',
  SHARED_LIST_NAME_TAKEN:
    'The account already has a negative keyword list named “{name}”: choose that list or another name.',
  SHARED_LIST_NOT_FOUND: 'The negative keyword list {id} is not in this ad account (any more).',
  NEGATIVE_TARGET_NOT_FOUND:
    'Google Ads no longer has the campaign, ad group or list this change names, so “{text}” was not added.',
  NEGATIVE_OUTCOME_UNKNOWN:
    'Google Ads did not answer whether it added “{text}”, and it is not there now: apply it again.',
  NEGATIVE_REFUSED_BY_GOOGLE: 'Google Ads refused “{text}”: {reason}',
};

/** The planner's one-sentence reasons for a suggestion (`{reason}` is the classifier's). */
export const PLANNER_REASONS = {
  merged: 'Stands for {count} excluded search terms, such as “{example}”: {reason}',
  term: '{reason}',
  gram: 'Search terms holding “{gram}” spent {cost} with no conversion, past {multiple}× the CPA ({threshold}).',
} as const;

/** Match types a suggested negative takes: phrase by default, exact on request, broad only when asked. */
export const NEGATIVE_PLANNER_MATCH_TYPES = ['PHRASE', 'EXACT', 'BROAD'] as const;
export const DEFAULT_NEGATIVE_PLANNER_MATCH_TYPE = 'PHRASE';

/** The planner reads the account's keywords live: a login that is not connected cannot. */
export const RECONNECT_TO_READ_KEYWORDS =
  'The Google Ads login of this account is not connected, so its keywords cannot be read. Reconnect it and try again.';

// Applying chosen negatives and undoing a batch (issue 28 item 5).

/** A shared set's name: 1–255 bytes of UTF-8, unique among the account's enabled lists (SharedSet.name). */
export const SHARED_LIST_NAME_MAX_BYTES = 255;

export const APPLY_NEGATIVES_MESSAGES = {
  sharedListRequired: 'Choose a negative keyword list, or name a new one.',
  sharedListNameTooLong: `A list name can have at most ${SHARED_LIST_NAME_MAX_BYTES} bytes; shorten it.`,
  sharedListBoth: 'Choose an existing list or name a new one, not both.',
  campaignsRequired: 'Choose at least one campaign.',
  adGroupsRequired: 'Choose at least one ad group.',
  notForLevel: 'This field does not apply to the level chosen.',
  duplicateNegative: '“{text}” ({matchType}) is listed twice.',
  campaignNotInAccount: 'Campaign {id} is not in this ad account.',
  adGroupNotInAccount: 'Ad group {id} is not in campaign {campaignId} of this ad account.',
  overrideNotSent: 'Overrides name “{text}”, which is not among the negatives sent.',
  batchRunning:
    'Negative keywords are being applied to or removed from this ad account: wait for that batch to finish.',
  undoNotFinished: 'Only a batch that has finished applying can be undone.',
  alreadyUndone: 'This batch was already undone.',
  batchNotFound: 'Negative keyword batch not found.',
} as const;

/** What a batch reports while it stops: a login gone mid-apply keeps what was written listed. */
export const NEGATIVE_BATCH_FAILURES = {
  notConnected:
    'The Google Ads login of this account is not connected. Reconnect it, then apply or undo again.',
  revoked:
    'Google Ads stopped granting access to this account. What was written before is listed; reconnect the login, then apply the rest again.',
  unavailable: 'Google Ads did not answer in time. What was written is listed; try again later.',
  accountRemoved: 'The ad account was removed from Utmost.',
} as const;
