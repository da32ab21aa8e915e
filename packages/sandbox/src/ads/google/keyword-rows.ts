import type { GaqlRow } from './gaql/gaql-fields.js';
import type { PositionedRow, RowSourceContext } from './search-rows.js';

// Where the rows of the keyword and negative-keyword resources come from: the account's seeded
// keyword lists, each row with its campaign and ad group (read through the state, so renames and
// status changes show) where the resource has them.

function* positioned(rows: GaqlRow[], from: number): Iterable<PositionedRow> {
  for (let position = Math.max(0, from); position < rows.length; position += 1) {
    const row = rows[position];
    if (row) yield { position, row };
  }
}

/** The account's lists as mutates left them (the seed until then). */
function listsOf({ state, account }: Pick<RowSourceContext, 'state' | 'account'>) {
  return state.readGoogleKeywordLists(account.customer.id, account.keywordLists);
}

function placeOf({ state, account }: RowSourceContext, campaignId: string, adGroupId?: string) {
  const campaign = account.findCampaign(campaignId);
  const adGroup = adGroupId === undefined ? undefined : account.findAdGroup(adGroupId);
  return {
    ...(campaign && { campaign: state.readGoogleCampaign(account.customer.id, campaign) }),
    ...(adGroup && { adGroup: state.readGoogleAdGroup(account.customer.id, adGroup) }),
  };
}

export function listAdGroupCriterionRows(context: RowSourceContext, from: number) {
  const { customer } = context.account;
  const keywordLists = listsOf(context);
  return positioned(
    keywordLists.adGroupKeywords.map((criterion) => ({
      customer,
      ...placeOf(context, criterion.campaignId, criterion.adGroupId),
      adGroupCriterion: criterion,
    })),
    from,
  );
}

export function listCampaignCriterionRows(context: RowSourceContext, from: number) {
  const { customer } = context.account;
  const keywordLists = listsOf(context);
  return positioned(
    keywordLists.campaignNegatives.map((criterion) => ({
      customer,
      ...placeOf(context, criterion.campaignId),
      campaignCriterion: criterion,
    })),
    from,
  );
}

export function listSharedSetRows(context: RowSourceContext, from: number) {
  const { customer } = context.account;
  const keywordLists = listsOf(context);
  return positioned(
    keywordLists.sharedSets.map((sharedSet) => ({ customer, sharedSet })),
    from,
  );
}

export function listSharedCriterionRows(context: RowSourceContext, from: number) {
  const { customer } = context.account;
  const keywordLists = listsOf(context);
  return positioned(
    keywordLists.sharedSets.flatMap((sharedSet) =>
      sharedSet.members.map((sharedCriterion) => ({ customer, sharedSet, sharedCriterion })),
    ),
    from,
  );
}

export function listCampaignSharedSetRows(context: RowSourceContext, from: number) {
  const { customer } = context.account;
  const keywordLists = listsOf(context);
  return positioned(
    keywordLists.sharedSets.flatMap((sharedSet) =>
      sharedSet.campaignIds.map((campaignId) => ({
        customer,
        ...placeOf(context, campaignId),
        sharedSet,
        campaignSharedSet: { campaignId },
      })),
    ),
    from,
  );
}

export function listCustomerNegativeCriterionRows(context: RowSourceContext, from: number) {
  const { customer } = context.account;
  const keywordLists = listsOf(context);
  const attached = keywordLists.accountList;
  return positioned(attached ? [{ customer, customerNegativeCriterion: attached }] : [], from);
}
