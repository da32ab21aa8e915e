// Google's limits on negative keyword lists and keyword text as the sandbox enforces them
// (platform-apis.md addendum §2.3 and §1.4: 5,000 per shared list — third parties report 10,000,
// unconfirmed, hence one place to change —, 20 shared lists, one account-level list of 1,000,
// keyword text of at most 80 characters and 10 words).
export const SANDBOX_NEGATIVE_LIMITS = {
  keywordsPerSharedList: 5_000,
  sharedListsPerAccount: 20,
  keywordsInAccountList: 1_000,
  keywordCharacters: 80,
  keywordWords: 10,
  /** SharedSet.name: 1–255 bytes of UTF-8. */
  sharedSetNameBytes: 255,
} as const;

/** Characters Google refuses in keyword text (KEYWORD_HAS_INVALID_CHARS; addendum §2.4, not exhaustive). */
export const REFUSED_KEYWORD_CHARACTERS = /[,!@%^()={};~`<>?\\|]/u;
