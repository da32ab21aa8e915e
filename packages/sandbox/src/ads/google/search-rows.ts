import type { AdsState } from '../ads-state.js';
import type { GoogleAccountData } from '../seed/google-account-data.js';
import type { GoogleCustomer } from '../seed/google-types.js';
import { addDays, formatDate, startOfUtcDay } from './gaql/gaql-date-ranges.js';
import type { GaqlRow } from './gaql/gaql-fields.js';
import {
  listAdGroupCriterionRows,
  listCampaignCriterionRows,
  listCampaignSharedSetRows,
  listCustomerNegativeCriterionRows,
  listSharedCriterionRows,
  listSharedSetRows,
} from './keyword-rows.js';
import { SEARCH_TERM_DAYS, spreadSearchTermOverDays } from './search-term-days.js';

// Where the rows of each FROM resource come from. Rows are numbered by their position in the
// source, so a page token can resume a scan where the previous page stopped.

export interface PositionedRow {
  position: number;
  row: GaqlRow;
}

export interface RowSourceContext {
  state: AdsState;
  account: GoogleAccountData;
  now: number;
}

export type RowSource = (from: number) => Iterable<PositionedRow>;

function* listCustomerRows({ account }: RowSourceContext, from: number): Iterable<PositionedRow> {
  if (from === 0) yield { position: 0, row: { customer: account.customer } };
}

/** The customer itself at level 0, then its clients (and theirs) breadth first. */
function* listCustomerClientRows(
  { state, account }: RowSourceContext,
  from: number,
): Iterable<PositionedRow> {
  const queue: Array<{ client: GoogleCustomer; level: number }> = [
    { client: account.customer, level: 0 },
  ];
  const seen = new Set<string>();
  let position = 0;
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || seen.has(next.client.id)) continue;
    seen.add(next.client.id);
    if (position >= from) {
      yield {
        position,
        row: {
          customer: account.customer,
          customerClient: { ...next, ownerId: account.customer.id },
        },
      };
    }
    position += 1;
    for (const clientId of next.client.clientIds) {
      const client = state.google.get(clientId)?.customer;
      if (client) queue.push({ client, level: next.level + 1 });
    }
  }
}

function* listCampaignRows(
  { state, account }: RowSourceContext,
  from: number,
): Iterable<PositionedRow> {
  const { customer, campaigns } = account;
  for (let position = from; position < campaigns.length; position += 1) {
    const campaign = campaigns[position];
    if (campaign)
      yield {
        position,
        row: { customer, campaign: state.readGoogleCampaign(customer.id, campaign) },
      };
  }
}

function* listAdGroupRows(
  { state, account }: RowSourceContext,
  from: number,
): Iterable<PositionedRow> {
  const { customer, adGroups } = account;
  for (let position = from; position < adGroups.length; position += 1) {
    const adGroup = adGroups[position];
    const campaign = adGroup && account.findCampaign(adGroup.campaignId);
    if (!adGroup || !campaign) continue;
    yield {
      position,
      row: {
        customer,
        campaign: state.readGoogleCampaign(customer.id, campaign),
        adGroup: state.readGoogleAdGroup(customer.id, adGroup),
      },
    };
  }
}

function* listAdGroupAdRows(
  { state, account }: RowSourceContext,
  from: number,
): Iterable<PositionedRow> {
  const { customer } = account;
  for (let position = from; position < account.adCount; position += 1) {
    const ad = account.adAt(position);
    const adGroup = account.findAdGroup(ad.adGroupId);
    const campaign = adGroup && account.findCampaign(adGroup.campaignId);
    if (!adGroup || !campaign) continue;
    yield {
      position,
      row: {
        customer,
        campaign: state.readGoogleCampaign(customer.id, campaign),
        adGroup: state.readGoogleAdGroup(customer.id, adGroup),
        ad: state.readGoogleAd(customer.id, ad),
      },
    };
  }
}

/**
 * One row per term and day over the last 30 days (yesterday back to today - 30). A term's days
 * are spread when it is reached, so a generated account holds no more than one term at a time.
 */
function* listSearchTermRows(
  { state, account, now }: RowSourceContext,
  from: number,
): Iterable<PositionedRow> {
  const { customer } = account;
  const firstDay = addDays(startOfUtcDay(now), -SEARCH_TERM_DAYS);
  const dates = Array.from({ length: SEARCH_TERM_DAYS }, (_, day) =>
    formatDate(addDays(firstDay, day)),
  );
  const total = account.searchTermCount * SEARCH_TERM_DAYS;
  let position = Math.max(0, from);
  while (position < total) {
    const termIndex = Math.floor(position / SEARCH_TERM_DAYS);
    const term = account.searchTermAt(termIndex);
    const adGroup = account.findAdGroup(term.adGroupId);
    const campaign = account.findCampaign(term.campaignId);
    const termEnd = (termIndex + 1) * SEARCH_TERM_DAYS;
    if (!adGroup || !campaign) {
      position = termEnd;
      continue;
    }
    const place = {
      customer,
      campaign: state.readGoogleCampaign(customer.id, campaign),
      adGroup: state.readGoogleAdGroup(customer.id, adGroup),
      searchTerm: term,
    };
    const spread = spreadSearchTermOverDays(term, customer.id);
    for (; position < termEnd; position += 1) {
      const day = position % SEARCH_TERM_DAYS;
      const metrics = spread[day];
      if (metrics) yield { position, row: { ...place, metrics, date: dates[day] ?? '' } };
    }
  }
}

const SOURCES: Record<
  string,
  (context: RowSourceContext, from: number) => Iterable<PositionedRow>
> = {
  customer: listCustomerRows,
  customer_client: listCustomerClientRows,
  campaign: listCampaignRows,
  ad_group: listAdGroupRows,
  ad_group_ad: listAdGroupAdRows,
  search_term_view: listSearchTermRows,
  ad_group_criterion: listAdGroupCriterionRows,
  campaign_criterion: listCampaignCriterionRows,
  shared_set: listSharedSetRows,
  shared_criterion: listSharedCriterionRows,
  campaign_shared_set: listCampaignSharedSetRows,
  customer_negative_criterion: listCustomerNegativeCriterionRows,
};

export function createRowSource(resource: string, context: RowSourceContext): RowSource {
  const source = SOURCES[resource];
  if (!source) throw new Error(`No row source for ${resource}`);
  return (from) => source(context, from);
}
