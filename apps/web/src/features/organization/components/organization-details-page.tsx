import { useQuery } from '@tanstack/react-query';
import { can, type MemberRole } from '@utmost/ads-sdk';
import { organizationQueryOptions } from '@utmost/ads-sdk/query';
import { DeniedMessage } from '../../../components/denied-message';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { ApiKeysSection } from './api-keys-section';
import { OrganizationDetailsForm } from './organization-details-form';

/**
 * The Details tab: every spec §3 field of the selected organization. Editable with
 * `organization:edit` (owner, admin), read-only for members, denied without `organization:view`.
 * Below the form, owners and admins manage the organization's API keys; others do not see them.
 */
export function OrganizationDetailsPage() {
  const { organizationId, role } = useSessionScope();
  if (organizationId === null || role === undefined) return <PendingScreen />;
  if (!can(role, 'organization:view')) return <DeniedMessage permission="organization:view" />;
  return (
    <OrganizationDetails key={organizationId} organizationId={organizationId} viewerRole={role} />
  );
}

function OrganizationDetails({
  organizationId,
  viewerRole,
}: {
  organizationId: string;
  viewerRole: MemberRole;
}) {
  const { sdk } = useAppContext();
  const { data: organization } = useQuery(organizationQueryOptions(sdk, organizationId));
  if (organization === undefined) return <PendingScreen />;
  return (
    <div className="flex flex-col gap-12">
      <OrganizationDetailsForm
        organization={organization}
        isEditable={can(viewerRole, 'organization:edit')}
      />
      {can(viewerRole, 'apiKeys:manage') ? (
        <ApiKeysSection organizationId={organizationId} viewerRole={viewerRole} />
      ) : null}
    </div>
  );
}
