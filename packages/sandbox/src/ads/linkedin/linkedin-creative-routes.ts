import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import type { LinkedInPost } from '../seed/linkedin-types.js';
import { canWrite, findRole } from './linkedin-access.js';
import { readListParameter, readUrnId } from './linkedin-criteria.js';
import {
  describeAccessDenied,
  describeIllegalArgument,
  describeNotFound,
} from './linkedin-errors.js';
import { collectPage, fingerprintFinder, readPageRequest } from './linkedin-paging.js';
import {
  findAccount,
  handleLinkedIn,
  isWireError,
  LINKEDIN_API_PREFIX,
  type LinkedInCall,
} from './linkedin-route-kit.js';
import { updateCreative, updatePost } from './linkedin-updates.js';
import { toCreativeJson, toPostJson } from './linkedin-wire.js';

// Creatives (criteria finder, get, PARTIAL_UPDATE) and the posts sponsored content points at.

const P = LINKEDIN_API_PREFIX;

function readPartialUpdateMethod(call: LinkedInCall) {
  const method = call.request.headers['x-restli-method'];
  return String(method ?? '').toUpperCase() === 'PARTIAL_UPDATE'
    ? null
    : describeIllegalArgument('POST on an entity needs the X-RestLi-Method: PARTIAL_UPDATE header');
}

/** Positions of the creatives the finder looks at, in answer order. */
function listCreativePositions(call: LinkedInCall, data: LinkedInAccountData): number[] {
  const campaigns = readListParameter(call.parameters.get('campaigns'), 'campaigns');
  const positions = campaigns
    ? campaigns.flatMap((urn) => [...data.listCreativePositions(readUrnId(urn, 'campaign'))])
    : Array.from({ length: data.creativeCount }, (_, position) => position);
  if (call.parameters.get('sortOrder') === 'DESCENDING') positions.reverse();
  return positions;
}

function findPost(
  context: SandboxContext,
  urn: string,
): { post: LinkedInPost; data: LinkedInAccountData } | null {
  for (const data of context.ads.linkedin.values()) {
    const post = data.findPost(urn);
    if (post) return { post: context.ads.readLinkedInPost(post), data };
  }
  return null;
}

export function registerLinkedInCreativeRoutes(
  app: FastifyInstance,
  context: SandboxContext,
): void {
  app.get(
    `${P}/adAccounts/:accountId/creatives`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:creatives', resource: 'creatives.FINDER-criteria' },
      (call) => {
        const { accountId } = call.request.params as { accountId: string };
        const found = findAccount(call, accountId, 'creatives.FINDER-criteria');
        if (isWireError(found)) return found;
        if (call.parameters.get('q') !== 'criteria')
          return describeIllegalArgument('The creatives finder is q=criteria');
        const page = readPageRequest(
          call.parameters,
          fingerprintFinder(`creatives/${accountId}`, call.parameters),
        );
        if (isWireError(page)) return page;
        const { data } = found;
        const statuses = readListParameter(
          call.parameters.get('intendedStatuses'),
          'intendedStatuses',
        );
        const wanted = readListParameter(call.parameters.get('creatives'), 'creatives')?.map(
          (urn) => readUrnId(urn, 'creative'),
        );
        const isTest = call.parameters.get('isTestAccount');
        const positions = listCreativePositions(call, data);
        return {
          status: 200,
          body: collectPage(page, function* (start) {
            for (let position = start; position < positions.length; position += 1) {
              const creative = context.ads.readLinkedInCreative(
                data.creativeAt(positions[position] ?? 0),
              );
              const isMatch =
                (statuses === null || statuses.includes(creative.intendedStatus)) &&
                (wanted === undefined || wanted.includes(creative.id)) &&
                (isTest === undefined || isTest === String(data.account.isTest));
              yield { position, element: isMatch ? toCreativeJson(data, creative) : null };
            }
          }),
        };
      },
    ),
  );

  const findCreative = (call: LinkedInCall, resource: string) => {
    const { accountId, creativeUrn } = call.request.params as {
      accountId: string;
      creativeUrn: string;
    };
    const found = findAccount(call, accountId, resource);
    if (isWireError(found)) return found;
    if (!/^urn:li:sponsoredCreative:\d+$/.test(creativeUrn))
      return describeIllegalArgument(`${creativeUrn} is not a sponsoredCreative URN`);
    const seed = found.data.findCreative(readUrnId(creativeUrn, 'creative'));
    if (!seed)
      return describeNotFound(`Creative ${creativeUrn} does not exist in account ${accountId}`);
    return { ...found, creative: context.ads.readLinkedInCreative(seed) };
  };

  app.get(
    `${P}/adAccounts/:accountId/creatives/:creativeUrn`,
    handleLinkedIn(context, { fault: 'linkedin:creatives', resource: 'creatives.GET' }, (call) => {
      const found = findCreative(call, 'creatives.GET');
      if (isWireError(found)) return found;
      return { status: 200, body: toCreativeJson(found.data, found.creative) };
    }),
  );

  app.post(
    `${P}/adAccounts/:accountId/creatives/:creativeUrn`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:partialUpdate', resource: 'creatives.PARTIAL_UPDATE', isWrite: true },
      (call) => {
        const wrongMethod = readPartialUpdateMethod(call);
        if (wrongMethod) return wrongMethod;
        const found = findCreative(call, 'creatives.PARTIAL_UPDATE');
        if (isWireError(found)) return found;
        if (!canWrite(found.role)) return describeAccessDenied('creatives.PARTIAL_UPDATE');
        const error = updateCreative(
          context.ads,
          found.data,
          found.creative,
          call.request.body,
          context.now(),
        );
        return error ?? { status: 204 };
      },
    ),
  );

  app.get(
    `${P}/posts/:postUrn`,
    handleLinkedIn(context, { fault: 'linkedin:posts', resource: 'posts.GET' }, (call) => {
      const { postUrn } = call.request.params as { postUrn: string };
      const found = findPost(context, postUrn);
      if (!found) return describeNotFound(`Post ${postUrn} does not exist`);
      if (findRole(call.login, found.data.account.id) === null)
        return describeAccessDenied('posts.GET');
      return { status: 200, body: toPostJson(found.post) };
    }),
  );

  app.post(
    `${P}/posts/:postUrn`,
    handleLinkedIn(
      context,
      { fault: 'linkedin:partialUpdate', resource: 'posts.PARTIAL_UPDATE', isWrite: true },
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
