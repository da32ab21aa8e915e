import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMicrosoftIdTokenVerifier,
  MICROSOFT_CONSUMER_TENANT,
  type MicrosoftIdTokenVerifier,
} from './microsoft-id-token.js';
import type { SsoProviderConfig } from '../../../core/config/sso-config.js';
import { SsoFailure } from './sso-failure.js';

const HOST = 'https://login.test';
const TENANT = '5b1c7a2e-8d4f-4e0a-9c3b-2f6d8e1a7c40';
const OTHER_TENANT = 'a3d5f7b9-1c2e-4f60-8a9b-0c1d2e3f4a5b';
const OBJECT_ID = '3f2a9c1e-7b4d-4e8a-a1c6-0d9e5b7f2a31';
const NOW = 1_790_000_000_000;
const NOW_SECONDS = NOW / 1000;
const NONCE = 'nonce-of-this-attempt';
const CONFIG: SsoProviderConfig = {
  clientId: 'our-client',
  clientSecret: 'secret',
  authBaseUrl: HOST,
  tokenBaseUrl: HOST,
  profileBaseUrl: 'https://graph.test',
  tenant: 'common',
  issuerBaseUrl: HOST,
  jwksBaseUrl: HOST,
};

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let keySet: { keys: unknown[] };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  keySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256' }] };
});

function claimsFor(tid: string): JWTPayload {
  return {
    aud: CONFIG.clientId,
    iss: `${HOST}/${tid}/v2.0`,
    iat: NOW_SECONDS - 10,
    nbf: NOW_SECONDS - 10,
    exp: NOW_SECONDS + 3600,
    tid,
    oid: OBJECT_ID,
    sub: 'pairwise-subject',
    nonce: NONCE,
    email: 'Edsger@Contoso.test',
    preferred_username: 'edsger@contoso.test',
    name: 'Edsger Dijkstra',
    xms_edov: true,
    ver: '2.0',
  };
}

async function sign(
  changes: JWTPayload = {},
  header: { kid?: string; key?: CryptoKey } = {},
): Promise<string> {
  return new SignJWT({ ...claimsFor(TENANT), ...changes })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: header.kid ?? 'key-1' })
    .sign(header.key ?? signingKey);
}

/** Serves the key set the way Entra does, and counts the fetches. */
function createVerifier(): { verifier: MicrosoftIdTokenVerifier; fetched: string[] } {
  const fetched: string[] = [];
  const fakeFetch: typeof fetch = async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    fetched.push(url);
    return Response.json(keySet);
  };
  return {
    verifier: createMicrosoftIdTokenVerifier({ fetch: fakeFetch, timeoutMs: 1000 }),
    fetched,
  };
}

async function refusal(work: Promise<unknown>): Promise<SsoFailure> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SsoFailure))
    throw new Error(`Expected an SsoFailure, got ${String(error)}`);
  return error;
}

const expected = (config: Partial<SsoProviderConfig> = {}, nonce = NONCE) => ({
  config: { ...CONFIG, ...config },
  nonce,
  now: NOW,
});

describe('validating a Microsoft ID token', () => {
  it('answers tid, oid and the address with its proof, from the tenant key set', async () => {
    const { verifier, fetched } = createVerifier();
    expect(await verifier.verify(await sign(), expected())).toEqual({
      tid: TENANT,
      oid: OBJECT_ID,
      email: 'edsger@contoso.test',
      isEmailDomainVerified: true,
      name: 'Edsger Dijkstra',
      preferredUsername: 'edsger@contoso.test',
    });
    expect(fetched).toEqual([`${HOST}/common/discovery/v2.0/keys`]);
    // Cached: a second sign-in does not fetch the keys again.
    await verifier.verify(await sign(), expected());
    expect(fetched).toHaveLength(1);
  });

  it('proves the address only when xms_edov says so', async () => {
    const { verifier } = createVerifier();
    const without = await verifier.verify(await sign({ xms_edov: undefined }), expected());
    expect(without.isEmailDomainVerified).toBe(false);
    const denied = await verifier.verify(await sign({ xms_edov: false }), expected());
    expect(denied.isEmailDomainVerified).toBe(false);
  });

  it('refuses a bad signature and a key that is not in the set', async () => {
    const { verifier, fetched } = createVerifier();
    const forged = await refusal(verifier.verify(await sign({}, { key: otherKey }), expected()));
    expect(forged).toMatchObject({
      code: 'provider_error',
      message: expect.stringMatching(/signature/),
    });
    const unknown = await refusal(
      verifier.verify(await sign({}, { kid: 'key-2', key: otherKey }), expected()),
    );
    expect(unknown).toMatchObject({
      code: 'provider_error',
      message: expect.stringMatching(/key/),
    });
    // An unknown key id made it look again (key rollover) before refusing.
    expect(fetched.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a token for another audience, an expired one and one not valid yet', async () => {
    const { verifier } = createVerifier();
    const audience = await refusal(verifier.verify(await sign({ aud: 'another-app' }), expected()));
    expect(audience.message).toMatch(/aud/);
    const expired = await refusal(
      verifier.verify(await sign({ exp: NOW_SECONDS - 600 }), expected()),
    );
    expect(expired.message).toMatch(/expired/);
    const early = await refusal(
      verifier.verify(await sign({ nbf: NOW_SECONDS + 600 }), expected()),
    );
    expect(early.message).toMatch(/nbf/);
    // A small clock skew is tolerated.
    await expect(
      verifier.verify(await sign({ exp: NOW_SECONDS - 30 }), expected()),
    ).resolves.toMatchObject({ oid: OBJECT_ID });
  });

  it('refuses a nonce of another attempt as a forged callback', async () => {
    const { verifier } = createVerifier();
    const failure = await refusal(verifier.verify(await sign(), expected({}, 'another-nonce')));
    expect(failure.code).toBe('invalid_state');
    expect(
      (await refusal(verifier.verify(await sign({ nonce: undefined }), expected()))).code,
    ).toBe('provider_error');
  });

  it('refuses an issuer that is not the token tenant', async () => {
    const { verifier } = createVerifier();
    const otherIssuer = await sign({ iss: `${HOST}/${OTHER_TENANT}/v2.0` });
    expect((await refusal(verifier.verify(otherIssuer, expected()))).message).toMatch(/issuer/);
    const foreignHost = await sign({ iss: `https://evil.test/${TENANT}/v2.0` });
    expect((await refusal(verifier.verify(foreignHost, expected()))).message).toMatch(/issuer/);
    const notGuid = await sign({ tid: 'common', iss: `${HOST}/common/v2.0` });
    expect((await refusal(verifier.verify(notGuid, expected()))).code).toBe('provider_error');
  });

  it('accepts only the configured directory, and personal accounts only where allowed', async () => {
    const { verifier } = createVerifier();
    const ours = await sign();
    await expect(verifier.verify(ours, expected({ tenant: TENANT }))).resolves.toMatchObject({
      tid: TENANT,
    });
    const theirs = await sign({ tid: OTHER_TENANT, iss: `${HOST}/${OTHER_TENANT}/v2.0` });
    expect((await refusal(verifier.verify(theirs, expected({ tenant: TENANT })))).message).toMatch(
      /directory/,
    );
    const personal = await sign({
      tid: MICROSOFT_CONSUMER_TENANT,
      iss: `${HOST}/${MICROSOFT_CONSUMER_TENANT}/v2.0`,
    });
    await refusal(verifier.verify(personal, expected({ tenant: 'organizations' })));
    await expect(
      verifier.verify(personal, expected({ tenant: 'consumers' })),
    ).resolves.toBeDefined();
    await refusal(verifier.verify(ours, expected({ tenant: 'consumers' })));
  });
});
