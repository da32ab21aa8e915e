import type { Middleware } from 'openapi-fetch';
import { OPERATIONS_TAKING_ORGANIZATION_ID } from '../../generated/enums.js';
import { copyRequest } from '../copy-request.js';

export const ORGANIZATION_ID_QUERY_PARAMETER = 'organization_id';

const TAKING_ORGANIZATION: ReadonlySet<string> = new Set(OPERATIONS_TAKING_ORGANIZATION_ID);

/**
 * Adds the client's `organizationId` as `?organization_id=` to every operation that takes one
 * (an API key belongs to one organization, so a script names it once). A value passed in
 * `params.query` wins; operations without the parameter are left alone, as the API refuses
 * unknown query parameters.
 */
export function createDefaultOrganizationMiddleware(organizationId: string): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!TAKING_ORGANIZATION.has(`${request.method} ${schemaPath}`)) return undefined;
      const url = new URL(request.url);
      if (url.searchParams.has(ORGANIZATION_ID_QUERY_PARAMETER)) return undefined;
      url.searchParams.set(ORGANIZATION_ID_QUERY_PARAMETER, organizationId);
      return copyRequest(request, { url: url.toString() });
    },
  };
}
