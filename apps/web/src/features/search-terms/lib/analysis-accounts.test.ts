import { describe, expect, it } from 'vitest';
import { buildAdAccount } from '../../../test/api-fixtures';
import { buildSearchTermRun } from '../test/search-term-fixtures';
import { findAnalysisAccounts } from './analysis-accounts';

const BRIEF = { id: 'b-1', name: 'Hearthly stoves' };

describe('the accounts to analyse', () => {
  it('lists only the accounts with an AI brief, the costliest waste first', () => {
    const accounts = [
      buildAdAccount({ adAccountId: '1', name: 'No brief', periodSummary: null }),
      buildAdAccount({
        adAccountId: '2',
        name: 'Small',
        brand: BRIEF,
        periodSummary: {
          calculatedExcludedCost: 5,
          excludedCostWithConversions: 0,
          excludedConversions: 0,
        },
      }),
      buildAdAccount({ adAccountId: '3', name: 'Not yet', brand: BRIEF, periodSummary: null }),
      buildAdAccount({
        adAccountId: '4',
        name: 'Big',
        brand: BRIEF,
        periodSummary: {
          calculatedExcludedCost: 90,
          excludedCostWithConversions: 0,
          excludedConversions: 0,
        },
      }),
    ];
    expect(findAnalysisAccounts(accounts, []).map((row) => row.account.name)).toEqual([
      'Big',
      'Small',
      'Not yet',
    ]);
  });

  it('tells a validation at work and how the account’s last finished one ended', () => {
    const account = buildAdAccount({ adAccountId: '4120000001', brand: BRIEF });
    const other = buildAdAccount({ adAccountId: '4120000002', brand: BRIEF });
    const runs = [
      buildSearchTermRun({
        jobId: 'p',
        state: 'pending',
        createdAt: '2026-11-28T09:00:00.000Z',
        progress: { stage: 'reading', termsRead: 45_210, termsClassified: 0 },
      }),
      buildSearchTermRun({ jobId: 'f', state: 'failed', createdAt: '2026-11-27T09:00:00.000Z' }),
      buildSearchTermRun({ jobId: 'c', state: 'completed', createdAt: '2026-11-26T09:00:00.000Z' }),
    ];
    const [first, second] = findAnalysisAccounts([account, other], runs);
    expect(first).toMatchObject({
      account,
      isValidating: true,
      progress: { stage: 'reading', termsRead: 45_210 },
      lastOutcome: 'failed',
    });
    // The runs name no run of the other account: how it ended is not known here.
    expect(second).toMatchObject({
      account: other,
      isValidating: false,
      progress: null,
      lastOutcome: null,
    });
  });
});
