import {
  parseRestliValue,
  readStringList,
  readValuesCriterion,
  RestliSyntaxError,
  type RestliValue,
} from './restli-query.js';

// The criteria of the `q=search` finders, read from `search=(…)`, as predicates over the
// finder's items. Unknown criteria are refused rather than ignored, as LinkedIn does.

export interface SearchCriteria {
  statuses: string[] | null;
  names: string[] | null;
  ids: number[] | null;
  references: string[] | null;
  types: string[] | null;
  campaignGroupIds: number[] | null;
  test: boolean | null;
}

/** `123` or `urn:li:sponsoredCampaignGroup:123` -> 123. */
export function readUrnId(value: string, what: string): number {
  const match = /^(?:urn:li:[A-Za-z]+:)?(\d+)$/.exec(value);
  if (!match) throw new RestliSyntaxError(`${value} is not a ${what} id or URN`);
  return Number(match[1]);
}

export function readSearchCriteria(
  raw: string | undefined,
  allowed: ReadonlyArray<keyof SearchCriteria>,
): SearchCriteria {
  const criteria: SearchCriteria = {
    statuses: null,
    names: null,
    ids: null,
    references: null,
    types: null,
    campaignGroupIds: null,
    test: null,
  };
  if (raw === undefined || raw === '') return criteria;
  const value = parseRestliValue(raw);
  if (typeof value !== 'object' || Array.isArray(value))
    throw new RestliSyntaxError('search must be (criterion:…,…)');
  const names: Record<string, keyof SearchCriteria> = {
    status: 'statuses',
    name: 'names',
    id: 'ids',
    reference: 'references',
    type: 'types',
    campaignGroup: 'campaignGroupIds',
    test: 'test',
  };
  for (const [key, criterion] of Object.entries(value) as Array<[string, RestliValue]>) {
    const target = names[key];
    if (!target || !allowed.includes(target))
      throw new RestliSyntaxError(`search does not take the criterion ${key}`);
    if (target === 'test') {
      if (criterion !== 'true' && criterion !== 'false')
        throw new RestliSyntaxError('test must be true or false');
      criteria.test = criterion === 'true';
    } else if (target === 'ids' || target === 'campaignGroupIds') {
      criteria[target] = readValuesCriterion(criterion, key).map((item) => readUrnId(item, key));
    } else {
      criteria[target] = readValuesCriterion(criterion, key);
    }
  }
  return criteria;
}

export function matchesCriteria(
  criteria: SearchCriteria,
  item: {
    status: string;
    name: string;
    id: number;
    reference?: string;
    type?: string;
    campaignGroupId?: number;
    test: boolean;
  },
): boolean {
  const lowered = item.name.toLowerCase();
  return (
    (criteria.statuses === null || criteria.statuses.includes(item.status)) &&
    (criteria.names === null ||
      criteria.names.some((name) => lowered.includes(name.toLowerCase()))) &&
    (criteria.ids === null || criteria.ids.includes(item.id)) &&
    (criteria.references === null || criteria.references.includes(item.reference ?? '')) &&
    (criteria.types === null || criteria.types.includes(item.type ?? '')) &&
    (criteria.campaignGroupIds === null ||
      criteria.campaignGroupIds.includes(item.campaignGroupId ?? -1)) &&
    (criteria.test === null || criteria.test === item.test)
  );
}

export function readListParameter(raw: string | undefined, name: string): string[] | null {
  return raw === undefined || raw === '' ? null : readStringList(parseRestliValue(raw), name);
}
