import type { components } from '@utmost/ads-sdk';

export type OrganizationSummary = components['schemas']['OrganizationSummary'];
export type Workspace = components['schemas']['Workspace'];
export type ApiUser = components['schemas']['User'];
