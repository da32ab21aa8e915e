// The demo people the sandbox providers sign in. Fixed data, so that tests, scripts and screenshots
// see the same subjects and e-mails on every run; the ad-platform simulator keys its seeded logins
// (src/ads/seed) on these e-mails.

export const PROVIDER_NAMES = ['google', 'linkedin', 'microsoft'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface DemoIdentity {
  provider: ProviderName;
  /** The provider's stable user id: Google `sub`, LinkedIn member `sub`, Entra object id (`oid`). */
  subject: string;
  /**
   * The sign-in name and the sandbox's key for the person (`login_hint`, consent buttons, saved
   * grants): the address at Google and LinkedIn, the user principal name at Entra.
   */
  email: string;
  /**
   * Entra's `mail` attribute (Graph `mail`, the ID token's `email` claim). An admin of the tenant
   * sets it freely, so it can name an address the person does not own; the same as `email`
   * elsewhere.
   */
  mail: string;
  /**
   * Google/LinkedIn `email_verified`. Entra: whether the mail domain's owner verified it, sent as
   * the `xms_edov` claim.
   */
  isEmailVerified: boolean;
  /** Google's `hd`: the Workspace domain that hosts the account; null for consumer accounts. */
  hostedDomain: string | null;
  name: string;
  givenName: string;
  familyName: string;
  /** No demo identity has a picture; the claim is left out as for a member without a photo. */
  picture: null;
  locale: { language: string; country: string };
  /** Entra directory (tenant) id; only Microsoft identities belong to one. */
  tenantId: string | null;
  /**
   * Scopes this person leaves unticked on a granular consent screen (Google shows one box per
   * non-sign-in scope: https://developers.google.com/identity/protocols/oauth2/resources/granular-permissions):
   * the code and the token answer's `scope` then lack them.
   */
  withheldScopes: readonly string[];
}

/** The Entra directory the Microsoft demo identities live in. */
export const SANDBOX_MICROSOFT_TENANT = {
  id: '5b1c7a2e-8d4f-4e0a-9c3b-2f6d8e1a7c40',
  domain: 'sandbox.microsoft.test',
  name: 'Sandbox Contoso',
} as const;

/**
 * Another directory, whose admin set a user's `mail` to an address the directory does not own
 * (issue 11, finding 3): what a multi-tenant app meets through `common`.
 */
export const SANDBOX_UNTRUSTED_MICROSOFT_TENANT = {
  id: 'a3d5f7b9-1c2e-4f60-8a9b-0c1d2e3f4a5b',
  domain: 'fabrikam.sandbox.test',
  name: 'Sandbox Fabrikam (unverified mail)',
} as const;

/** The Workspace domain of the hosted Google demo identities (their `hd`). */
export const SANDBOX_GOOGLE_HOSTED_DOMAIN = 'sandbox.google.test';

function definePerson(
  provider: ProviderName,
  subject: string,
  givenName: string,
  familyName: string,
  email: string,
  overrides: Partial<
    Pick<
      DemoIdentity,
      'isEmailVerified' | 'locale' | 'mail' | 'hostedDomain' | 'tenantId' | 'withheldScopes'
    >
  > = {},
): DemoIdentity {
  return {
    provider,
    subject,
    email,
    mail: overrides.mail ?? email,
    isEmailVerified: overrides.isEmailVerified ?? true,
    hostedDomain:
      overrides.hostedDomain !== undefined
        ? overrides.hostedDomain
        : provider === 'google' && email.endsWith(`@${SANDBOX_GOOGLE_HOSTED_DOMAIN}`)
          ? SANDBOX_GOOGLE_HOSTED_DOMAIN
          : null,
    name: `${givenName} ${familyName}`,
    givenName,
    familyName,
    picture: null,
    locale: overrides.locale ?? { language: 'en', country: 'US' },
    tenantId: overrides.tenantId ?? (provider === 'microsoft' ? SANDBOX_MICROSOFT_TENANT.id : null),
    withheldScopes: overrides.withheldScopes ?? [],
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
    { isEmailVerified: false, hostedDomain: null },
  ),
  // A consumer Google account made with an address Google does not host: verified once, but
  // Google does not vouch for its owner (no `hd`, not @gmail.com), so it is no proof for linking.
  definePerson(
    'google',
    '108273645519283746501',
    'Mary',
    'Jackson',
    'mary.jackson@sandbox-mail.test',
  ),
  // Owns only the "Scale test" account (SandboxOptions.scale), for paging and benchmarks.
  definePerson(
    'google',
    '100000000000000000042',
    'Scale',
    'Tester',
    'scale.tester@sandbox.google.test',
  ),
  // An agency's Google login: a manager (MCC) with sub-managers and 300 usable clients under them.
  definePerson(
    'google',
    '106172839405162738495',
    'Barbara',
    'Liskov',
    'barbara.liskov@sandbox.google.test',
  ),
  // Unticks "See, edit, create and delete your Google Ads accounts and data" on Google's granular
  // consent screen: signs in, but grants no adwords scope.
  definePerson(
    'google',
    '112233445566778899001',
    'Dorothy',
    'Vaughan',
    'dorothy.vaughan@sandbox.google.test',
    { withheldScopes: ['https://www.googleapis.com/auth/adwords'] },
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
  // Her grant lacks the organization-post scopes (as a login connected before Utmost asked for
  // them, or through an app without them): she reads and tags ads, not the posts behind them.
  definePerson('linkedin', 'jS9mW2aL4m', 'Jean', 'Sammet', 'jean.sammet@sandbox.linkedin.test', {
    withheldScopes: ['r_organization_social', 'w_organization_social'],
  }),
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
  // Signs in as mallory@fabrikam… but her tenant's admin set her `mail` to the embedded demo
  // account's address: a sign-in that trusted `mail` would take that account over.
  definePerson(
    'microsoft',
    '6d0e2b4f-8a1c-4e3d-9b7a-5c2f1e0d8a36',
    'Mallory',
    'Mailset',
    'mallory@fabrikam.sandbox.test',
    {
      mail: 'demo@utmost.local',
      isEmailVerified: false,
      tenantId: SANDBOX_UNTRUSTED_MICROSOFT_TENANT.id,
    },
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
