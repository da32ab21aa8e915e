import type { OperationHandler } from '../../../core/http/operation-types.js';
import { requireCaller } from '../../identity/index.js';
import {
  createBriefAiRules,
  getBriefAiRules,
  listOrganizationAiRules,
  replaceBriefAiRules,
} from '../services/ai-rules-service.js';
import type { BriefAssistant } from '../services/brief-assistant.js';
import { deleteBriefs } from '../services/brief-deletion.js';
import {
  changeBrief,
  createBrief,
  getBrief,
  listOrganizationBriefs,
  type BriefsDependencies,
} from '../services/brief-service.js';
import { readOrganizationBrief } from '../services/brief-reading.js';
import { suggestBriefElements, suggestBriefRules } from '../services/brief-suggestions.js';
import { presentAiRules, presentBrief, presentBriefReading } from './brief-presenters.js';

export interface BriefHandlerDependencies extends BriefsDependencies {
  assistant: BriefAssistant;
}

/** AI briefs and their rules (spec §7 "Briefs and AI rules"), and the magic button. */
export function createBriefHandlers(deps: BriefHandlerDependencies): {
  listBrands: OperationHandler<'listBrands'>;
  createBrand: OperationHandler<'createBrand'>;
  deleteBrands: OperationHandler<'deleteBrands'>;
  getBrand: OperationHandler<'getBrand'>;
  replaceBrand: OperationHandler<'replaceBrand'>;
  updateBrand: OperationHandler<'updateBrand'>;
  getBrandReading: OperationHandler<'getBrandReading'>;
  suggestBrandElements: OperationHandler<'suggestBrandElements'>;
  suggestBrandAiRules: OperationHandler<'suggestBrandAiRules'>;
  listAiRules: OperationHandler<'listAiRules'>;
  createAiRules: OperationHandler<'createAiRules'>;
  getAiRules: OperationHandler<'getAiRules'>;
  replaceAiRules: OperationHandler<'replaceAiRules'>;
} {
  const changeBrandOf = async (request: Parameters<OperationHandler<'updateBrand'>>[0]) => {
    const brief = await changeBrief(
      deps,
      requireCaller(request),
      request.query.organization_id,
      request.params.id,
      request.body,
    );
    return { content: presentBrief(brief) };
  };
  return {
    listBrands: async (request) => {
      const briefs = await listOrganizationBriefs(
        deps,
        requireCaller(request),
        request.query.organization_id,
      );
      return { content: briefs.map(presentBrief) };
    },
    createBrand: async (request, reply) => {
      const brief = await createBrief(
        deps,
        requireCaller(request),
        { organizationId: request.query.organization_id, workspaceId: request.query.workspace_id },
        request.body,
      );
      reply.code(201);
      return { content: presentBrief(brief) };
    },
    deleteBrands: async (request) => {
      const result = await deleteBriefs(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      return { content: result };
    },
    getBrand: async (request) => {
      const brief = await getBrief(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.id,
      );
      return { content: presentBrief(brief) };
    },
    // PUT sends the whole brief, PATCH some fields: both are checked as a whole brief.
    replaceBrand: (request) => changeBrandOf(request),
    updateBrand: (request) => changeBrandOf(request),
    getBrandReading: async (request) => {
      const reading = await readOrganizationBrief(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.id,
      );
      return { content: presentBriefReading(reading) };
    },
    suggestBrandElements: async (request) => {
      const content = await suggestBriefElements(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      return { content };
    },
    suggestBrandAiRules: async (request) => {
      const content = await suggestBriefRules(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      return { content };
    },
    listAiRules: async (request) => {
      const rules = await listOrganizationAiRules(
        deps,
        requireCaller(request),
        request.query.organization_id,
      );
      return { content: rules.map(presentAiRules) };
    },
    createAiRules: async (request, reply) => {
      const rules = await createBriefAiRules(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.body,
      );
      reply.code(201);
      return { content: presentAiRules(rules) };
    },
    getAiRules: async (request) => {
      const rules = await getBriefAiRules(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.brandId,
      );
      return { content: presentAiRules(rules) };
    },
    replaceAiRules: async (request) => {
      const rules = await replaceBriefAiRules(
        deps,
        requireCaller(request),
        request.query.organization_id,
        request.params.brandId,
        request.body,
      );
      return { content: presentAiRules(rules) };
    },
  };
}
