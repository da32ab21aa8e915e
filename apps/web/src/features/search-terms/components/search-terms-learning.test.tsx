import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerContent, answerError, TEST_ORGANIZATION } from '../../../test/fake-api';
import { renderSearchTermsTab as renderTab } from '../test/render-search-terms-tab';
import {
  buildResultsPage,
  buildSearchTermResult,
  buildSearchTermRun,
} from '../test/search-term-fixtures';

const DECISIONS = 'POST /api/v1/google/searchTerms/decisions';
const PREVIEW = 'POST /api/v1/google/searchTerms/decisions/preview';
const THE_RUN = '0b9d1c1e-0000-4000-8000-00000000aa01';

/** Confirms in the dialog that asks before the brief learns, with its button of that name. */
async function confirmWith(name: string) {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

const THREE_TERMS = buildResultsPage({
  results: [
    buildSearchTermResult(),
    buildSearchTermResult({
      id: '5c7e2a10-0000-4000-8000-000000000002',
      searchTerm: 'hearthly wood stove',
      isExclude: false,
      category: 'brand',
    }),
    buildSearchTermResult({
      id: '5c7e2a10-0000-4000-8000-000000000003',
      searchTerm: 'free stove plans',
      isExclude: true,
      category: 'product',
    }),
  ],
  total: 3,
});

function learned(count: number) {
  return () => answerContent({ brandId: 'b-1', learned: count, learnedTotal: count });
}

function rowOf(term: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Search terms' });
  const row = within(table).getByText(term).closest('tr');
  if (row === null) throw new Error(`no row for ${term}`);
  return row;
}

describe('accepting and rejecting decisions', () => {
  it('accepts one decision as it is: the brief learns it and the row says Learned', async () => {
    const { api } = renderTab({ routes: { [DECISIONS]: learned(1) } });
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Accept excluding “wood stove jobs”, from the next validation on' },
        // The file's first render loads the route's code: slow on a busy machine.
        { timeout: 5_000 },
      ),
    );
    await confirmWith('Exclude');
    expect(
      await screen.findByText(
        'The brief learned it: “wood stove jobs” is excluded from the next validation on.',
      ),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)[0]?.body).toEqual({
      adAccountId: '4120000001',
      decisions: [{ searchTerm: 'wood stove jobs', isExclude: true, category: 'product' }],
    });
    await waitFor(() =>
      expect(within(rowOf('wood stove jobs')).getByText('Learned')).toBeVisible(),
    );
    expect(within(rowOf('wood stove jobs')).getByText('Accepted')).toBeInTheDocument();
  });

  it('shows a rejected decision at once as applying from the next validation, the focus on the row', async () => {
    let answer: (() => void) | undefined;
    renderTab({
      routes: {
        [DECISIONS]: () =>
          new Promise((resolve) => {
            answer = () => resolve(learned(1)());
          }),
      },
    });
    const keep = await screen.findByRole(
      'button',
      { name: 'Keep “wood stove jobs” instead, from the next validation on' },
      { timeout: 5_000 },
    );
    keep.focus();
    await userEvent.keyboard('{Enter}');
    await confirmWith('Keep');
    // Before the server answers, the row shows the decision taught.
    const row = rowOf('wood stove jobs');
    expect(within(row).getByText('Keep')).toBeInTheDocument();
    expect(within(row).queryByText('Exclude')).toBeNull();
    expect(within(row).getByText('From the next validation')).toBeInTheDocument();
    expect(within(row).getByText(/This run: Exclude/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row).getByText('Learned: kept from the next validation on').parentElement,
      ).toHaveFocus(),
    );
    answer?.();
    expect(
      await screen.findByText(
        'The brief learned it: “wood stove jobs” is kept from the next validation on.',
      ),
    ).toBeInTheDocument();
    // Once the answer is in, the row's cells are drawn anew: the focus is still on its status.
    await waitFor(() =>
      expect(
        within(rowOf('wood stove jobs')).getByText('Learned: kept from the next validation on')
          .parentElement,
      ).toHaveFocus(),
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows a taught decision on the run it was taught on only: another run has followed it', async () => {
    const EARLIER_RUN = '0b9d1c1e-0000-4000-8000-00000000aa00';
    const { router } = renderTab({
      page: (url) =>
        buildResultsPage({
          run: buildSearchTermRun({ jobId: url.searchParams.get('jobId') ?? THE_RUN }),
        }),
      routes: { [DECISIONS]: learned(1) },
    });
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Keep “wood stove jobs” instead, from the next validation on' },
        { timeout: 5_000 },
      ),
    );
    await confirmWith('Keep');
    await waitFor(() =>
      expect(within(rowOf('wood stove jobs')).getByText('From the next validation')).toBeVisible(),
    );
    await router.navigate({ to: '.', search: (search) => ({ ...search, jobId: EARLIER_RUN }) });
    await waitFor(() =>
      expect(
        within(rowOf('wood stove jobs')).getByRole('button', {
          name: 'Keep “wood stove jobs” instead, from the next validation on',
        }),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf('wood stove jobs')).queryByText('From the next validation')).toBeNull();
  });

  it('selects rows with keyboard-reachable checkboxes named by their term, and all of the page', async () => {
    renderTab({ page: THREE_TERMS });
    const selectAll = await screen.findByRole('checkbox', {
      name: 'Select all search terms on this page',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “free stove plans”' }));
    expect(selectAll).toHaveAttribute('data-state', 'indeterminate');
    const bar = screen.getByRole('region', { name: 'Selected search terms' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();

    selectAll.focus();
    await userEvent.keyboard(' ');
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    expect(selectAll).toBeChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select “wood stove jobs”' })).not.toBeChecked();
  });

  it('rejects the selected decisions in bulk: the brief learns the opposite, in the same category', async () => {
    const { api } = renderTab({ page: THREE_TERMS, routes: { [DECISIONS]: learned(2) } });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select “hearthly wood stove”' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “free stove plans”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject decisions' }));
    await confirmWith('Save 2 decisions');

    expect(
      await screen.findByText('2 decisions learned — the next validation follows them'),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)[0]?.body).toEqual({
      adAccountId: '4120000001',
      decisions: [
        { searchTerm: 'hearthly wood stove', isExclude: true, category: 'brand' },
        { searchTerm: 'free stove plans', isExclude: false, category: 'product' },
      ],
    });
    expect(within(rowOf('hearthly wood stove')).getByText('Learned')).toBeInTheDocument();
    expect(within(rowOf('free stove plans')).getByText('Learned')).toBeInTheDocument();
    expect(within(rowOf('wood stove jobs')).queryByText('Learned')).toBeNull();
    // Done: the selection goes, and the focus it held goes to "select all".
    expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Select all search terms on this page' }),
      ).toHaveFocus(),
    );
  });

  it('accepts the selected decisions in bulk as they are', async () => {
    const { api } = renderTab({ page: THREE_TERMS, routes: { [DECISIONS]: learned(3) } });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select all search terms on this page' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept decisions' }));
    await confirmWith('Save 3 decisions');
    expect(
      await screen.findByText('3 decisions learned — the next validation follows them'),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)[0]?.body).toMatchObject({
      decisions: [
        { searchTerm: 'wood stove jobs', isExclude: true },
        { searchTerm: 'hearthly wood stove', isExclude: false },
        { searchTerm: 'free stove plans', isExclude: true },
      ],
    });
  });

  it('keeps the selection when learning fails, says so, and succeeds on a second try', async () => {
    let isDown = true;
    const { api } = renderTab({
      page: THREE_TERMS,
      routes: {
        [DECISIONS]: () =>
          isDown ? answerError(503, 'SERVICE_UNAVAILABLE', 'Try again in a minute.') : learned(2)(),
      },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select “wood stove jobs”' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “free stove plans”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept decisions' }));
    await confirmWith('Save 2 decisions');
    const bar = screen.getByRole('region', { name: 'Selected search terms' });
    expect(
      await within(bar).findByText(
        'The decisions were not learned; your selection is kept. Try again.',
      ),
    ).toBeInTheDocument();
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(within(rowOf('wood stove jobs')).queryByText('Learned')).toBeNull();

    isDown = false;
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept decisions' }));
    await confirmWith('Save 2 decisions');
    expect(
      await screen.findByText('2 decisions learned — the next validation follows them'),
    ).toBeInTheDocument();
    expect(api.findCalls(DECISIONS)).toHaveLength(2);
  });

  it('starts another page with nothing selected', async () => {
    renderTab({ page: buildResultsPage({ results: THREE_TERMS.results, total: 120 }) });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select “wood stove jobs”' }),
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Selected search terms' })).toBeNull(),
    );
  });

  it('says before saving which other terms of the run a decision changes, and with the whole phrase, by keyboard', async () => {
    const { api } = renderTab({
      routes: {
        [DECISIONS]: learned(1),
        [PREVIEW]: (call) => {
          const [decision] = (call.body as { decisions: { matchScope?: string }[] }).decisions;
          return answerContent(
            decision?.matchScope === 'phrase'
              ? {
                  changed: 7,
                  terms: [
                    { searchTerm: 'wood stove jobs near me', isExclude: true, category: 'product' },
                    {
                      searchTerm: 'wood stove jobs part time',
                      isExclude: true,
                      category: 'product',
                    },
                  ],
                }
              : {
                  changed: 1,
                  terms: [{ searchTerm: 'wood stove job', isExclude: true, category: 'product' }],
                },
          );
        },
      },
    });
    const accept = await screen.findByRole('button', {
      name: 'Accept excluding “wood stove jobs”, from the next validation on',
    });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Exclude “wood stove jobs”?' });
    expect(
      await within(dialog).findByText('Also changes 1 other search term of this run:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('“wood stove job” becomes excluded')).toBeInTheDocument();
    expect(api.findCalls(PREVIEW)[0]?.body).toEqual({
      adAccountId: '4120000001',
      jobId: THE_RUN,
      decisions: [{ searchTerm: 'wood stove jobs', isExclude: true, category: 'product' }],
    });

    const phrase = within(dialog).getByRole('checkbox', {
      name: 'Whole phrase: every search containing “wood stove jobs”',
    });
    phrase.focus();
    await userEvent.keyboard(' ');
    expect(
      await within(dialog).findByText('Also changes 7 other search terms of this run:'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('and 5 more')).toBeInTheDocument();
    // Nothing is saved until the user says so.
    expect(api.findCalls(DECISIONS)).toHaveLength(0);
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Exclude' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.findCalls(DECISIONS)).toHaveLength(1));
    expect(api.findCalls(DECISIONS)[0]?.body).toEqual({
      adAccountId: '4120000001',
      decisions: [
        {
          searchTerm: 'wood stove jobs',
          isExclude: true,
          category: 'product',
          matchScope: 'phrase',
        },
      ],
    });
  });

  it('saves nothing when the dialog is closed with Escape', async () => {
    const { api } = renderTab({ routes: { [DECISIONS]: learned(1) } });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Keep “wood stove jobs” instead, from the next validation on',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keep “wood stove jobs”?' });
    expect(
      await within(dialog).findByText('No other search term of this run changes.'),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.findCalls(DECISIONS)).toHaveLength(0);
  });

  it('offers neither checkboxes nor accept and reject to an external user', async () => {
    renderTab({
      routes: {
        'GET /api/v1/organizations': () =>
          answerContent([{ ...TEST_ORGANIZATION, role: 'external' as const }]),
      },
    });
    await screen.findByText('wood stove jobs');
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Accept / })).toBeNull();
  });
});
