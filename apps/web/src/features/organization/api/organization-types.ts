import type { components } from '@utmost/ads-sdk';

export type Organization = components['schemas']['Organization'];
export type OrganizationMember = components['schemas']['OrganizationMember'];
export type ApiKey = components['schemas']['ApiKey'];
