import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { WireError } from '../../oauth/provider-profile.js';
import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import type { LinkedInPost } from '../seed/linkedin-types.js';
import { canWrite, findRole } from './linkedin-access.js';
import { readListParameter } from './linkedin-criteria.js';
import {
  describeAccessDenied,
  describeIllegalArgument,
  describeNotFound,
} from './linkedin-errors.js';
import {
  handleLinkedIn,
  isWireError,
  LINKEDIN_API_PREFIX,
  readPartialUpdateMethod,
  type LinkedInCall,
} from './linkedin-route-kit.js';
import { updatePost } from './linkedin-updates.js';
import { toPostJson } from './linkedin-wire.js';

// The posts sponsored content points at: GET one, BATCH_GET many (`posts?ids=List(…)`, answered
// per urn in `results` / `statuses` / `errors`, as Rest.li batch reads are), PARTIAL_UPDATE. Reading
// needs r_organization_social, changing w_organization_social, not the ads scopes (Posts API,
// https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api): a
// token without them is refused 403 ACCESS_DENIED as a whole call.

const READ_POST_SCOPES = ['r_organization_social'];
const WRITE_POST_SCOPES = ['w_organization_social'];

const P = LINKEDIN_API_PREFIX;
const POST_URN = /^urn:li:(share|ugcPost):\d+$/;

/** Ids one BATCH_GET takes [unconfirmed: LinkedIn publishes no figure for posts]. */
export const POSTS_BATCH_MAX_IDS = 100;

interface FoundPost {
  post: LinkedInPost;
  data: LinkedInAccountData;
}

function findPost(context: SandboxContext, urn: string): FoundPost | null {
  for (const data of context.ads.linkedin.values()) {
    const post = data.findPost(urn);
    if (post) return { post: context.ads.readLinkedInPost(post), data };
  }
  return null;
}

/** A post the caller may read: one of their accounts' posts. */
function findReadablePost(
  call: LinkedInCall,
  urn: string,
  resource: string,
): FoundPost | WireError {
  const found = findPost(call.context, urn);
  if (!found) return describeNotFound(`Post ${urn} does not exist`);
  if (findRole(call.login, found.data.account.id) === null) return describeAccessDenied(resource);
  return found;
}

/**
 * Batch map keys are the ids as encoded in the URL: LinkedIn's own clients call them "encoded
 * entity ids" [unconfirmed whether the live API decodes them; clients should accept both].
 */
function encodeBatchKey(urn: string): string {
  return encodeURIComponent(urn);
}

function answerBatchGet(call: LinkedInCall) {
  const resource = 'posts.BATCH_GET';
  const ids = readListParameter(call.parameters.get('ids'), 'ids');
  if (ids === null || ids.length === 0) {
    const finder = call.parameters.get('q');
    return describeIllegalArgument(
      finder === undefined ? 'BATCH_GET needs ids=List(…)' : `Unknown finder q=${finder}`,
    );
  }
  const urns = [...new Set(ids)];
  if (urns.length > POSTS_BATCH_MAX_IDS)
    return describeIllegalArgument(
      `A batch request takes at most ${POSTS_BATCH_MAX_IDS} ids, got ${urns.length}`,
    );
  const malformed = urns.find((urn) => !POST_URN.test(urn));
  if (malformed !== undefined)
    return describeIllegalArgument(`${malformed} is not a share or ugcPost URN`);

  const results: Record<string, unknown> = {};
  const statuses: Record<string, number> = {};
  const errors: Record<string, unknown> = {};
  for (const urn of urns) {
    const key = encodeBatchKey(urn);
    const found = findReadablePost(call, urn, resource);
    if (isWireError(found)) {
      statuses[key] = found.status;
      errors[key] = found.body;
    } else {
      statuses[key] = 200;
      results[key] = toPostJson(found.post);
    }
  }
  return { status: 200, body: { results, statuses, errors } };
}

export function registerLinkedInPostRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get(
    `${P}/posts`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:posts', resource: 'posts.BATCH_GET', scopes: READ_POST_SCOPES },
      answerBatchGet,
    ),
  );

  app.get(
    `${P}/posts/:postUrn`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:posts', resource: 'posts.GET', scopes: READ_POST_SCOPES },
      (call) => {
        const { postUrn } = call.request.params as { postUrn: string };
        const found = findReadablePost(call, postUrn, 'posts.GET');
        if (isWireError(found)) return found;
        return { status: 200, body: toPostJson(found.post) };
      },
    ),
  );

  app.post(
    `${P}/posts/:postUrn`,
    handleLinkedIn(
      context,
      {
        fault: 'linkedin:partialUpdate',
        resource: 'posts.PARTIAL_UPDATE',
        isWrite: true,
        scopes: WRITE_POST_SCOPES,
      },
      (call) => {
        const wrongMethod = readPartialUpdateMethod(call);
        if (wrongMethod) return wrongMethod;
        const { postUrn } = call.request.params as { postUrn: string };
        const found = findPost(context, postUrn);
        if (!found) return describeNotFound(`Post ${postUrn} does not exist`);
        if (!canWrite(findRole(call.login, found.data.account.id)))
          return describeAccessDenied('posts.PARTIAL_UPDATE');
        const error = updatePost(context.ads, found.post, call.request.body, context.now());
        return error ?? { status: 204 };
      },
    ),
  );
}
