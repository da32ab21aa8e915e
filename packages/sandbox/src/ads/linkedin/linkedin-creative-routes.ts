import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import { canWrite } from './linkedin-access.js';
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
  readPartialUpdateMethod,
  type LinkedInCall,
} from './linkedin-route-kit.js';
import { updateCreative } from './linkedin-updates.js';
import { toCreativeJson } from './linkedin-wire.js';

// Creatives: the criteria finder, get and PARTIAL_UPDATE (posts: linkedin-post-routes.ts).

const P = LINKEDIN_API_PREFIX;

/** Positions of the creatives the finder looks at, in answer order. */
function listCreativePositions(call: LinkedInCall, data: LinkedInAccountData): number[] {
  const campaigns = readListParameter(call.parameters.get('campaigns'), 'campaigns');
  const positions = campaigns
    ? campaigns.flatMap((urn) => [...data.listCreativePositions(readUrnId(urn, 'campaign'))])
    : Array.from({ length: data.creativeCount }, (_, position) => position);
  if (call.parameters.get('sortOrder') === 'DESCENDING') positions.reverse();
  return positions;
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
}
