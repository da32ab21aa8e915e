// The demo people the sandbox providers sign in. Fixed data, so that tests, scripts and screenshots
// see the same subjects and e-mails on every run; the ad-platform simulator keys its seeded logins
// (src/ads/seed) on these e-mails.

export const PROVIDER_NAMES = ['google', 'linkedin', 'microsoft'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface DemoIdentity {
  provider: ProviderName;
  /** The provider's stable user id: Google `sub`, LinkedIn member `sub`, Entra object id (`oid`). */
  subject: string;
  email: string;
  isEmailVerified: boolean;
  name: string;
  givenName: string;
  familyName: string;
  /** No demo identity has a picture; the claim is left out as for a member without a photo. */
  picture: null;
  locale: { language: string; country: string };
  /** Entra directory (tenant) id; only Microsoft identities belong to one. */
  tenantId: string | null;
}

/** The one Entra directory the Microsoft demo identities live in. */
export const SANDBOX_MICROSOFT_TENANT = {
  id: '5b1c7a2e-8d4f-4e0a-9c3b-2f6d8e1a7c40',
  domain: 'sandbox.microsoft.test',
  name: 'Sandbox Contoso',
} as const;

function definePerson(
  provider: ProviderName,
  subject: string,
  givenName: string,
  familyName: string,
  email: string,
  overrides: Partial<Pick<DemoIdentity, 'isEmailVerified' | 'locale'>> = {},
): DemoIdentity {
  return {
    provider,
    subject,
    email,
    isEmailVerified: overrides.isEmailVerified ?? true,
    name: `${givenName} ${familyName}`,
    givenName,
    familyName,
    picture: null,
    locale: overrides.locale ?? { language: 'en', country: 'US' },
    tenantId: provider === 'microsoft' ? SANDBOX_MICROSOFT_TENANT.id : null,
  };
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = Object.freeze([
  // Google subjects are 21-digit decimal strings, as on real Google accounts.
  definePerson(
    'google',
    '104857392017364819201',
    'Ada',
    'Lovelace',
    'ada.lovelace@sandbox.google.test',
  ),
  definePerson(
    'google',
    '113920485716203948572',
    'Grace',
    'Hopper',
    'grace.hopper@sandbox.google.test',
  ),
  definePerson(
    'google',
    '109384756102938475610',
    'Alan',
    'Turing',
    'alan.turing@sandbox.google.test',
    {
      locale: { language: 'en', country: 'GB' },
    },
  ),
  // A Google account whose address Google has not verified: sign-in code must not trust it.
  definePerson(
    'google',
    '117465839201746583920',
    'Katherine',
    'Johnson',
    'katherine.johnson@sandbox.google.test',
    { isEmailVerified: false },
  ),
  // Owns only the "Scale test" account (SandboxOptions.scale), for paging and benchmarks.
  definePerson(
    'google',
    '100000000000000000042',
    'Scale',
    'Tester',
    'scale.tester@sandbox.google.test',
  ),
  // LinkedIn OIDC subjects are short opaque member ids.
  definePerson(
    'linkedin',
    'mH4k2QxT9a',
    'Margaret',
    'Hamilton',
    'margaret.hamilton@sandbox.linkedin.test',
  ),
  definePerson('linkedin', 'Zr7pL0cVw3', 'Hedy', 'Lamarr', 'hedy.lamarr@sandbox.linkedin.test', {
    locale: { language: 'de', country: 'AT' },
  }),
  definePerson(
    'linkedin',
    'bT5nY8sKe1',
    'Tim',
    'Berners-Lee',
    'tim.berners-lee@sandbox.linkedin.test',
    {
      locale: { language: 'en', country: 'GB' },
    },
  ),
  definePerson('linkedin', 'sC4l3T0st9', 'Scale', 'Tester', 'scale.tester@sandbox.linkedin.test'),
  // Entra object ids are GUIDs.
  definePerson(
    'microsoft',
    '3f2a9c1e-7b4d-4e8a-a1c6-0d9e5b7f2a31',
    'Edsger',
    'Dijkstra',
    'edsger.dijkstra@sandbox.microsoft.test',
    { locale: { language: 'nl', country: 'NL' } },
  ),
  definePerson(
    'microsoft',
    '8c5e1d7a-2f9b-4a3c-b6e0-4a1f8d2c9e57',
    'Barbara',
    'Liskov',
    'barbara.liskov@sandbox.microsoft.test',
  ),
  definePerson(
    'microsoft',
    'e4b7a0c2-9d1f-4c5e-8a3b-7f6d2e9c1b08',
    'Donald',
    'Knuth',
    'donald.knuth@sandbox.microsoft.test',
  ),
]);

export function listIdentities(provider?: ProviderName): DemoIdentity[] {
  return DEMO_IDENTITIES.filter(
    (identity) => provider === undefined || identity.provider === provider,
  );
}

export function findIdentityByEmail(
  provider: ProviderName,
  email: string,
): DemoIdentity | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_IDENTITIES.find(
    (identity) => identity.provider === provider && identity.email === wanted,
  );
}
