// The FROM resources the sandbox serves, and which other resources' fields each may select
// (Google's "attributed resources"), whether it has metrics and which segments.

export interface GaqlResource {
  name: string;
  /** Resources whose fields may appear in SELECT / WHERE / ORDER BY, the resource itself first. */
  selectable: readonly string[];
  hasMetrics: boolean;
  segments: readonly string[];
}

const RESOURCES: readonly GaqlResource[] = [
  { name: 'customer', selectable: ['customer'], hasMetrics: false, segments: [] },
  {
    name: 'customer_client',
    selectable: ['customer_client', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  { name: 'campaign', selectable: ['campaign', 'customer'], hasMetrics: false, segments: [] },
  {
    name: 'ad_group',
    selectable: ['ad_group', 'campaign', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  {
    name: 'ad_group_ad',
    selectable: ['ad_group_ad', 'ad_group', 'campaign', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  {
    name: 'search_term_view',
    selectable: ['search_term_view', 'ad_group', 'campaign', 'customer'],
    hasMetrics: true,
    segments: [
      'segments.date',
      'segments.keyword.info.text',
      'segments.keyword.info.match_type',
      'segments.keyword.ad_group_criterion',
    ],
  },
  // Keywords and negative keywords (platform-apis.md addendum §1.4, §2.1).
  {
    name: 'ad_group_criterion',
    selectable: ['ad_group_criterion', 'ad_group', 'campaign', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  {
    name: 'campaign_criterion',
    selectable: ['campaign_criterion', 'campaign', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  { name: 'shared_set', selectable: ['shared_set', 'customer'], hasMetrics: false, segments: [] },
  {
    name: 'shared_criterion',
    selectable: ['shared_criterion', 'shared_set', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  {
    name: 'campaign_shared_set',
    selectable: ['campaign_shared_set', 'campaign', 'shared_set', 'customer'],
    hasMetrics: false,
    segments: [],
  },
  {
    name: 'customer_negative_criterion',
    selectable: ['customer_negative_criterion', 'customer'],
    hasMetrics: false,
    segments: [],
  },
];

export function findGaqlResource(name: string): GaqlResource | undefined {
  return RESOURCES.find((resource) => resource.name === name);
}
