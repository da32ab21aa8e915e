import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NegativeKeywordPlan } from '@utmost/ads-sdk/query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { answerContent, answerError } from '../../../../test/fake-api';
import { buildNegativePlan, buildSuggestion } from '../../test/negative-plan-fixtures';
import { renderSearchTermsTab } from '../../test/render-search-terms-tab';

const PATH = '/analysis/negative-planner/4120000001';
const ROUTE = 'GET /api/v1/google/searchTerms/negativePlanner';

function renderPlannerTab(
  plan: NegativeKeywordPlan | ((url: URL) => NegativeKeywordPlan) = buildNegativePlan(),
  path = PATH,
) {
  const view = renderSearchTermsTab({
    path,
    routes: {
      [ROUTE]: (call) => answerContent(typeof plan === 'function' ? plan(call.url) : plan),
    },
  });
  const lastQuery = () =>
    Object.fromEntries(view.api.findCalls(ROUTE).at(-1)?.url.searchParams ?? []);
  return { ...view, lastQuery };
}

/** Catches the file a download would save: its Blob and its name. */
function catchDownloads() {
  const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:negatives');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, saved);
  });
  return {
    names,
    blob: (index: number) => createObjectURL.mock.calls[index]![0],
    count: () => createObjectURL.mock.calls.length,
  };
}

async function chooseTwo() {
  const table = await screen.findByRole('table', { name: 'Suggested negative keywords' });
  for (const name of ['Choose "lantern wick"', 'Choose "snorkel velcro"']) {
    within(table).getByRole('checkbox', { name }).focus();
    await userEvent.keyboard(' ');
  }
  return table;
}

describe('the Negative planner tab', () => {
  it('shows each suggestion with its figures, a conflict refused and named inline', async () => {
    const { lastQuery } = renderPlannerTab();
    const table = await screen.findByRole('table', { name: 'Suggested negative keywords' });
    expect(lastQuery()).toMatchObject({
      adAccountId: '4120000001',
      matchType: 'PHRASE',
      offset: '0',
      limit: '1000',
    });
    expect(screen.getByRole('link', { name: 'Negative planner' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const wick = within(table).getByText('"lantern wick"').closest('tr')!;
    expect(within(wick).getByText('€15.00')).toBeInTheDocument();
    expect(within(wick).getByText('€15.50')).toBeInTheDocument();
    expect(within(wick).getByText('Does not block “lantern wicks”.')).toBeInTheDocument();

    const refused = within(table).getByText('"zorbel"').closest('tr')!;
    expect(within(refused).getByText('Refused')).toBeInTheDocument();
    const conflicts = within(refused).getByRole('list', { name: 'Keywords "zorbel" would block' });
    expect(conflicts).toHaveTextContent(
      '“zorbel quillet” (exact) · ad group Quillets · campaign Tinder - Search',
    );
    expect(within(refused).getByText(/cannot be chosen/)).toBeInTheDocument();
    const refusedBox = within(refused).getByRole('checkbox', { name: 'Choose "zorbel"' });
    expect(refusedBox).toBeDisabled();
    expect(refusedBox).toHaveAccessibleDescription(
      /^Refused: it would block this keyword of the account: “zorbel quillet”/,
    );

    const velcro = within(table).getByText('"snorkel velcro"').closest('tr')!;
    expect(within(velcro).getByText('Redundant')).toBeInTheDocument();
    expect(within(velcro).getByText(/“velcro” already blocks every search/)).toBeInTheDocument();
    expect(screen.getByText(/“Account negatives” holds 998 of 1,000: 2 more fit\./)).toBeVisible();
  });

  it('refuses a negative that blocks a converting term, and one already in the list', async () => {
    const plan = buildNegativePlan();
    renderPlannerTab({
      ...plan,
      suggestions: [
        buildSuggestion({
          text: 'wick',
          isRefused: true,
          refusals: [
            {
              code: 'NEGATIVE_BLOCKS_CONVERTING_TERM',
              message:
                '“wick” would have blocked 1 search terms that converted, such as “wick plinth” (2 conversions). Override it by name to add it anyway.',
            },
          ],
        }),
        buildSuggestion({
          text: 'plinth',
          alreadyExists: true,
          notices: [
            {
              code: 'NEGATIVE_ALREADY_EXISTS',
              message: '“plinth” is already a negative keyword here.',
            },
          ],
        }),
      ],
      total: 2,
    });
    const table = await screen.findByRole('table', { name: 'Suggested negative keywords' });
    const converting = within(table).getByRole('checkbox', { name: 'Choose "wick"' });
    expect(converting).toBeDisabled();
    expect(converting).toHaveAccessibleDescription(/blocked 1 search terms that converted/);
    const existing = within(table).getByRole('checkbox', { name: 'Choose "plinth"' });
    expect(existing).toBeDisabled();
    expect(existing).toHaveAccessibleDescription(/already a negative keyword here/);
    expect(within(table).getByText('Already in the list')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Choose every negative/ })).toBeDisabled();
  });

  it('opens the terms a negative blocks from their count', async () => {
    renderPlannerTab();
    const button = await screen.findByRole('button', {
      name: '2 search terms "lantern wick" blocks: show them',
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      screen.getByText("The 2 search terms it blocks in the run's period, the costliest first:"),
    ).toBeInTheDocument();
    const terms = screen.getByRole('list', { name: 'Search terms "lantern wick" blocks' });
    expect(within(terms).getByText('lantern wick kindling')).toBeInTheDocument();
    expect(within(terms).getByText('€12.00 · 6 clicks · 0 conversions')).toBeInTheDocument();
  });

  it('chooses negatives from the keyboard and sums their monthly saving in the bar', async () => {
    renderPlannerTab();
    const bar = await screen.findByRole('region', { name: 'Chosen negative keywords' });
    expect(bar).toHaveTextContent('0 negatives chosen · saves about €0.00 a month');
    expect(within(bar).getByRole('button', { name: /Ads Editor file/ })).toBeDisabled();
    await chooseTwo();
    expect(bar).toHaveTextContent('2 negatives chosen · saves about €19.75 a month');
    expect(bar).not.toHaveTextContent('fit in the list');
    // "Choose all" takes every negative that can be added, never the refused one.
    await userEvent.click(screen.getByRole('checkbox', { name: /Choose every negative/ }));
    expect(bar).toHaveTextContent('0 negatives chosen');
    await userEvent.click(screen.getByRole('checkbox', { name: /Choose every negative/ }));
    expect(bar).toHaveTextContent('2 negatives chosen');
  });

  it('warns when the chosen negatives do not fit the list', async () => {
    const plan = buildNegativePlan();
    renderPlannerTab({ ...plan, list: { ...plan.list, used: 999, roomLeft: 1 } });
    await chooseTwo();
    expect(screen.getByRole('region', { name: 'Chosen negative keywords' })).toHaveTextContent(
      'Only 1 more fits in the list.',
    );
  });

  it('downloads only the chosen negatives as an Ads Editor shared-list file', async () => {
    const downloads = catchDownloads();
    renderPlannerTab();
    await chooseTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Ads Editor file' }));
    expect(downloads.names).toEqual(['negatives-4120000001-ads-editor.tsv']);
    const bytes = new Uint8Array(await downloads.blob(0).arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
    const lines = new TextDecoder('utf-16le').decode(bytes.slice(2)).split('\r\n');
    expect(lines[0]).toBe('Shared Set Name\tShared Set Type\tKeyword\tCriterion Type');
    expect(lines.slice(1, -1)).toEqual([
      expect.stringMatching(
        /^Utmost negatives \d{4}-\d{2}-\d{2}\tNegative keywords\tlantern wick\tNegative Phrase$/,
      ),
      expect.stringMatching(/\tsnorkel velcro\tNegative Phrase$/),
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'CSV (UTF-8)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ads Editor file' }));
    expect(downloads.names[1]).toBe('negatives-4120000001-ads-editor.csv');
    const csv = await downloads.blob(1).text();
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Shared Set Name,Shared Set Type,Keyword,Criterion Type',
    );
  });

  it('downloads only the chosen negatives as a plain CSV with their figures', async () => {
    const downloads = catchDownloads();
    renderPlannerTab();
    await chooseTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Plain CSV' }));
    expect(downloads.names).toEqual(['negatives-4120000001.csv']);
    const lines = (await downloads.blob(0).text()).split('\r\n');
    expect(lines[0]).toBe(
      'Negative keyword,Match type,Reason,Search terms blocked,Cost,Clicks,Conversions,Monthly saving,Notices',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^lantern wick,phrase,.*,2,15\.00,8,0,15\.50,$/);
    expect(lines.join('\n')).not.toContain('zorbel');
  });

  it('asks for another match type and forgets the choice', async () => {
    const { lastQuery } = renderPlannerTab();
    await chooseTwo();
    await userEvent.click(screen.getByRole('radio', { name: 'Exact' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ matchType: 'EXACT' }));
    expect(screen.getByRole('region', { name: 'Chosen negative keywords' })).toHaveTextContent(
      '0 negatives chosen',
    );
  });

  it('reads the run the address names', async () => {
    const jobId = '0b9d1c1e-0000-4000-8000-00000000aa01';
    const { lastQuery } = renderPlannerTab(buildNegativePlan(), `${PATH}?jobId=${jobId}`);
    await screen.findByRole('table', { name: 'Suggested negative keywords' });
    expect(lastQuery()).toMatchObject({ jobId });
  });

  it('says so, in the API’s words, when the run excluded nothing', async () => {
    renderPlannerTab(
      buildNegativePlan({
        suggestions: [],
        total: 0,
        notices: [
          {
            code: 'PLANNER_NO_EXCLUDED_TERMS',
            message: 'This run excluded no search terms: there is no negative keyword to suggest.',
          },
        ],
      }),
    );
    expect(await screen.findByText('No negative keyword to suggest')).toBeInTheDocument();
    expect(screen.getByText(/This run excluded no search terms: there is/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chosen negative keywords' })).toBeNull();
  });

  it('says what to do first when the account has no run', async () => {
    renderPlannerTab(buildNegativePlan({ run: null, suggestions: [], total: 0 }));
    expect(await screen.findByText('No validation yet')).toBeInTheDocument();
  });

  it('says why the suggestions could not be read, and tries again', async () => {
    let fails = true;
    const view = renderSearchTermsTab({
      path: PATH,
      routes: {
        [ROUTE]: () =>
          fails
            ? answerError(409, 'CONFLICT', 'Reconnect the Google Ads login and try again.')
            : answerContent(buildNegativePlan()),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The suggested negative keywords could not be loaded.');
    expect(alert).toHaveTextContent('Reconnect the Google Ads login and try again.');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Suggested negative keywords' })).toBeVisible();
    expect(view.api.findCalls(ROUTE).length).toBeGreaterThanOrEqual(2);
  });
});
