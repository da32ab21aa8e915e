import {
  API_KEY_NOT_ACCEPTED_MESSAGE,
  capApiKeyRole,
  describeApiKeyRateLimit,
} from '@utmost/ads-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-token.js';
import { isBearerRequest } from '../auth/bearer-requests.js';
import { hashSecretToken } from '../../../core/security/secret-tokens.js';
import { API_KEY_PREFIX } from '../auth/api-key-prefix.js';
import { ACCESS_COOKIE } from '../auth/session-cookies.js';
import { findLiveApiKeyByHash, touchApiKey } from '../repositories/api-key-repository.js';
import { isSessionFamilyLive } from '../repositories/session-repository.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import { AppError } from '../../../core/errors/app-error.js';
import { RATE_LIMITS, enforceRateLimit } from '../services/rate-limit-service.js';

const LAST_USED_RESOLUTION_MS = 60_000;

const API_KEY_REFUSED = 'The API key is not valid or was revoked.';

type SecurityHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One check per security scheme of the contract; each sets `request.caller` or throws. When an
 * operation accepts either scheme, fastify-openapi-glue tries them in the contract's order.
 */
export function createSecurityHandlers(
  deps: Pick<ServiceDependencies, 'db' | 'settings' | 'now'>,
): Record<'cookieSession' | 'apiKey', SecurityHandler> {
  return {
    cookieSession: async (request) => {
      // A request that carries a key is the key's alone, even when its cookies hold a session.
      // On an operation for people only that is a 403 saying so; where keys are accepted too, the
      // answer explains the key's own check instead (findTellingSecurityError).
      if (isBearerRequest(request)) throw new AppError('FORBIDDEN', API_KEY_NOT_ACCEPTED_MESSAGE);
      const token = request.cookies[ACCESS_COOKIE];
      if (!token) throw new AppError('UNAUTHORIZED');
      const now = deps.now();
      const claims = verifyAccessToken(deps.settings.accessTokenKey, token, now);
      // Checking the family makes logout and "sign out everywhere" immediate, not 15 minutes late.
      if (!claims || !(await isSessionFamilyLive(deps.db, claims.userId, claims.familyId, now))) {
        throw new AppError('UNAUTHORIZED');
      }
      request.caller = { kind: 'user', userId: claims.userId, familyId: claims.familyId };
    },
    apiKey: async (request) => {
      const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      const secret = match?.[1];
      if (!secret?.startsWith(API_KEY_PREFIX)) throw new AppError('UNAUTHORIZED');
      const live = await findLiveApiKeyByHash(deps.db, hashSecretToken(secret));
      // A key never outlives its maker's rights (DESIGN §4). Removal and demotion revoke or lower
      // the maker's keys as they happen; this check holds the rule for any other way out.
      if (!live?.creatorRole) throw new AppError('UNAUTHORIZED', API_KEY_REFUSED);
      const { key, creatorRole } = live;
      // Counted per key before any work: a runaway script gets 429 before it spends the platforms'
      // quotas. A refused key (above) counts nothing.
      await enforceRateLimit(deps, RATE_LIMITS.apiKey, key.id, (_minutes, seconds) =>
        describeApiKeyRateLimit(seconds),
      );
      await touchApiKey(deps.db, key.id, deps.now(), LAST_USED_RESOLUTION_MS);
      request.caller = {
        kind: 'apiKey',
        apiKeyId: key.id,
        organizationId: key.organizationId,
        role: capApiKeyRole(key.role, creatorRole),
      };
    },
  };
}
