import { describe, expect, it } from 'vitest';
import { buildRefusedSuggestion, buildSuggestion } from '../test/negative-plan-fixtures';
import {
  buildNegativesCsv,
  buildNegativesEditorFile,
  editorListName,
  findChosen,
  suggestionKey,
  sumMonthlySaving,
} from './negative-planner-export';

describe('the negatives a user chose', () => {
  it('never holds a refused negative or one already in the list, whatever the choice says', () => {
    const refused = buildRefusedSuggestion();
    const existing = buildSuggestion({ text: 'plinth', alreadyExists: true });
    const open = buildSuggestion();
    const chosen = new Set([refused, existing, open].map(suggestionKey));
    expect(findChosen([refused, existing, open], chosen)).toEqual([open]);
    expect(sumMonthlySaving([open, open])).toBe(31_000_000);
  });

  it('tells the same words at two match types apart', () => {
    expect(suggestionKey(buildSuggestion({ matchType: 'EXACT' }))).not.toBe(
      suggestionKey(buildSuggestion()),
    );
  });
});

describe('the Ads Editor file of the chosen negatives', () => {
  it('writes one shared-list row per negative, with its match type', () => {
    const file = buildNegativesEditorFile(
      [buildSuggestion(), buildSuggestion({ text: 'velcro', matchType: 'EXACT' })],
      editorListName(new Date('2026-11-29T10:00:00Z')),
      'utf8-csv',
    );
    expect(file.skipped).toEqual([]);
    expect(file.text.split('\r\n')).toEqual([
      'Shared Set Name,Shared Set Type,Keyword,Criterion Type',
      'Utmost negatives 2026-11-29,Negative keywords,lantern wick,Negative Phrase',
      'Utmost negatives 2026-11-29,Negative keywords,velcro,Negative Exact',
      '',
    ]);
  });

  it('writes no row and says why when nothing is chosen', () => {
    const file = buildNegativesEditorFile([], 'Utmost negatives', 'utf16le-tsv');
    expect(file.rows).toBe(0);
    expect(file.issue?.message).toBe('Choose at least one negative keyword to export.');
  });
});

describe('the plain CSV of the chosen negatives', () => {
  it('writes their figures in the account currency and defuses a formula-like reason', () => {
    const csv = buildNegativesCsv([buildSuggestion({ reason: '=cost spent, no sale' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Negative keyword,Match type,Reason,Search terms blocked,Cost,Clicks,Conversions,Monthly saving,Notices',
    );
    expect(row).toBe(`lantern wick,phrase,"'=cost spent, no sale",2,15.00,8,0,15.50,`);
  });
});
