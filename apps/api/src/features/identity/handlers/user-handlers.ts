import { handleInvitationSchema, inviteUserSchema } from '@utmost/ads-sdk/schemas';
import { requireCaller, requireUserCaller } from '../auth/caller.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { resendVerificationEmail } from '../services/email-verification-service.js';
import { acceptInvitation, inviteMember } from '../services/invitation-service.js';
import { getOwnUser, updateOwnUser, uploadProfilePicture } from '../services/profile-service.js';
import type { ServiceDependencies } from '../../../core/service-dependencies.js';
import {
  presentMember,
  presentOrganizationSummary,
  presentOrganizationWithMembers,
  presentUser,
} from './identity-presenters.js';
import type { OperationHandler } from '../../../core/http/operation-types.js';

/** The signed-in user's profile, the verification e-mail and the invitation flow. */
export function createUserHandlers(deps: ServiceDependencies): {
  getUser: OperationHandler<'getUser'>;
  updateUser: OperationHandler<'updateUser'>;
  uploadProfilePicture: OperationHandler<'uploadProfilePicture'>;
  inviteUser: OperationHandler<'inviteUser'>;
  handleUserInvitation: OperationHandler<'handleUserInvitation'>;
  resendVerificationEmail: OperationHandler<'resendVerificationEmail'>;
} {
  return {
    getUser: async (request) => {
      const user = await getOwnUser(deps, requireUserCaller(request), request.params.id);
      return { content: { user: presentUser(user) } };
    },
    updateUser: async (request) => {
      const user = await updateOwnUser(
        deps,
        requireUserCaller(request),
        request.params.id,
        request.body,
      );
      return { content: { user: presentUser(user) } };
    },
    uploadProfilePicture: async (request) => {
      const user = await uploadProfilePicture(
        deps,
        requireUserCaller(request),
        request.params.id,
        request,
      );
      return { content: { user: presentUser(user) } };
    },
    inviteUser: async (request, reply) => {
      const input = parseInput(inviteUserSchema, request.body);
      const loaded = await inviteMember(
        deps,
        requireCaller(request),
        request.query.organization_id,
        input,
      );
      reply.code(201);
      return { content: { organization: presentOrganizationWithMembers(loaded) } };
    },
    handleUserInvitation: async (request) => {
      const { tkn } = parseInput(handleInvitationSchema, request.body);
      const accepted = await acceptInvitation(deps, requireUserCaller(request), tkn);
      return {
        content: {
          organization: presentOrganizationSummary(accepted.organization, accepted.membership.role),
          membership: presentMember({
            ...accepted.membership,
            firstName: accepted.firstName,
            lastName: accepted.lastName,
          }),
        },
      };
    },
    resendVerificationEmail: async (request) => {
      const { email } = await resendVerificationEmail(deps, requireUserCaller(request));
      return { content: { sent: true, email } };
    },
  };
}
