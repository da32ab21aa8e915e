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

/** Parameters of a per-platform query that needs no organization (platform catalogues). */
export interface PlatformParams {
  platform: string;
}

interface PlatformCatalogueFamily<T extends QueryTag> {
  all: readonly [T];
  list: (params: PlatformParams) => readonly [T, 'list', PlatformParams];
}

/** The starting points the template editor offers: the default template and the HubSpot preset. */
export type TemplatePresetKind = 'default' | 'hubSpot';

export interface TemplatePresetParams {
  platform: string;
  preset: TemplatePresetKind;
}

/** A preview is keyed by everything it renders, so each typed version is fetched once. */
export interface TemplatePreviewParams {
  platform: string;
  organizationId: string;
  urlTemplate: unknown;
  resourceName: string | null;
}

interface UrlTemplateFamily extends PlatformListFamily<'urlTemplate'> {
  preset: (
    params: TemplatePresetParams,
  ) => readonly ['urlTemplate', 'preset', TemplatePresetParams];
  preview: (
    params: TemplatePreviewParams,
  ) => readonly ['urlTemplate', 'preview', TemplatePreviewParams];
}

export type QueryKeyFamilies = {
  versions: () => readonly ['versions'];
  supportContacts: () => readonly ['supportContacts'];
  mailbox: () => readonly ['mailbox'];
} & Omit<
  TagFamilies,
  'adAccount' | 'platformAccount' | 'urlTemplate' | 'templateKeys' | 'dynamicValues'
> & {
    adAccount: PlatformListFamily<'adAccount'>;
    platformAccount: PlatformListFamily<'platformAccount'>;
    urlTemplate: UrlTemplateFamily;
    templateKeys: PlatformListFamily<'templateKeys'>;
    dynamicValues: PlatformCatalogueFamily<'dynamicValues'>;
  };

function createPlatformListFamily<T extends QueryTag>(tag: T): PlatformListFamily<T> {
  return { all: [tag], list: (params) => [tag, 'list', params] };
}

function createPlatformCatalogueFamily<T extends QueryTag>(tag: T): PlatformCatalogueFamily<T> {
  return { all: [tag], list: (params) => [tag, 'list', params] };
}

const VERSIONS_KEY = ['versions'] as const;
const SUPPORT_CONTACTS_KEY = ['supportContacts'] as const;
// Not a cache tag kind of spec §9: a development aid, never invalidated by a change.
const MAILBOX_KEY = ['mailbox'] as const;

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
  supportContacts: () => SUPPORT_CONTACTS_KEY,
  mailbox: () => MAILBOX_KEY,
  ...createTagFamilies(),
  adAccount: createPlatformListFamily('adAccount'),
  platformAccount: createPlatformListFamily('platformAccount'),
  urlTemplate: {
    ...createPlatformListFamily('urlTemplate'),
    preset: (params) => ['urlTemplate', 'preset', params],
    preview: (params) => ['urlTemplate', 'preview', params],
  },
  templateKeys: createPlatformListFamily('templateKeys'),
  dynamicValues: createPlatformCatalogueFamily('dynamicValues'),
};
