import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUN_ERROR_MESSAGES } from '@utmost/ads-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAdAccount } from '../../../test/api-fixtures';
import { answerContent, createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { buildTemplateRoutes, SAVED_TEMPLATE } from '../test/template-api-routes';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

interface PreviewBody {
  urlTemplate: Record<string, { value: string }>;
  resourceName?: string;
}

function renderEditor(routes: FakeRoutes = {}) {
  const api = createFakeApi(buildTemplateRoutes(routes));
  renderApp({
    path: `/url-templates/edit-template/google/${SAVED_TEMPLATE.id}`,
    authState: buildLoggedInState(),
    fetch: api.fetch,
  });
  const previewBodies = () =>
    api
      .findCalls('POST /api/v1/{platform}/urlTemplate/preview')
      .map((call) => call.body as PreviewBody);
  return { api, previewBodies };
}

async function findPanel() {
  return screen.findByRole('region', { name: 'Live preview' });
}

describe('the live preview', () => {
  it('shows the sample ad and its final URL with the template’s parameters highlighted', async () => {
    const { previewBodies } = renderEditor();
    const panel = await findPanel();
    await within(panel).findByText('Spring RSA');
    expect(within(panel).getByText('Acme EU', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('Spring sale')).toBeInTheDocument();
    expect(within(panel).getByText('Ad group').nextSibling).toHaveTextContent('Shoes');
    const url = within(panel).getByTestId('preview-url');
    expect(url).toHaveTextContent(
      'https://acme.test/shoes?ref=home&utm_source=google&utm_medium=cpc&utm_campaign=%7Bcampaign_name%7D',
    );
    expect([...url.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'utm_source=google',
      'utm_medium=cpc',
      'utm_campaign=%7Bcampaign_name%7D',
    ]);
    // The newest connected account is the sample by default.
    expect(previewBodies()[0]?.resourceName).toBe('customers/111');
  });

  it('asks again only once typing has paused, for the last version', async () => {
    const { previewBodies } = renderEditor();
    await within(await findPanel()).findByText('Spring RSA');
    const before = previewBodies().length;
    const value = screen.getByRole('textbox', { name: 'Value of utm_medium' });
    await userEvent.type(value, '_search');
    await waitFor(() =>
      expect(previewBodies().at(-1)?.urlTemplate.utm_medium?.value).toBe('cpc_search'),
    );
    const sent = previewBodies()
      .slice(before)
      .map((body) => body.urlTemplate.utm_medium?.value);
    // Seven keystrokes, one request: none for the versions typed on the way.
    expect(sent).toEqual(['cpc_search']);
    expect(await screen.findByText('utm_medium=cpc_search', { selector: 'mark' })).toBeVisible();
  });

  it('shows what the ad inherits from its account and campaign, which a run keeps', async () => {
    renderEditor({
      'POST /api/v1/{platform}/urlTemplate/preview': () =>
        answerContent({
          sampleAd: {
            adAccountName: 'Acme EU',
            resourceName: 'customers/111/ads/1',
            name: 'Spring RSA',
            campaignName: 'Spring sale',
            groupName: 'Shoes',
            landingPage: 'https://acme.test/shoes',
            inheritedTracking: {
              finalUrlSuffix: { value: 'ref=sem', level: 'account' },
              trackingUrlTemplate: { value: 'https://t.test/c?u={lpurl}', level: 'campaign' },
            },
          },
          toUtm: 'utm_source=google',
          url: 'https://acme.test/shoes?ref=sem&utm_source=google',
          errorType: null,
          ignoredParameters: [],
        }),
    });
    const inherited = await within(await findPanel()).findByTestId('preview-inherited');
    expect(inherited).toHaveTextContent(
      'Inherited from the account: final URL suffix, kept in front of your parameters',
    );
    expect(within(inherited).getByText('ref=sem')).toBeInTheDocument();
    expect(inherited).toHaveTextContent(
      'Campaign tracking template, kept: clicks still go through it',
    );
    expect(within(inherited).getByText('https://t.test/c?u={lpurl}')).toBeInTheDocument();
  });

  it('names the keywords whose own tracking would win over the template for their clicks', async () => {
    renderEditor({
      'POST /api/v1/{platform}/urlTemplate/preview': () =>
        answerContent({
          sampleAd: {
            adAccountName: 'Acme EU',
            resourceName: 'customers/111/ads/1',
            name: 'Spring RSA',
            campaignName: 'Spring sale',
            groupName: 'Shoes',
            landingPage: 'https://acme.test/shoes',
            keywordOverrides: [
              {
                criterionId: '51',
                text: 'red shoes',
                matchType: 'EXACT',
                fields: ['finalUrlSuffix', 'urlCustomParameters'],
              },
              {
                criterionId: '52',
                text: 'shoes',
                matchType: 'PHRASE',
                fields: ['trackingUrlTemplate'],
              },
            ],
          },
          toUtm: 'utm_source=google',
          url: 'https://acme.test/shoes?utm_source=google',
          errorType: null,
          ignoredParameters: [],
        }),
    });
    const note = await within(await findPanel()).findByTestId('preview-keyword-overrides');
    expect(note).toHaveTextContent('Keywords with tracking of their own');
    expect(
      within(note).getByText('[red shoes]: its own final URL suffix, custom parameters'),
    ).toBeVisible();
    expect(within(note).getByText('"shoes": its own tracking template')).toBeVisible();
  });

  it("shows the LinkedIn account's own tracking parameters beside the campaign's", async () => {
    renderEditor({
      'POST /api/v1/{platform}/urlTemplate/preview': () =>
        answerContent({
          sampleAd: {
            adAccountName: 'Acme EU',
            resourceName: 'urn:li:sponsoredCreative:1',
            name: 'Spring video',
            campaignName: 'Spring sale',
            groupName: 'Brand',
            landingPage: 'https://acme.test/shoes',
            accountTrackingParameters: {
              dynamic: { li_campaign: 'CAMPAIGN_NAME' },
              custom: { team: 'emea' },
            },
          },
          toUtm: 'utm_source=linkedin',
          url: 'https://acme.test/shoes?utm_source=linkedin',
          errorType: null,
          ignoredParameters: [],
        }),
    });
    const account = await within(await findPanel()).findByTestId('preview-account-parameters');
    expect(account).toHaveTextContent('Set on the LinkedIn ad account');
    expect(account).toHaveTextContent("li_campaign = LinkedIn's CAMPAIGN_NAME");
    expect(account).toHaveTextContent('team=emea');
  });

  it('lists ignored parameters with their reasons, and the error when no URL can be built', async () => {
    renderEditor({
      'POST /api/v1/{platform}/urlTemplate/preview': () =>
        answerContent({
          sampleAd: {
            adAccountName: 'Acme EU',
            resourceName: 'x',
            name: null,
            campaignName: 'Spring sale',
            groupName: null,
            landingPage: 'https://acme.test',
          },
          toUtm: 'utm_source=google',
          url: null,
          errorType: 'URL_TOO_LONG',
          ignoredParameters: [
            { name: 'utm_term', reason: 'Keywords are not known for this ad' },
            { name: 'utm_content', reason: 'EMPTY_VALUE' },
          ],
        }),
    });
    const panel = await findPanel();
    expect(await within(panel).findByText(RUN_ERROR_MESSAGES.URL_TOO_LONG)).toBeInTheDocument();
    expect(within(panel).getByText('utm_term')).toBeInTheDocument();
    expect(within(panel).getByText(/Keywords are not known for this ad/)).toBeInTheDocument();
    // The engine's reason codes are explained; unknown ones show as they are.
    expect(within(panel).getByText(/The value is empty for this ad/)).toBeInTheDocument();
    expect(within(panel).getAllByText('(no name)')).toHaveLength(2);
  });

  it('without a connected account says so and shows the parameters only', async () => {
    const { previewBodies } = renderEditor({
      'GET /api/v1/{platform}/ads/accounts': () =>
        answerContent([buildAdAccount({ connectionStatus: 'ERROR', taggingStatus: 'error' })]),
      'POST /api/v1/{platform}/urlTemplate/preview': () =>
        answerContent({
          sampleAd: null,
          toUtm: 'utm_source=google&utm_campaign={campaign_name}',
          url: null,
          errorType: null,
          ignoredParameters: [],
        }),
    });
    const panel = await findPanel();
    expect(
      await within(panel).findByText(/No Google Ads account is connected/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Connect an ad account' })).toHaveAttribute(
      'href',
      '/ad-accounts/connect/google',
    );
    expect(
      await within(panel).findByText('utm_source=google&utm_campaign={campaign_name}'),
    ).toBeInTheDocument();
    expect(within(panel).queryByTestId('preview-url')).toBeNull();
    expect(previewBodies()[0]).not.toHaveProperty('resourceName');
  });

  it('takes the sample ad from the account the user picks', async () => {
    const newer = buildAdAccount({
      adAccountId: '222',
      name: 'Acme US',
      connectedAt: '2025-04-01T10:00:00.000Z',
    });
    const { previewBodies } = renderEditor({
      'GET /api/v1/{platform}/ads/accounts': (call) =>
        answerContent(
          call.params.platform === 'google' ? [buildAdAccount({ adAccountId: '111' }), newer] : [],
        ),
    });
    const panel = await findPanel();
    const picker = await within(panel).findByRole('combobox', { name: 'Sample ad from' });
    expect(picker).toHaveTextContent('Acme US');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Acme EU' }));
    await waitFor(() => expect(previewBodies().at(-1)?.resourceName).toBe('customers/111'));
    expect(previewBodies()[0]?.resourceName).toBe('customers/222');
  });
});
