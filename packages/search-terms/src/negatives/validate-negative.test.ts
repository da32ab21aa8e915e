import { describe, expect, it } from 'vitest';
import {
  accountListRoom,
  NEGATIVE_LIST_LIMITS,
  sharedListRoom,
  sharedListsRoom,
} from './list-limits.js';
import { roomForNegatives } from './list-room.js';
import { NEGATIVE_ISSUE_CODES, NEGATIVE_MESSAGES } from './negative-messages.js';
import { KEYWORD_TEXT_LIMITS, validateNegativeText } from './validate-negative.js';

const codes = (text: string) => validateNegativeText(text).map((issue) => issue.code);

describe('validateNegativeText', () => {
  it('accepts 80 characters and 10 words, refuses 81 and 11', () => {
    expect(codes('z'.repeat(KEYWORD_TEXT_LIMITS.maxCharacters))).toEqual([]);
    expect(codes('z'.repeat(81))).toEqual([NEGATIVE_ISSUE_CODES.tooLong]);
    const ten = Array.from({ length: 10 }, (_, i) => `w${i}`).join(' ');
    expect(codes(ten)).toEqual([]);
    expect(codes(`${ten} w10`)).toEqual([NEGATIVE_ISSUE_CODES.tooManyWords]);
  });

  it('counts what is sent: trimmed, spaces collapsed, characters as code points', () => {
    expect(codes(`  ${'é'.repeat(80)}  `)).toEqual([]);
    expect(codes(Array.from({ length: 10 }, () => 'w').join('   '))).toEqual([]);
  });

  it('names the characters Google refuses', () => {
    const [issue] = validateNegativeText('zorbel (lamp) repair?');
    expect(issue!.code).toBe(NEGATIVE_ISSUE_CODES.invalidChars);
    expect(issue!.message).toContain('( ) ?');
    expect(codes('marmot & snorkel')).toEqual([]);
    expect(codes('zorbel-lamp 2.0')).toEqual([]);
  });

  it('asks for the match type instead of quotes or brackets, and for words at all', () => {
    expect(codes('"zorbel lamp"')).toEqual([NEGATIVE_ISSUE_CODES.matchTypePunctuation]);
    expect(codes('[zorbel lamp]')).toEqual([NEGATIVE_ISSUE_CODES.matchTypePunctuation]);
    expect(codes('   ')).toEqual([NEGATIVE_ISSUE_CODES.empty]);
  });

  it('keeps a message for every code, with the limit in it', () => {
    for (const code of Object.values(NEGATIVE_ISSUE_CODES))
      expect(NEGATIVE_MESSAGES[code]).toBeTruthy();
    expect(validateNegativeText('z'.repeat(81))[0]!.message).toContain('80 characters');
  });
});

describe('list limits', () => {
  it('gives the room left in a shared list and refuses what does not fit', () => {
    expect(sharedListRoom('Waste', 4_990, 10)).toMatchObject({
      limit: 5_000,
      roomLeft: 10,
      roomAfter: 0,
      fits: true,
    });
    const full = sharedListRoom('Waste', 4_990, 11);
    expect(full.fits).toBe(false);
    expect(full.issue?.code).toBe(NEGATIVE_ISSUE_CODES.listFull);
    expect(full.issue?.message).toContain('“Waste” holds 4990 of 5000');
  });

  it('knows the account list holds 1,000 and an account 20 lists', () => {
    expect(accountListRoom(1_000, 1)).toMatchObject({ fits: false, roomLeft: 0 });
    expect(accountListRoom(998, 2).fits).toBe(true);
    expect(sharedListsRoom(20, 1).issue?.code).toBe(NEGATIVE_ISSUE_CODES.tooManyLists);
    expect(sharedListsRoom(19, 1).fits).toBe(true);
    expect(NEGATIVE_LIST_LIMITS).toEqual({
      keywordsPerSharedList: 5_000,
      sharedListsPerAccount: 20,
      keywordsInAccountList: 1_000,
    });
  });

  it('takes another list size when Google raises it', () => {
    expect(sharedListRoom('Waste', 6_000, 1, { keywordsPerSharedList: 10_000 }).fits).toBe(true);
  });

  it('counts the room each list has for the negatives landing in it', () => {
    const list = {
      level: 'sharedList' as const,
      listId: '7',
      listName: 'Waste',
      campaignIds: ['c1'],
    };
    const room = roomForNegatives(
      [
        { text: 'marmot', matchType: 'BROAD', scope: list },
        { text: 'Marmot', matchType: 'BROAD', scope: list },
        { text: 'marmot', matchType: 'EXACT', scope: list },
        { text: 'teapot', matchType: 'PHRASE', scope: { level: 'account' } },
        { text: 'parasol', matchType: 'PHRASE', scope: { level: 'campaign', campaignId: 'c1' } },
      ],
      { accountList: 1_000, sharedLists: { '7': 4_998 } },
    );
    expect(room.account).toMatchObject({ fits: false, roomLeft: 0, adding: 1 });
    expect(room.sharedLists).toEqual([
      {
        listId: '7',
        listName: 'Waste',
        room: expect.objectContaining({ adding: 2, roomLeft: 2, roomAfter: 0, fits: true }),
      },
    ]);
  });
});
