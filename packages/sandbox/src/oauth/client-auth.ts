import type { SandboxClient } from '../context.js';
import type { ClientAuthMethod, TokenErrorKind } from './provider-profile.js';

// Client authentication at the token (and LinkedIn revoke) endpoint: client_secret_post or HTTP
// Basic (RFC 6749 §2.3.1, where id and secret are form-urlencoded before base64).

export type ClientAuthentication =
  { isAuthenticated: true; clientId: string } | { isAuthenticated: false; kind: TokenErrorKind };

interface Credentials {
  method: ClientAuthMethod;
  clientId: string;
  clientSecret: string;
}

function readBasicCredentials(authorization: string | undefined): Credentials | null | 'malformed' {
  if (authorization === undefined) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization);
  if (!match?.[1]) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return 'malformed';
  try {
    return {
      method: 'client_secret_basic',
      clientId: decodeURIComponent(decoded.slice(0, separator).replace(/\+/g, ' ')),
      clientSecret: decodeURIComponent(decoded.slice(separator + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return 'malformed';
  }
}

export function authenticateClient(
  authorization: string | undefined,
  body: Record<string, string>,
  allowedMethods: ClientAuthMethod[],
  expectedClients: SandboxClient[] | undefined,
): ClientAuthentication {
  const basic = readBasicCredentials(authorization);
  if (basic === 'malformed') return { isAuthenticated: false, kind: 'request_malformed' };
  const bodyClientId = body.client_id ?? '';
  const bodySecret = body.client_secret ?? '';
  if (basic !== null && bodySecret !== '') {
    // RFC 6749 §2.3: a client must not use more than one authentication method per request.
    return { isAuthenticated: false, kind: 'request_malformed' };
  }
  const credentials: Credentials | null =
    basic ??
    (bodyClientId === ''
      ? null
      : { method: 'client_secret_post', clientId: bodyClientId, clientSecret: bodySecret });
  if (credentials === null) return { isAuthenticated: false, kind: 'client_id_missing' };
  if (basic !== null && bodyClientId !== '' && bodyClientId !== basic.clientId) {
    return { isAuthenticated: false, kind: 'request_malformed' };
  }
  if (!allowedMethods.includes(credentials.method)) {
    return { isAuthenticated: false, kind: 'auth_method_unsupported' };
  }
  if (credentials.clientSecret === '')
    return { isAuthenticated: false, kind: 'client_secret_missing' };
  if (expectedClients !== undefined && expectedClients.length > 0) {
    const client = expectedClients.find((candidate) => candidate.clientId === credentials.clientId);
    if (!client) return { isAuthenticated: false, kind: 'client_unknown' };
    if (client.clientSecret !== credentials.clientSecret) {
      return { isAuthenticated: false, kind: 'client_secret_wrong' };
    }
  }
  return { isAuthenticated: true, clientId: credentials.clientId };
}

export function isKnownClientId(
  clientId: string,
  expectedClients: SandboxClient[] | undefined,
): boolean {
  if (expectedClients === undefined || expectedClients.length === 0) return clientId.length > 0;
  return expectedClients.some((client) => client.clientId === clientId);
}
