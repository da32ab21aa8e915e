import { describe, expect, it } from 'vitest';
import {
  buildEditorListFile,
  buildEditorNegativesFile,
  EDITOR_NEGATIVE_HEADERS,
  escapeField,
} from './editor-csv.js';
import { NEGATIVE_ISSUE_CODES } from './negative-messages.js';
import type { NegativeKeyword } from './negative-types.js';

const campaignNegative: NegativeKeyword = {
  text: 'zorbel repair',
  matchType: 'PHRASE',
  scope: { level: 'campaign', campaignId: '11', campaignName: 'Lanterns, "Main"' },
};
const adGroupNegative: NegativeKeyword = {
  text: 'quillfin parasol',
  matchType: 'EXACT',
  scope: {
    level: 'adGroup',
    campaignId: '11',
    adGroupId: '22',
    campaignName: 'Lanterns',
    adGroupName: 'Parasols\tBlue',
  },
};

function decodeUtf16le(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 2)
    text += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  return text;
}

describe('Ads Editor file', () => {
  it('writes Editor’s header and criterion types, UTF-16LE with a BOM and tabs by default', () => {
    const file = buildEditorNegativesFile([campaignNegative, adGroupNegative]);
    expect(file.extension).toBe('tsv');
    expect([...file.bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    const lines = decodeUtf16le(file.bytes.slice(2)).split('\r\n');
    expect(lines[0]).toBe('Campaign\tAd Group\tKeyword\tCriterion Type');
    expect(lines[1]).toBe('"Lanterns, ""Main"""\t\tzorbel repair\tCampaign Negative Phrase');
    expect(lines[2]).toBe('Lanterns\t"Parasols\tBlue"\tquillfin parasol\tNegative Exact');
    expect(lines[3]).toBe('');
    expect(file.rows).toBe(2);
  });

  it('writes UTF-8 with a BOM and commas on request, quoting commas and quotes', () => {
    const file = buildEditorNegativesFile([campaignNegative], 'utf8-csv');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(file.bytes.slice(3));
    expect(text).toBe(
      `${EDITOR_NEGATIVE_HEADERS.join(',')}\r\n"Lanterns, ""Main""",,zorbel repair,Campaign Negative Phrase\r\n`,
    );
  });

  it('escapes fields RFC 4180 style', () => {
    expect(escapeField('plain', ',')).toBe('plain');
    expect(escapeField('a,b', ',')).toBe('"a,b"');
    expect(escapeField('a,b', '\t')).toBe('a,b');
    expect(escapeField('say "hi"', '\t')).toBe('"say ""hi"""');
    expect(escapeField('two\nlines', ',')).toBe('"two\nlines"');
    expect(escapeField(' edge', ',')).toBe('" edge"');
    expect(escapeField('café', ',')).toBe('café');
  });

  it('keeps accents through both encodings', () => {
    const accented: NegativeKeyword = { ...campaignNegative, text: 'café zorbel' };
    expect(decodeUtf16le(buildEditorNegativesFile([accented]).bytes.slice(2))).toContain(
      'café zorbel',
    );
    expect(
      new TextDecoder().decode(buildEditorNegativesFile([accented], 'utf8-csv').bytes),
    ).toContain('café zorbel');
  });

  it('says so when there is nothing to export, and leaves the account list out', () => {
    const empty = buildEditorNegativesFile([]);
    expect(empty.rows).toBe(0);
    expect(empty.issue?.code).toBe(NEGATIVE_ISSUE_CODES.exportNoRows);
    const accountOnly = buildEditorNegativesFile([
      { ...campaignNegative, scope: { level: 'account' } },
    ]);
    expect(accountOnly.skipped[0]!.issue.code).toBe(NEGATIVE_ISSUE_CODES.exportAccountList);
    expect(accountOnly.issue?.code).toBe(NEGATIVE_ISSUE_CODES.exportNoRows);
  });

  it('writes shared-list negatives to their own file, by list name', () => {
    const file = buildEditorListFile(
      [
        {
          text: 'marmot',
          matchType: 'BROAD',
          scope: { level: 'sharedList', listId: '5', listName: 'Waste', campaignIds: [] },
        },
        campaignNegative,
      ],
      'utf8-csv',
    );
    expect(file.text).toBe(
      'Shared Set Name,Shared Set Type,Keyword,Criterion Type\r\nWaste,Negative keywords,marmot,Negative Broad\r\n',
    );
    expect(file.skipped).toHaveLength(1);
  });
});
