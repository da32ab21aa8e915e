import type { components } from '@utmost/ads-sdk';

type Schemas = components['schemas'];

export const API_USER: Schemas['User'] = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profilePictureUrl: null,
  loginMethod: 'basic',
  hasPassword: true,
};

export const ORGANIZATION: Schemas['Organization'] = {
  id: 'org-1',
  name: 'Analytical Engines',
  legalName: 'Analytical Engines Ltd',
  vatNumber: null,
  contactEmail: 'contact@engines.example',
  billingEmail: 'billing@engines.example',
  logoUrl: null,
  country: 'England',
  city: null,
  street: null,
  building: null,
  zipCode: null,
  role: 'owner',
};

export const MEMBERS: Schemas['OrganizationMember'][] = [
  {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    status: 'active',
    role: 'owner',
  },
  {
    email: 'charles@example.com',
    firstName: 'Charles',
    lastName: 'Babbage',
    status: 'active',
    role: 'member',
  },
  { email: 'new@example.com', status: 'pending', role: 'admin' },
];
