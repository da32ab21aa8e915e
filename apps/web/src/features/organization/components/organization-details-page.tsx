import { useQuery } from '@tanstack/react-query';
import { can } from '@utmost/ads-sdk';
import { DeniedMessage } from '../../../components/denied-message';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { organizationQueryOptions } from '../api/organization-queries';
import { OrganizationDetailsForm } from './organization-details-form';

/**
 * The Details tab: every spec §3 field of the selected organization. Editable with
 * `organization:edit` (owner, admin), read-only for members, denied without `organization:view`.
 */
export function OrganizationDetailsPage() {
  const { organizationId, role } = useSessionScope();
  if (organizationId === null || role === undefined) return <PendingScreen />;
  if (!can(role, 'organization:view')) return <DeniedMessage permission="organization:view" />;
  return (
    <OrganizationDetails
      key={organizationId}
      organizationId={organizationId}
      isEditable={can(role, 'organization:edit')}
    />
  );
}

function OrganizationDetails({
  organizationId,
  isEditable,
}: {
  organizationId: string;
  isEditable: boolean;
}) {
  const { sdk } = useAppContext();
  const { data: organization } = useQuery(organizationQueryOptions(sdk, organizationId));
  if (organization === undefined) return <PendingScreen />;
  return <OrganizationDetailsForm organization={organization} isEditable={isEditable} />;
}
