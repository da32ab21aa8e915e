import type { OperationHandler } from '../../../core/http/operation-types.js';
import { requireCaller } from '../../identity/index.js';
import {
  listOrganizationSearchTermRuns,
  validateSearchTerms,
  type SearchTermRunServiceDependencies,
} from '../services/search-term-run-service.js';
import { presentSearchTermRun } from './search-term-presenters.js';

/** Search-term validation runs (spec §7: validate, jobruns). */
export function createSearchTermHandlers(deps: SearchTermRunServiceDependencies): {
  validateSearchTerms: OperationHandler<'validateSearchTerms'>;
  listSearchTermJobRuns: OperationHandler<'listSearchTermJobRuns'>;
} {
  return {
    validateSearchTerms: async (request, reply) => {
      const runs = await validateSearchTerms(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body.adAccounts,
      );
      reply.code(202);
      return { content: runs.map(presentSearchTermRun) };
    },
    listSearchTermJobRuns: async (request) => {
      const runs = await listOrganizationSearchTermRuns(
        deps,
        requireCaller(request),
        request.query.organization_id,
      );
      return { content: runs.map(presentSearchTermRun) };
    },
  };
}
