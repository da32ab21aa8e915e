import type { OAuthTokens } from '@utmost/platforms';
import { createValueSealer } from '../../../core/security/sealed-value.js';
import type {
  PlatformAccountRow,
  SealedTokens,
} from '../repositories/platform-account-repository.js';

// Platform tokens at rest (DESIGN §3): AES-256-GCM under a key derived from APP_SECRET for this
// purpose only, so a value sealed for the sign-in cookie cannot be opened as a token, or the reverse.

const TOKEN_PURPOSE = 'platform-tokens';

export interface PlatformTokenSealer {
  seal(tokens: OAuthTokens): SealedTokens;
  /** Undefined when none is stored or it cannot be opened (another APP_SECRET, tampering). */
  openAccessToken(login: Pick<PlatformAccountRow, 'accessTokenSealed'>): string | undefined;
  openRefreshToken(login: Pick<PlatformAccountRow, 'refreshTokenSealed'>): string | undefined;
}

export function createPlatformTokenSealer(appSecret: string): PlatformTokenSealer {
  const sealer = createValueSealer(appSecret, TOKEN_PURPOSE);
  const open = (sealed: string | null) => (sealed === null ? undefined : sealer.open(sealed));
  return {
    seal: (tokens) => ({
      accessTokenSealed: sealer.seal(tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken === null ? null : sealer.seal(tokens.refreshToken),
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
      scopes: tokens.scopes,
    }),
    openAccessToken: (login) => open(login.accessTokenSealed),
    openRefreshToken: (login) => open(login.refreshTokenSealed),
  };
}
