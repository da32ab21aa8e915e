import type { Middleware } from 'openapi-fetch';
import { copyRequest } from '../copy-request.js';

export const WORKSPACE_ID_QUERY_PARAMETER = 'workspace_id';

/**
 * Adds `?workspace_id=` to every request while a workspace is chosen (spec §7). A value the caller
 * passed explicitly in `params.query` wins.
 */
export function createWorkspaceIdMiddleware(
  getWorkspaceId: () => string | null | undefined,
): Middleware {
  return {
    async onRequest({ request }) {
      const workspaceId = getWorkspaceId();
      if (!workspaceId) return undefined;
      const url = new URL(request.url);
      if (url.searchParams.has(WORKSPACE_ID_QUERY_PARAMETER)) return undefined;
      url.searchParams.set(WORKSPACE_ID_QUERY_PARAMETER, workspaceId);
      return copyRequest(request, { url: url.toString() });
    },
  };
}
