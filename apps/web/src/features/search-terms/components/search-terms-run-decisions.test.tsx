import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerContent } from '../../../test/fake-api';
import {
  lastResultsQuery,
  renderSearchTermsTab as renderTab,
  TAB_PATH,
} from '../test/render-search-terms-tab';
import {
  buildResultsPage,
  buildSearchTermResult,
  buildSearchTermRun,
} from '../test/search-term-fixtures';

const HYBRID_RUN = buildSearchTermRun({
  summary: {
    ...buildSearchTermRun().summary!,
    decidedBy: { examples: 4, rules: 100, model: 16 },
    changedByExamples: 3,
    needsReview: 1,
    model: {
      model: 'gpt-4.1-mini',
      requests: 2,
      promptTokens: 9_000,
      completionTokens: 1_500,
      costMicros: 4_200_000,
    },
  },
});

const FLAGGED_ROWS = [
  buildSearchTermResult({
    searchTerm: 'wood stove jobs',
    isExclude: false,
    signal: 'example',
    reason: 'An example of the brief: keep it.',
    rulesDecision: {
      isExclude: true,
      category: 'product',
      reason: 'Job seekers: the term asks for work.',
      signal: 'job_seeker',
    },
  }),
  buildSearchTermResult({
    id: '5c7e2a10-0000-4000-8000-000000000002',
    searchTerm: 'stove fitter near me',
    isExclude: false,
    signal: 'model',
    localDecision: {
      isExclude: true,
      category: 'product',
      reason: 'Not something you sell.',
      signal: 'not_sold',
    },
  }),
  buildSearchTermResult({
    id: '5c7e2a10-0000-4000-8000-000000000003',
    searchTerm: 'cheap stove',
    matchedKeyword: null,
    matchType: null,
    needsReview: true,
    localDecision: {
      isExclude: true,
      category: 'product',
      reason: 'Looking for free or cheap.',
      signal: 'free_or_pirated',
    },
  }),
];

describe('how the run decided', () => {
  it('counts each path, the decisions your examples changed, the terms left for you and the model’s cost', async () => {
    renderTab({ page: buildResultsPage({ run: HYBRID_RUN }) });
    const panel = await screen.findByRole('region', { name: 'How the run decided' });
    expect(panel).toHaveTextContent('Decided by: 4 your examples · 100 rules · 16 AI model');
    expect(
      within(panel).getByRole('button', { name: 'Your examples changed 3 decisions' }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: '1 left for you to review' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('AI model: gpt-4.1-mini, 2 requests, 10,500 tokens, $4.20');
  });

  it('explains the decisions your examples changed against the terms that followed them', async () => {
    renderTab({
      page: buildResultsPage({ run: HYBRID_RUN }),
      routes: {
        'POST /api/v1/google/searchTerms/decisions': () =>
          answerContent({ brandId: 'b-1', learned: 1, learnedTotal: 1 }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'How the run decided' });
    expect(
      within(panel).getByRole('button', { name: 'Your examples changed 3 decisions' }),
    ).toHaveAccessibleDescription(
      '4 terms followed your examples; 1 of them the rules alone would have decided the same way, so they are not counted as changed. An example also decides its close variants (and, taught as a whole phrase, every search containing it), so one example can change several terms.',
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Keep “wood stove jobs” instead, from the next validation on',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep' }),
    );
    expect(
      await within(panel).findByText(
        /The 1 decision you accepted or rejected here applies from the next validation, not to this run\./,
      ),
    ).toBeInTheDocument();
  });

  it('says when the model’s price is not configured, and nothing of a model on a local run', async () => {
    const unpriced = buildSearchTermRun({
      summary: {
        ...HYBRID_RUN.summary!,
        model: { ...HYBRID_RUN.summary!.model!, costMicros: null },
      },
    });
    const priced = renderTab({ page: buildResultsPage({ run: unpriced }) });
    expect(
      await screen.findByText(
        /AI model: gpt-4\.1-mini, 2 requests, 10,500 tokens, price not configured/,
      ),
    ).toBeInTheDocument();
    priced.unmount();

    renderTab();
    const panel = await screen.findByRole('region', { name: 'How the run decided' });
    expect(panel).toHaveTextContent('Decided by: 2 your examples · 118 rules · 0 AI model');
    expect(panel).toHaveTextContent('Your examples changed 0 decisions');
    // Nothing to show: a count, not a way in.
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(panel).not.toHaveTextContent('AI model:');
  });

  it('shows the terms your examples changed in one click, in place of the other filters', async () => {
    const { api, router } = renderTab({
      path: `${TAB_PATH}?decision=keep&sortBy=clicks`,
      page: buildResultsPage({ run: HYBRID_RUN }),
    });
    const panel = await screen.findByRole('region', { name: 'How the run decided' });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Your examples changed 3 decisions' }),
    );
    await waitFor(() =>
      expect(lastResultsQuery(api)).toMatchObject({ flag: 'changedByExamples', sortBy: 'clicks' }),
    );
    expect(lastResultsQuery(api)).not.toHaveProperty('decision');
    expect(router.state.location.search).toEqual({
      org: 'org-1',
      flag: 'changedByExamples',
      sortBy: 'clicks',
    });
    expect(
      within(panel).getByRole('button', { name: 'Your examples changed 3 decisions' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(panel).getByRole('button', { name: '1 left for you to review' }));
    await waitFor(() => expect(lastResultsQuery(api)).toMatchObject({ flag: 'needsReview' }));
  });
});

describe('a row’s flags and keyword', () => {
  it('marks each flag and tells the other path’s decision and reason', async () => {
    renderTab({ page: buildResultsPage({ run: HYBRID_RUN, results: FLAGGED_ROWS, total: 3 }) });
    const table = await screen.findByRole('table', { name: 'Search terms' });
    await within(table).findByText('wood stove jobs');
    const changed = within(table).getByRole('button', { name: 'Your example' });
    expect(changed).toHaveAttribute(
      'aria-description',
      'Your rules alone would have: Excluded — Job seekers: the term asks for work.',
    );
    await userEvent.hover(changed);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Changed by your examples');
    expect(tooltip).toHaveTextContent(
      'Your rules alone would have: Excluded — Job seekers: the term asks for work.',
    );

    const overruled = within(table).getByRole('button', { name: 'AI overruled' });
    expect(overruled).toHaveAttribute(
      'aria-description',
      'Local rules said: Excluded — Not something you sell.',
    );
    expect(overruled.closest('tr')).toHaveTextContent('stove fitter near me');

    const review = within(table).getByRole('button', { name: 'To review' });
    expect(review.closest('tr')).toHaveTextContent('cheap stove');
    expect(within(table).getAllByRole('button', { name: /overruled/ })).toHaveLength(1);
  });

  it('shows the keyword that matched and its match type', async () => {
    renderTab({ page: buildResultsPage({ results: FLAGGED_ROWS, total: 3 }) });
    const table = await screen.findByRole('table', { name: 'Search terms' });
    await within(table).findByText('wood stove jobs');
    const row = await waitFor(() => {
      const found = within(table).getByText('wood stove jobs').closest('tr');
      expect(found).not.toBeNull();
      return found!;
    });
    // Under the term, read with its name.
    expect(within(row).getByText('wood stove · Broad match')).toHaveTextContent(
      'Keyword: wood stove · Broad match',
    );
    const unnamed = within(table).getByText('cheap stove').closest('tr')!;
    expect(within(unnamed).queryByText(/match$/)).toBeNull();
  });
});
