import { NEGATIVE_ISSUE_CODES, negativeIssue, type NegativeIssue } from './negative-messages.js';

/**
 * Google's limits on negative keyword lists (platform-apis.md addendum §2.3, support answer
 * 2453983): 5,000 keywords per shared list (third parties report 10,000, unconfirmed, hence
 * overridable), 20 shared lists per account, one account-level list of 1,000 keywords.
 */
export const NEGATIVE_LIST_LIMITS = {
  keywordsPerSharedList: 5_000,
  sharedListsPerAccount: 20,
  keywordsInAccountList: 1_000,
} as const;

export type NegativeListLimits = { -readonly [K in keyof typeof NEGATIVE_LIST_LIMITS]: number };

export interface ListRoom {
  limit: number;
  used: number;
  adding: number;
  /** Room left before this change (never negative). */
  roomLeft: number;
  /** Room left once the change is made, when it fits. */
  roomAfter: number;
  fits: boolean;
  issue?: NegativeIssue;
}

function room(limit: number, used: number, adding: number, full: () => NegativeIssue): ListRoom {
  const roomLeft = Math.max(0, limit - used);
  const fits = adding <= roomLeft;
  return {
    limit,
    used,
    adding,
    roomLeft,
    roomAfter: fits ? roomLeft - adding : 0,
    fits,
    ...(fits ? {} : { issue: full() }),
  };
}

/** Room in a shared negative keyword list that holds `used` keywords, for `adding` more. */
export function sharedListRoom(
  listName: string,
  used: number,
  adding: number,
  limits: Pick<NegativeListLimits, 'keywordsPerSharedList'> = NEGATIVE_LIST_LIMITS,
): ListRoom {
  const limit = limits.keywordsPerSharedList;
  return room(limit, used, adding, () =>
    negativeIssue(NEGATIVE_ISSUE_CODES.listFull, {
      list: listName,
      used,
      limit,
      adding,
      room: Math.max(0, limit - used),
    }),
  );
}

/** Room in the account-level negative keyword list. */
export function accountListRoom(
  used: number,
  adding: number,
  limits: Pick<NegativeListLimits, 'keywordsInAccountList'> = NEGATIVE_LIST_LIMITS,
): ListRoom {
  const limit = limits.keywordsInAccountList;
  return room(limit, used, adding, () =>
    negativeIssue(NEGATIVE_ISSUE_CODES.accountListFull, {
      used,
      limit,
      adding,
      room: Math.max(0, limit - used),
    }),
  );
}

/** Room for new shared negative keyword lists in an account that has `used` of them. */
export function sharedListsRoom(
  used: number,
  adding: number,
  limits: Pick<NegativeListLimits, 'sharedListsPerAccount'> = NEGATIVE_LIST_LIMITS,
): ListRoom {
  const limit = limits.sharedListsPerAccount;
  return room(limit, used, adding, () =>
    negativeIssue(NEGATIVE_ISSUE_CODES.tooManyLists, { used, limit }),
  );
}
