import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { DEFAULT_CONTROL_KEY_HEADER, registerSandbox, type SandboxOptions } from '@utmost/sandbox';
import Fastify from 'fastify';
import type {
  AdPlatform,
  OAuthTokens,
  PlatformCredentials,
  PlatformOAuth,
} from '../../src/ad-platform.js';
import { createGooglePlatform } from '../../src/google/google-platform.js';
import type { HttpOptions } from '../../src/http/http-runtime.js';
import { createLinkedInPlatform } from '../../src/linkedin/linkedin-platform.js';
import { createPkcePair } from '../../src/oauth/pkce.js';
import { PlatformError } from '../../src/platform-error.js';
import { sandboxPlatformUrls } from '../../src/platform-urls.js';

// The real sandbox over real HTTP for the contract suite: a Fastify app with the sandbox mounted at
// /sandbox, listening on a free local port, plus the pieces a client needs that the API would
// otherwise provide (a browserless OAuth connect, credentials that refresh, the control routes).

export const REDIRECT_URI = 'http://127.0.0.1/api/v1/callback';

export interface SandboxHarness {
  /** e.g. http://127.0.0.1:41234/sandbox */
  sandboxUrl: string;
  close(): Promise<void>;
  /** Calls a test-only control route (`/_control/…`) and insists on success. */
  control(path: string, body?: unknown, method?: 'POST' | 'DELETE'): Promise<unknown>;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startSandbox(
  options: Omit<SandboxOptions, 'publicUrl'> = {},
): Promise<SandboxHarness> {
  // The sandbox writes its public URL into issuers, so it must know the port before it listens.
  const port = await findFreePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = Fastify();
  // The control routes exist only behind a key; this harness is the only one that knows it.
  const controlKey = randomBytes(24).toString('base64url');
  await registerSandbox(app, { ...options, publicUrl, control: { key: controlKey } });
  await app.listen({ port, host: '127.0.0.1' });
  const sandboxUrl = `${publicUrl}/sandbox`;
  return {
    sandboxUrl,
    close: () => app.close(),
    async control(path, body, method = 'POST') {
      const response = await fetch(`${sandboxUrl}/_control/${path}`, {
        method,
        headers: {
          [DEFAULT_CONTROL_KEY_HEADER]: controlKey,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`control ${path}: ${response.status} ${text}`);
      return text === '' ? null : (JSON.parse(text) as unknown);
    },
  };
}

/** Authorize with a demo identity's login_hint (approved at once), then exchange the code. */
/** A consent through the sandbox; `extraScopes` as a connect for a purpose asks for them. */
export async function connectLogin(
  oauth: PlatformOAuth,
  email: string,
  extraScopes?: readonly string[],
): Promise<OAuthTokens> {
  const { codeVerifier, codeChallenge } = createPkcePair();
  const state = `contract-${Math.random().toString(36).slice(2)}`;
  const url = oauth.buildAuthorizationUrl({
    state,
    codeChallenge,
    redirectUri: REDIRECT_URI,
    loginHint: email,
    ...(extraScopes === undefined ? {} : { extraScopes }),
  });
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) {
    throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  }
  const callback = new URL(location);
  if (callback.searchParams.get('state') !== state) throw new Error('state was not echoed');
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error(`no code in ${location}`);
  return oauth.exchangeCode({ code, codeVerifier, redirectUri: REDIRECT_URI });
}

export interface LoginCredentials extends PlatformCredentials {
  readonly tokens: OAuthTokens;
  readonly refreshCount: number;
}

/** What the API does for a stored login: hand out the access token, refresh it when forced. */
export function createLoginCredentials(
  oauth: PlatformOAuth,
  initial: OAuthTokens,
): LoginCredentials {
  let tokens = initial;
  let refreshCount = 0;
  return {
    get tokens() {
      return tokens;
    },
    get refreshCount() {
      return refreshCount;
    },
    async getAccessToken(options) {
      if (options?.forceRefresh) {
        if (tokens.refreshToken === null) {
          throw new PlatformError({
            code: 'AUTH_REVOKED',
            message: 'no refresh token',
            httpStatus: null,
            platformCode: null,
          });
        }
        const next = await oauth.refreshTokens(tokens.refreshToken);
        tokens = { ...next, refreshToken: next.refreshToken ?? tokens.refreshToken };
        refreshCount += 1;
      }
      return tokens.accessToken;
    },
  };
}

/** Real fetch; sleeps are recorded and shortened to 1 ms so Retry-After tests stay fast. */
export function createContractHttp(): { http: HttpOptions; sleeps: number[] } {
  const sleeps: number[] = [];
  return {
    sleeps,
    http: {
      sleep: async (milliseconds) => {
        sleeps.push(milliseconds);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
      retry: { maxAttempts: 3, baseDelayMs: 50, maxDelayMs: 200, maxRetryAfterMs: 60_000 },
      timeoutMs: 20_000,
    },
  };
}

/**
 * The Google client over the sandbox with the contract's HTTP (sleeps recorded, not waited);
 * `observe` sees each request before it is sent (what a test counts or checks).
 */
export function createSandboxGoogle(
  harness: SandboxHarness,
  options: {
    observe?: (input: string | URL | Request, init?: RequestInit) => void;
    developerToken?: string;
  } = {},
): { google: AdPlatform; sleeps: number[] } {
  const contractHttp = createContractHttp();
  const google = createGooglePlatform({
    ...sandboxPlatformUrls(harness.sandboxUrl).google,
    ...(options.developerToken === undefined ? {} : { developerToken: options.developerToken }),
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: {
      ...contractHttp.http,
      fetch: (input, init) => {
        options.observe?.(input, init);
        return globalThis.fetch(input, init);
      },
    },
  });
  return { google, sleeps: contractHttp.sleeps };
}

/**
 * A platform client over the sandbox with one login connected: the setup most contract files
 * share. The Google client is sent no developer token (optional since Google's sunset).
 */
export async function connectContractClient(
  harness: SandboxHarness,
  platform: 'google' | 'linkedin',
  email: string,
  extraScopes?: readonly string[],
): Promise<{ client: AdPlatform; credentials: LoginCredentials }> {
  const config = {
    clientId: 'utmost-contract',
    clientSecret: 'contract-secret',
    http: createContractHttp().http,
  };
  const urls = sandboxPlatformUrls(harness.sandboxUrl);
  const client =
    platform === 'google'
      ? createGooglePlatform({ ...urls.google, ...config })
      : createLinkedInPlatform({ ...urls.linkedin, ...config });
  const credentials = createLoginCredentials(
    client.oauth,
    await connectLogin(client.oauth, email, extraScopes),
  );
  return { client, credentials };
}
