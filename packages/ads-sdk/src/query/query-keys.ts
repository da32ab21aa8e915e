/**
 * The cache tag kinds of spec §9. Each is the root of one query-key family, so invalidating a tag
 * after a change refetches every query of that kind, whatever its parameters.
 */
export const QUERY_TAGS = [
  'adAccount',
  'platformAccount',
  'urlTemplate',
  'templateKeys',
  'dynamicValues',
  'organization',
  'workspace',
  'user',
  'job',
  'subscription',
  'runHistory',
  'runDetails',
  'notSupported',
  'brand',
  'ai-rules',
  'SearchTermValidationResults',
  'negative-planner',
  'SearchTermValidationJob',
  'SearchTermNgramResults',
] as const;

export type QueryTag = (typeof QUERY_TAGS)[number];

type TagFamilies = { [T in QueryTag]: { all: readonly [T] } };

/** Parameters of a per-platform list query of one organization. */
export interface PlatformListParams {
  platform: string;
  organizationId: string;
}

interface PlatformListFamily<T extends QueryTag> {
  all: readonly [T];
  list: (params: PlatformListParams) => readonly [T, 'list', PlatformListParams];
}

export type QueryKeyFamilies = { versions: () => readonly ['versions'] } & Omit<
  TagFamilies,
  'adAccount' | 'platformAccount'
> & {
    adAccount: PlatformListFamily<'adAccount'>;
    platformAccount: PlatformListFamily<'platformAccount'>;
  };

function createPlatformListFamily<T extends QueryTag>(tag: T): PlatformListFamily<T> {
  return { all: [tag], list: (params) => [tag, 'list', params] };
}

const VERSIONS_KEY = ['versions'] as const;

function createTagFamilies(): TagFamilies {
  const families = {} as Record<QueryTag, { all: readonly [QueryTag] }>;
  for (const tag of QUERY_TAGS) families[tag] = { all: [tag] };
  // Each entry was built from its own tag, which the loop cannot tell the type system.
  return families as TagFamilies;
}

// Later issues add keys per family (e.g. `adAccount.list(params)` = ['adAccount', 'list', params]):
// they must start with the family's `all` so `invalidateQueryTags` reaches them.
export const queryKeys: QueryKeyFamilies = {
  versions: () => VERSIONS_KEY,
  ...createTagFamilies(),
  adAccount: createPlatformListFamily('adAccount'),
  platformAccount: createPlatformListFamily('platformAccount'),
};
