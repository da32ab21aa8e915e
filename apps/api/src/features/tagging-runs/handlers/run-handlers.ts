import { DEFAULT_UPDATE_MODE } from '@utmost/ads-sdk';
import { requireCaller } from '../../identity/index.js';
import {
  getOrganizationRunMetadata,
  listOrganizationNotSupported,
  listOrganizationRunAccounts,
  listOrganizationRunDetails,
  listOrganizationRunHistory,
} from '../services/run-history-service.js';
import {
  getTaggingJobRun,
  listTaggingJobRuns,
  startTaggingRuns,
  type RunServiceDependencies,
} from '../services/tagging-run-service.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import {
  presentJobRun,
  presentRunDetail,
  presentRunHistoryRow,
  presentRunMetadata,
  presentRunOutcome,
  presentTaggingRunView,
} from './run-presenters.js';

/** Tagging runs and their history (spec §7 autoUrlTemplate, jobruns, run-history). */
export function createRunHandlers(deps: RunServiceDependencies): {
  startTaggingRun: OperationHandler<'startTaggingRun'>;
  listTaggingJobRuns: OperationHandler<'listTaggingJobRuns'>;
  getTaggingJobRun: OperationHandler<'getTaggingJobRun'>;
  listRunHistory: OperationHandler<'listRunHistory'>;
  listRunHistoryAccounts: OperationHandler<'listRunHistoryAccounts'>;
  listRunDetails: OperationHandler<'listRunDetails'>;
  getRunMetadata: OperationHandler<'getRunMetadata'>;
  listNotSupported: OperationHandler<'listNotSupported'>;
} {
  const { db, now } = deps.adPlatforms;
  return {
    startTaggingRun: async (request) => {
      const outcomes = await startTaggingRuns(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
        {
          resourceNames: request.body.adAccounts,
          mode: request.query.update_api ?? DEFAULT_UPDATE_MODE,
          shouldWait: request.query.wait ?? true,
        },
      );
      return { content: outcomes.map(presentRunOutcome) };
    },
    listTaggingJobRuns: async (request) => {
      const runs = await listTaggingJobRuns(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
      );
      return { content: runs.map(presentJobRun) };
    },
    getTaggingJobRun: async (request) => {
      const view = await getTaggingJobRun(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
        request.params.jobId,
      );
      return { content: presentTaggingRunView(view) };
    },
    listRunHistory: async (request) => {
      const { organization_id: organizationId, workspace_id: _workspace, ...query } = request.query;
      const runs = await listOrganizationRunHistory(
        db,
        requireCaller(request),
        organizationId,
        query,
        now(),
      );
      return { content: runs.map(presentRunHistoryRow) };
    },
    listRunHistoryAccounts: async (request) => {
      const accounts = await listOrganizationRunAccounts(
        db,
        requireCaller(request),
        request.query.organization_id,
      );
      return {
        content: accounts.map((account) => ({
          platform: account.platform,
          accountId: account.platformAdAccountId,
          accountName: account.accountName,
        })),
      };
    },
    listRunDetails: async (request) => {
      const { organization_id: organizationId, workspace_id: _workspace, ...query } = request.query;
      const { platform } = request.params;
      const { rows, totalCount } = await listOrganizationRunDetails(
        db,
        requireCaller(request),
        organizationId,
        { ...query, platform },
      );
      return {
        content: {
          data: rows.map((row) => presentRunDetail(row, platform)),
          info: { totalCount },
        },
      };
    },
    getRunMetadata: async (request) => {
      const { organization_id: organizationId, workspace_id: _workspace, ...query } = request.query;
      const view = await getOrganizationRunMetadata(db, requireCaller(request), organizationId, {
        ...query,
        platform: request.params.platform,
      });
      return { content: presentRunMetadata(view) };
    },
    listNotSupported: async (request) => {
      const { organization_id: organizationId, workspace_id: _workspace, ...query } = request.query;
      const counts = await listOrganizationNotSupported(
        db,
        requireCaller(request),
        organizationId,
        query,
      );
      return { content: counts };
    },
  };
}
