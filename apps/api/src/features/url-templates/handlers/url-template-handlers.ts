import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import { requireCaller } from '../../identity/index.js';
import { AppError } from '../../../core/errors/app-error.js';
import {
  findDefaultTemplate,
  findHubSpotTemplate,
  listPlatformDynamicValues,
  listTemplateKeys,
} from '../services/url-template-catalogue.js';
import { deleteUrlTemplates } from '../services/url-template-deletion.js';
import { previewUrlTemplate } from '../services/url-template-preview-service.js';
import { listOrganizationUrlTemplates, saveUrlTemplate } from '../services/url-template-service.js';
import { PLATFORM_MISMATCH } from '../../ad-platforms/index.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';
import { presentUrlTemplate } from './url-template-presenters.js';

/** Tracking templates (spec §7 "URL templates") and the editor's catalogue and preview. */
export function createUrlTemplateHandlers(deps: AdPlatformDependencies): {
  listUrlTemplates: OperationHandler<'listUrlTemplates'>;
  saveUrlTemplate: OperationHandler<'saveUrlTemplate'>;
  deleteUrlTemplates: OperationHandler<'deleteUrlTemplates'>;
  previewUrlTemplate: OperationHandler<'previewUrlTemplate'>;
  getDefaultUrlTemplate: OperationHandler<'getDefaultUrlTemplate'>;
  getHubSpotUrlTemplate: OperationHandler<'getHubSpotUrlTemplate'>;
  listTemplateKeys: OperationHandler<'listTemplateKeys'>;
  listDynamicValues: OperationHandler<'listDynamicValues'>;
} {
  return {
    listUrlTemplates: async (request) => {
      const templates = await listOrganizationUrlTemplates(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
      );
      return { content: templates.map(presentUrlTemplate) };
    },
    saveUrlTemplate: async (request, reply) => {
      const caller = requireCaller(request);
      const { name: platform } = deps.platforms.require(request.params.platform);
      // The spec names the path segment `platformType`: the body must agree with it.
      if (request.body.platformType !== platform) {
        throw new AppError('BAD_REQUEST', undefined, {
          fieldErrors: { platformType: PLATFORM_MISMATCH },
        });
      }
      const saved = await saveUrlTemplate(
        deps,
        caller,
        {
          platform,
          organizationId: request.query.organization_id,
          workspaceId: request.query.workspace_id,
        },
        request.body,
      );
      reply.code(saved.isCreated ? 201 : 200);
      return { content: presentUrlTemplate(saved.template) };
    },
    deleteUrlTemplates: async (request) => {
      const caller = requireCaller(request);
      const { name: platform } = deps.platforms.require(request.params.platform);
      const result = await deleteUrlTemplates(
        deps,
        caller,
        { platform, organizationId: request.query.organization_id },
        request.body,
      );
      return { content: result };
    },
    previewUrlTemplate: async (request) => {
      const preview = await previewUrlTemplate(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
        request.body,
      );
      return { content: preview };
    },
    getDefaultUrlTemplate: async (request) => {
      const { name: platform } = deps.platforms.require(request.params.platform);
      return { content: findDefaultTemplate(platform) };
    },
    getHubSpotUrlTemplate: async (request) => {
      const { name: platform } = deps.platforms.require(request.params.platform);
      return { content: findHubSpotTemplate(platform) };
    },
    listTemplateKeys: async (request) => {
      const keys = await listTemplateKeys(
        deps,
        requireCaller(request),
        request.params.platform,
        request.query.organization_id,
      );
      return { content: keys };
    },
    listDynamicValues: async (request) => {
      const { name: platform } = deps.platforms.require(request.params.platform);
      return { content: listPlatformDynamicValues(platform) };
    },
  };
}
