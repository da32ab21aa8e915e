import { keywordKey } from './keyword-text.js';
import {
  accountListRoom,
  NEGATIVE_LIST_LIMITS,
  sharedListRoom,
  type ListRoom,
  type NegativeListLimits,
} from './list-limits.js';
import type { NegativeKeyword } from './negative-types.js';

/**
 * The room each list has for the negatives about to land in it: the account-level list and every
 * shared list the proposals name, from the sizes the account's read returned. The same text and
 * match type twice in one list counts once (Google keeps one criterion).
 */
export interface ListSizes {
  /** Keywords in the account-level list now (0 when it has none yet). */
  accountList: number;
  /** Keywords in each shared list now, by list id (a list not named here is new: 0). */
  sharedLists: Readonly<Record<string, number>>;
}

export interface ListsRoom {
  account?: ListRoom;
  sharedLists: { listId: string; listName: string; room: ListRoom }[];
}

export function roomForNegatives(
  negatives: readonly NegativeKeyword[],
  sizes: ListSizes,
  limits?: Partial<NegativeListLimits>,
): ListsRoom {
  const accountKeys = new Set<string>();
  const listKeys = new Map<string, { name: string; keys: Set<string> }>();
  for (const negative of negatives) {
    const key = `${negative.matchType} ${keywordKey(negative.text)}`;
    if (negative.scope.level === 'account') accountKeys.add(key);
    if (negative.scope.level === 'sharedList') {
      const { listId, listName } = negative.scope;
      const list = listKeys.get(listId) ?? { name: listName ?? listId, keys: new Set<string>() };
      list.keys.add(key);
      listKeys.set(listId, list);
    }
  }
  return {
    ...(accountKeys.size > 0
      ? {
          account: accountListRoom(sizes.accountList, accountKeys.size, {
            keywordsInAccountList:
              limits?.keywordsInAccountList ?? NEGATIVE_LIST_LIMITS.keywordsInAccountList,
          }),
        }
      : {}),
    sharedLists: [...listKeys].map(([listId, { name, keys }]) => ({
      listId,
      listName: name,
      room: sharedListRoom(name, sizes.sharedLists[listId] ?? 0, keys.size, {
        keywordsPerSharedList:
          limits?.keywordsPerSharedList ?? NEGATIVE_LIST_LIMITS.keywordsPerSharedList,
      }),
    })),
  };
}
