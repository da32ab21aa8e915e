import {
  createHash,
  generateKeyPairSync,
  sign,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

// One RSA key per sandbox instance, made at start: ID tokens verify only against the JWKS of the
// running sandbox, like a real provider's rotating keys, and no private key is ever committed.

export interface PublicJwk extends JsonWebKey {
  kty: 'RSA';
  kid: string;
  use: 'sig';
  alg: 'RS256';
  n: string;
  e: string;
}

export interface SigningKey {
  kid: string;
  publicJwk: PublicJwk;
  signJwt(claims: Record<string, unknown>): string;
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** RFC 7638 thumbprint: a stable key id derived from the public key itself. */
function computeThumbprint(n: string, e: string): string {
  const canonical = JSON.stringify({ e, kty: 'RSA', n });
  return createHash('sha256').update(canonical).digest('base64url');
}

export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return buildSigningKey(privateKey, publicKey);
}

function buildSigningKey(privateKey: KeyObject, publicKey: KeyObject): SigningKey {
  const exported = publicKey.export({ format: 'jwk' });
  if (typeof exported.n !== 'string' || typeof exported.e !== 'string') {
    throw new Error('The generated RSA key has no modulus or exponent');
  }
  const kid = computeThumbprint(exported.n, exported.e);
  const publicJwk: PublicJwk = {
    kty: 'RSA',
    kid,
    use: 'sig',
    alg: 'RS256',
    n: exported.n,
    e: exported.e,
  };
  return {
    kid,
    publicJwk,
    signJwt(claims) {
      const signingInput = `${encodeJson({ alg: 'RS256', kid, typ: 'JWT' })}.${encodeJson(claims)}`;
      const signature = sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url');
      return `${signingInput}.${signature}`;
    },
  };
}

/** OIDC `at_hash`: the left half of the SHA-256 of the access token, base64url-encoded. */
export function computeAccessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}
