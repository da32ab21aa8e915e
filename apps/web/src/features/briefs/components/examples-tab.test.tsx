import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findField } from '../../../test/find-field';
import { answerContent } from '../../../test/fake-api';
import { buildAiRules, buildBrief, buildBriefRoutes, buildExample } from '../test/brief-api-routes';
import { getSaveButton, openTab, renderBriefEditor } from '../test/render-brief-editor';

const EXAMPLES = [
  buildExample({ id: 'ex-1', searchTerm: 'hearthly careers', isExclude: true, category: 'brand' }),
  buildExample({
    id: 'ex-2',
    searchTerm: 'buy wood burning stove',
    isExclude: false,
    category: 'product',
  }),
  buildExample({
    id: 'ex-3',
    searchTerm: 'stove repair diy',
    isExclude: true,
    category: 'product',
    source: 'User',
    inUse: false,
  }),
];

async function openExamples() {
  const view = renderBriefEditor({
    routes: buildBriefRoutes({ rules: buildAiRules({ search_terms: EXAMPLES }) }),
  });
  await findField('AI brief name');
  await openTab('Extra examples');
  return view;
}

function listShownTerms(): string[] {
  const table = screen.getByRole('table', { name: 'Extra examples' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

async function choose(filter: string, option: string) {
  const filters = screen.getByRole('group', { name: 'Filter the examples' });
  await userEvent.click(within(filters).getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('extra examples', () => {
  it('filters by term, exclude, category, source and in use, and clears the filters', async () => {
    await openExamples();
    expect(listShownTerms()).toHaveLength(3);

    await userEvent.type(screen.getByLabelText('Search term contains'), 'STOVE');
    expect(listShownTerms()).toEqual(['buy wood burning stove', 'stove repair diy']);
    await choose('Exclude', 'Yes');
    expect(listShownTerms()).toEqual(['stove repair diy']);
    expect(screen.getByText('1 of 3 examples')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await choose('Source', 'AI Assistant');
    expect(listShownTerms()).toEqual(['hearthly careers', 'buy wood burning stove']);
    await choose('Category', 'Brand');
    expect(listShownTerms()).toEqual(['hearthly careers']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await choose('In use', 'No');
    expect(listShownTerms()).toEqual(['stove repair diy']);
    await userEvent.type(screen.getByLabelText('Search term contains'), 'careers');
    expect(screen.getByText('No examples match the filters.')).toBeInTheDocument();
  });

  it('adds an example by hand as the user’s, in use, and toggles and removes examples', async () => {
    const { api } = await openExamples();
    await userEvent.type(screen.getByLabelText('Search term'), 'free stove{Enter}');
    expect(listShownTerms()).toEqual([
      'hearthly careers',
      'buy wood burning stove',
      'stove repair diy',
      'free stove',
    ]);
    const added = screen.getAllByRole('row').at(-1)!;
    expect(added).toHaveTextContent('User');
    expect(within(added).getByRole('switch', { name: 'Use “free stove”' })).toBeChecked();
    expect(within(added).getByRole('switch', { name: 'Exclude “free stove”' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Use “hearthly careers”' }));
    expect(screen.getByRole('switch', { name: 'Use “hearthly careers”' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Remove “stove repair diy”' }));
    expect(listShownTerms()).not.toContain('stove repair diy');
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('focuses the next remove button after a removal, and the new term when none is left', async () => {
    await openExamples();
    await userEvent.click(screen.getByRole('button', { name: 'Remove “hearthly careers”' }));
    expect(screen.getByRole('button', { name: 'Remove “buy wood burning stove”' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove “stove repair diy”' }));
    expect(screen.getByRole('button', { name: 'Remove “buy wood burning stove”' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Search term')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Search term'), 'free stove');
    await userEvent.click(screen.getByRole('button', { name: 'Add example' }));
    expect(screen.getByLabelText('Search term')).toHaveFocus();
  });
});

describe('decisions learned in the Search terms tab', () => {
  const LEARNED = [
    {
      searchTerm: 'stove fitting course',
      isExclude: true,
      category: 'product' as const,
      matchScope: 'closeVariants' as const,
      inUse: true,
      learnedAt: '2026-11-20T10:00:00.000Z',
    },
    {
      searchTerm: 'acme stoves',
      isExclude: true,
      category: 'brand' as const,
      matchScope: 'phrase' as const,
      inUse: true,
      learnedAt: '2026-11-21T10:00:00.000Z',
    },
  ];

  it('lists them as the user’s, and saves their removal and edits as changes', async () => {
    const { api } = renderBriefEditor({
      routes: buildBriefRoutes(
        { rules: buildAiRules({ search_terms: [EXAMPLES[0]!], learned_examples: LEARNED }) },
        {
          'PUT /api/v1/searchTerms/brands/{id}': () => answerContent(buildBrief()),
          'PUT /api/v1/searchTerms/ai-rules/{brandId}': () => answerContent(buildAiRules()),
        },
      ),
    });
    await findField('AI brief name');
    await openTab('Extra examples');
    expect(listShownTerms()).toEqual(['hearthly careers', 'acme stoves', 'stove fitting course']);
    expect(
      screen.getByText(/2 of them were learned from your decisions in the Search terms tab/),
    ).toBeInTheDocument();
    const phraseRow = screen.getByRole('row', { name: /acme stoves/ });
    expect(phraseRow).toHaveTextContent('UserLearned in Search terms · whole phrase');

    await choose('Source', 'User');
    expect(listShownTerms()).toEqual(['acme stoves', 'stove fitting course']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    await userEvent.click(screen.getByRole('switch', { name: 'Use “acme stoves”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove “stove fitting course”' }));
    expect(listShownTerms()).toEqual(['hearthly careers', 'acme stoves']);
    await waitFor(() => expect(getSaveButton()).toBeEnabled());
    await userEvent.click(getSaveButton());
    await waitFor(() =>
      expect(api.findCalls('PUT /api/v1/searchTerms/ai-rules/{brandId}')).toHaveLength(1),
    );
    const [saved] = api.findCalls('PUT /api/v1/searchTerms/ai-rules/{brandId}');
    expect(saved?.body).toMatchObject({
      search_terms: [expect.objectContaining({ searchTerm: 'hearthly careers' })],
      learned_changes: {
        removed: ['stove fitting course'],
        changed: [{ searchTerm: 'acme stoves', isExclude: true, category: 'brand', inUse: false }],
      },
    });
  });
});
