import { API_KEY_NOT_ACCEPTED_MESSAGE, type ApiKeyRole } from '@utmost/ads-sdk';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../core/errors/app-error.js';

/** A signed-in person, from the access cookie. Their organizations are read per request. */
export interface UserCaller {
  kind: 'user';
  userId: string;
  /** The refresh-token family of this session (logout revokes it). */
  familyId: string;
}

/** A script with an organization API key: one organization, one role. */
export interface ApiKeyCaller {
  kind: 'apiKey';
  apiKeyId: string;
  organizationId: string;
  role: ApiKeyRole;
}

export type Caller = UserCaller | ApiKeyCaller;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the security handlers of a protected operation. */
    caller?: Caller;
  }
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}

/** For operations only a person may call (the contract gives them `cookieSession` only). */
export function requireUserCaller(request: FastifyRequest): UserCaller {
  const caller = requireCaller(request);
  if (caller.kind !== 'user') throw new AppError('FORBIDDEN', API_KEY_NOT_ACCEPTED_MESSAGE);
  return caller;
}
