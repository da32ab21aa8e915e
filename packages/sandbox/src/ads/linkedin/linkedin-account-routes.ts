import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { WireError } from '../../oauth/provider-profile.js';
import { matchesCriteria, readSearchCriteria, type SearchCriteria } from './linkedin-criteria.js';
import { readOffsetPaging } from './linkedin-offset-paging.js';
import {
  collectPage,
  fingerprintFinder,
  listCandidates,
  readPageRequest,
  type PageRequest,
} from './linkedin-paging.js';
import {
  findAccount,
  handleLinkedIn,
  isWireError,
  LINKEDIN_API_PREFIX,
  readQueryName,
  type LinkedInCall,
} from './linkedin-route-kit.js';
import {
  toAccountUserJson,
  toAdAccountJson,
  toCampaignGroupJson,
  toCampaignJson,
} from './linkedin-wire.js';

// Ad accounts, the member's roles on them, campaign groups and campaigns.

const P = LINKEDIN_API_PREFIX;

export function registerLinkedInAccountRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(
    `${P}/adAccounts`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:adAccounts', resource: 'adAccounts.FINDER-search' },
      (call) => {
        const wrongFinder = readQueryName(call, 'search');
        if (wrongFinder) return wrongFinder;
        const criteria = readSearchCriteria(call.parameters.get('search'), [
          'statuses',
          'names',
          'ids',
          'references',
          'types',
          'test',
        ]);
        const page = readPageRequest(
          call.parameters,
          fingerprintFinder('adAccounts', call.parameters),
        );
        if (isWireError(page)) return page;
        const accounts = call.login.roles.flatMap(({ accountId }) => {
          const data = context.ads.linkedin.get(accountId);
          return data ? [data.account] : [];
        });
        const matching = accounts.filter((account) =>
          matchesCriteria(criteria, {
            ...account,
            reference: `urn:li:organization:${account.organizationId}`,
            test: account.isTest,
          }),
        );
        return {
          status: 200,
          body: collectPage(page, listCandidates(matching.map(toAdAccountJson))),
        };
      },
    ),
  );

  app.get(
    `${P}/adAccounts/:accountId`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:adAccounts', resource: 'adAccounts.GET' },
      (call) => {
        const { accountId } = call.request.params as { accountId: string };
        const found = findAccount(call, accountId, 'adAccounts.GET');
        if (isWireError(found)) return found;
        return { status: 200, body: toAdAccountJson(found.data.account) };
      },
    ),
  );

  app.get(
    `${P}/adAccountUsers`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:adAccountUsers', resource: 'adAccountUsers.FINDER-authenticatedUser' },
      (call) => {
        const wrongFinder = readQueryName(call, 'authenticatedUser');
        if (wrongFinder) return wrongFinder;
        const window = readOffsetPaging(call.parameters);
        if (isWireError(window)) return window;
        const all = call.login.roles.map(({ accountId, role }) =>
          toAccountUserJson(accountId, call.memberSubject, role),
        );
        const elements = all.slice(window.start, window.start + window.count);
        return {
          status: 200,
          body: {
            elements,
            paging: { count: window.count, start: window.start, total: all.length, links: [] },
          },
        };
      },
    ),
  );

  app.get(
    `${P}/adAccounts/:accountId/adCampaignGroups`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:campaignGroups', resource: 'adCampaignGroups.FINDER-search' },
      (call) => {
        const search = readAccountSearch(call, 'adCampaignGroups.FINDER-search', 'groups', [
          'statuses',
          'names',
          'ids',
          'test',
        ]);
        if (isWireError(search)) return search;
        const { found, criteria, page } = search;
        const groups = found.data.campaignGroups.filter((group) =>
          matchesCriteria(criteria, { ...group, test: found.data.account.isTest }),
        );
        return {
          status: 200,
          body: collectPage(page, listCandidates(groups.map(toCampaignGroupJson))),
        };
      },
    ),
  );

  app.get(
    `${P}/adAccounts/:accountId/adCampaigns`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:campaigns', resource: 'adCampaigns.FINDER-search' },
      (call) => {
        const search = readAccountSearch(call, 'adCampaigns.FINDER-search', 'campaigns', [
          'statuses',
          'names',
          'ids',
          'types',
          'campaignGroupIds',
          'test',
        ]);
        if (isWireError(search)) return search;
        const { found, criteria, page } = search;
        const { data } = found;
        const campaigns = data.campaigns.filter((campaign) =>
          matchesCriteria(criteria, {
            ...campaign,
            type: String(toCampaignJson(campaign, data.account.currency).type),
            test: data.account.isTest,
          }),
        );
        if (call.parameters.get('sortOrder') === 'DESCENDING') campaigns.reverse();
        const candidates = listCandidates(campaigns);
        return {
          status: 200,
          body: collectPage(page, function* (start) {
            for (const { position, element } of candidates(start))
              yield {
                position,
                element: element && toCampaignJson(element, data.account.currency),
              };
          }),
        };
      },
    ),
  );
}

/**
 * What the finders under one account share: the account and the member's role on it, the
 * `q=search` finder, its criteria (only `allowed` fields) and the page asked for.
 */
function readAccountSearch(
  call: LinkedInCall,
  resource: string,
  finder: string,
  allowed: Parameters<typeof readSearchCriteria>[1],
):
  | {
      found: Exclude<ReturnType<typeof findAccount>, WireError>;
      criteria: SearchCriteria;
      page: PageRequest;
    }
  | WireError {
  const { accountId } = call.request.params as { accountId: string };
  const found = findAccount(call, accountId, resource);
  if (isWireError(found)) return found;
  const wrongFinder = readQueryName(call, 'search');
  if (wrongFinder) return wrongFinder;
  const criteria = readSearchCriteria(call.parameters.get('search'), allowed);
  const page = readPageRequest(
    call.parameters,
    fingerprintFinder(`${finder}/${accountId}`, call.parameters),
  );
  if (isWireError(page)) return page;
  return { found, criteria, page };
}
