import type { OAuthEndpoints } from './oauth/oauth-client.js';

// Every host a client talks to, for the real platforms and for the sandbox (which keeps each real
// path under one prefix per host, see packages/sandbox/README.md), so the API's config only picks one.

export interface PlatformEndpoints extends OAuthEndpoints {
  apiBaseUrl: string;
}

export interface PlatformUrls {
  google: PlatformEndpoints;
  linkedin: PlatformEndpoints;
}

export function livePlatformUrls(): PlatformUrls {
  return {
    google: {
      apiBaseUrl: 'https://googleads.googleapis.com',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    linkedin: {
      apiBaseUrl: 'https://api.linkedin.com/rest',
      authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
      tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
      revokeUrl: 'https://www.linkedin.com/oauth/v2/revoke',
      userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    },
  };
}

/** `sandboxBaseUrl` is where the sandbox is mounted, e.g. `http://localhost:3000/sandbox`. */
export function sandboxPlatformUrls(sandboxBaseUrl: string): PlatformUrls {
  const base = sandboxBaseUrl.replace(/\/+$/, '');
  return {
    google: {
      apiBaseUrl: `${base}/google-ads`,
      authorizeUrl: `${base}/google/o/oauth2/v2/auth`,
      tokenUrl: `${base}/google/token`,
      revokeUrl: `${base}/google/revoke`,
      userinfoUrl: `${base}/google/v1/userinfo`,
    },
    linkedin: {
      apiBaseUrl: `${base}/linkedin-api/rest`,
      authorizeUrl: `${base}/linkedin/oauth/v2/authorization`,
      tokenUrl: `${base}/linkedin/oauth/v2/accessToken`,
      revokeUrl: `${base}/linkedin/oauth/v2/revoke`,
      userinfoUrl: `${base}/linkedin/v2/userinfo`,
    },
  };
}
