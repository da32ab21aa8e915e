import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMPANY_NAME_REQUIRED,
  WEBSITE_NOT_REACHABLE,
  WEBSITE_REQUIRED,
  type GeneratedBriefContent,
} from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import { answerContent, answerFieldErrors } from '../../../test/fake-api';
import { findField, getField } from '../../../test/find-field';
import { buildBrief, buildBriefRoutes } from '../test/brief-api-routes';
import { NEW_BRIEF_PATH, openTab, renderBriefEditor } from '../test/render-brief-editor';

const GENERATED: GeneratedBriefContent = {
  brand_name: 'Hearthly',
  brand_website: 'https://www.hearthly.example/',
  brand_competitors_list: [],
  brand_short_description:
    'Hearthly makes wood-burning stoves, flue kits and fireplace tools for British homes.',
  products: [
    {
      name: 'Flue kits',
      description: 'Everything to fit a stove.',
      source_url: 'https://www.hearthly.example/flue-kits',
    },
    { name: 'Fireplace tools', description: 'Pokers, brushes and log baskets.' },
  ],
};

function buildGenerationRoutes() {
  return buildBriefRoutes(
    {},
    {
      'POST /api/v1/searchTerms/brands/suggest-brand-elements': () => answerContent(GENERATED),
      'POST /api/v1/searchTerms/brands/suggest-brand-ai-rules': () =>
        answerContent({
          general_rules: [{ description: 'Exclude searches for stove repair jobs.' }],
          excluded_search_terms: [{ search_term: 'hearthly careers', category: 'brand' }],
          perfect_search_terms: [{ search_term: 'buy wood burning stove', category: 'product' }],
        }),
    },
  );
}

describe('the magic button', () => {
  it('asks which filled fields to overwrite, and fills only those and the empty ones', async () => {
    const { api } = renderBriefEditor({ routes: buildGenerationRoutes() });
    const overview = await findField('Company overview');
    const written = buildBrief().shortDescription;
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));

    const dialog = await screen.findByRole('dialog', { name: 'Overwrite what you have written?' });
    // Rules and search terms are empty: they are filled without asking.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.id),
    ).toEqual(['overwrite-shortDescription', 'overwrite-competitorsList', 'overwrite-products']);
    expect(within(dialog).getByLabelText('Brand description')).not.toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('Products'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));

    await waitFor(() =>
      expect(api.findCalls('POST /api/v1/searchTerms/brands/suggest-brand-ai-rules')).toHaveLength(
        1,
      ),
    );
    expect(
      api.findCalls('POST /api/v1/searchTerms/brands/suggest-brand-elements')[0]?.body,
    ).toEqual({
      brand_name: 'Hearthly',
      brand_website: 'https://www.hearthly.example/',
      organization_id: 'org-1',
    });
    // The rules are asked for the brief as it now reads: the kept overview, the new products.
    expect(
      api.findCalls('POST /api/v1/searchTerms/brands/suggest-brand-ai-rules')[0]?.body,
    ).toMatchObject({
      brand_short_description: written,
      brand_competitors_list: buildBrief().competitorsList,
    });
    // The page a product was found on goes to the rules step, for the searches naming it.
    expect(
      api.findCalls('POST /api/v1/searchTerms/brands/suggest-brand-ai-rules')[0]?.body,
    ).toHaveProperty('products', GENERATED.products);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(overview).toHaveValue(written);

    await openTab('Services or products');
    expect(getField('Service or product 1')).toHaveValue('Flue kits');
    expect(getField('Service or product 2')).toHaveValue('Fireplace tools');
    expect(screen.getByRole('link', { name: '/flue-kits' })).toHaveAttribute(
      'href',
      'https://www.hearthly.example/flue-kits',
    );
    await openTab('Rules');
    expect(getField('Rule 1')).toHaveValue('Exclude searches for stove repair jobs.');
    await openTab('Extra examples');
    const table = screen.getByRole('table', { name: 'Extra examples' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'hearthly careers',
      'buy wood burning stove',
    ]);
    expect(rows[0]).toHaveTextContent('AI Assistant');
    expect(within(rows[0]!).getByRole('switch', { name: 'Use “hearthly careers”' })).toBeChecked();
    expect(
      within(rows[1]!).getByRole('switch', { name: 'Exclude “buy wood burning stove”' }),
    ).not.toBeChecked();
    // Nothing is saved by generating.
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('says what it is doing while it works, and cannot be started twice', async () => {
    let answer: (() => void) | undefined;
    const routes = buildGenerationRoutes();
    const suggestElements = routes['POST /api/v1/searchTerms/brands/suggest-brand-elements'];
    renderBriefEditor({
      path: NEW_BRIEF_PATH,
      routes: {
        ...routes,
        'POST /api/v1/searchTerms/brands/suggest-brand-elements': (call) =>
          new Promise((resolve) => {
            answer = () => resolve(suggestElements!(call));
          }),
      },
    });
    await userEvent.type(await findField('Company name'), 'Hearthly');
    await userEvent.type(getField('Website'), 'www.hearthly.example');
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));

    expect(await screen.findByText('Reading the website…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeDisabled();
    answer?.();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeEnabled(),
    );
    expect(getField('Company overview')).toHaveValue(GENERATED.brand_short_description);
    expect(screen.queryByText('Reading the website…')).toBeNull();
  });

  it('needs the company name and website first', async () => {
    const { api } = renderBriefEditor({ path: NEW_BRIEF_PATH });
    await findField('Company name');
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(getField('Company name')).toHaveAccessibleDescription(COMPANY_NAME_REQUIRED),
    );
    expect(getField('Website')).toHaveAccessibleDescription(WEBSITE_REQUIRED);
    expect(api.findCalls('POST /api/v1/searchTerms/brands/suggest-brand-elements')).toHaveLength(0);
  });

  it('says so on the website field when the website cannot be read', async () => {
    renderBriefEditor({
      path: NEW_BRIEF_PATH,
      routes: buildBriefRoutes(
        {},
        {
          'POST /api/v1/searchTerms/brands/suggest-brand-elements': () =>
            answerFieldErrors({ brand_website: WEBSITE_NOT_REACHABLE }),
        },
      ),
    });
    await userEvent.type(await findField('Company name'), 'Hearthly');
    await userEvent.type(getField('Website'), 'www.nowhere.example');
    await userEvent.click(screen.getByRole('button', { name: 'Generate with AI' }));
    await waitFor(() =>
      expect(getField('Website')).toHaveAccessibleDescription(WEBSITE_NOT_REACHABLE),
    );
    expect(screen.getByRole('button', { name: 'Generate with AI' })).toBeEnabled();

    // Filling the brief by hand instead: the message goes and no longer holds Save back.
    await userEvent.type(getField('Company overview'), 'H');
    await waitFor(() =>
      expect(getField('Website')).not.toHaveAccessibleDescription(WEBSITE_NOT_REACHABLE),
    );
    expect(getField('Website')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
