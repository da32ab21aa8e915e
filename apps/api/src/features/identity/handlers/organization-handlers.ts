import { assignRoleSchema, memberEmailSchema, organizationSchema } from '@utmost/ads-sdk/schemas';
import { requireCaller } from '../auth/caller.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import {
  assignMemberRole,
  listOrganizationMembers,
  removeMember,
} from '../services/member-service.js';
import {
  editOrganization,
  getOrganization,
  listCallerOrganizations,
  uploadOrganizationLogo,
} from '../services/organization-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import {
  presentMembers,
  presentOrganization,
  presentOrganizationSummary,
  presentOrganizationWithMembers,
} from './identity-presenters.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';

/** Organizations, their details and their members. */
export function createOrganizationHandlers(deps: ServiceDependencies): {
  listOrganizations: OperationHandler<'listOrganizations'>;
  getOrganization: OperationHandler<'getOrganization'>;
  updateOrganization: OperationHandler<'updateOrganization'>;
  uploadOrganizationLogo: OperationHandler<'uploadOrganizationLogo'>;
  listOrganizationMembers: OperationHandler<'listOrganizationMembers'>;
  deleteOrganizationUser: OperationHandler<'deleteOrganizationUser'>;
  assignUserRole: OperationHandler<'assignUserRole'>;
} {
  return {
    listOrganizations: async (request) => {
      const listed = await listCallerOrganizations(
        deps,
        requireCaller(request),
        request.query.user_id,
      );
      return {
        content: listed.map(({ organization, role }) =>
          presentOrganizationSummary(organization, role),
        ),
      };
    },
    getOrganization: async (request) => {
      const { organization, role } = await getOrganization(
        deps,
        requireCaller(request),
        request.params.id,
      );
      return { content: { organization: presentOrganization(organization, role) } };
    },
    updateOrganization: async (request) => {
      const caller = requireCaller(request);
      const input = parseInput(organizationSchema, request.body);
      const { organization, role } = await editOrganization(deps, caller, request.params.id, input);
      return { content: { organization: presentOrganization(organization, role) } };
    },
    uploadOrganizationLogo: async (request) => {
      const { organization, role } = await uploadOrganizationLogo(
        deps,
        requireCaller(request),
        request.params.id,
        request,
      );
      return { content: { organization: presentOrganization(organization, role) } };
    },
    listOrganizationMembers: async (request) => {
      const members = await listOrganizationMembers(
        deps,
        requireCaller(request),
        request.params.id,
      );
      return { content: presentMembers(members) };
    },
    deleteOrganizationUser: async (request) => {
      const caller = requireCaller(request);
      const { email } = parseInput(memberEmailSchema, request.body);
      const loaded = await removeMember(deps, caller, request.query.organization_id, email);
      return { content: { organization: presentOrganizationWithMembers(loaded) } };
    },
    assignUserRole: async (request) => {
      const caller = requireCaller(request);
      const input = parseInput(assignRoleSchema, request.body);
      const loaded = await assignMemberRole(deps, caller, request.query.organization_id, input);
      return { content: { organization: presentOrganizationWithMembers(loaded) } };
    },
  };
}
