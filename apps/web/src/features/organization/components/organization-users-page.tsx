import { useQuery } from '@tanstack/react-query';
import { can, type MemberRole } from '@utmost/ads-sdk';
import { membersQueryOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeniedMessage } from '../../../components/denied-message';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { InviteUserDialog } from './invite-user-dialog';
import { MembersTable } from './members-table';
import { notifyDenied } from './notify-denied';

/** The Users tab: members and pending invitations, with invite, change role and delete. */
export function OrganizationUsersPage() {
  const { organizationId, role, user } = useSessionScope();
  if (organizationId === null || role === undefined) return <PendingScreen />;
  if (!can(role, 'members:view')) return <DeniedMessage permission="members:view" />;
  return (
    <OrganizationUsers
      key={organizationId}
      organizationId={organizationId}
      viewerRole={role}
      viewerEmail={user?.email ?? ''}
    />
  );
}

function OrganizationUsers({
  organizationId,
  viewerRole,
  viewerEmail,
}: {
  organizationId: string;
  viewerRole: MemberRole;
  viewerEmail: string;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: members } = useQuery(membersQueryOptions(sdk, organizationId));
  const [isInviteOpen, setInviteOpen] = useState(false);

  function openInvite() {
    // Spec §6: the action stays visible; a role without the right is told why it cannot.
    if (can(viewerRole, 'members:invite')) setInviteOpen(true);
    else notifyDenied('members:invite');
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground">{t('members.intro')}</p>
        <Button onClick={openInvite}>
          <UserPlusIcon aria-hidden="true" />
          {t('members.invite')}
        </Button>
      </div>
      {members === undefined ? (
        <PendingScreen />
      ) : (
        <MembersTable
          organizationId={organizationId}
          members={members}
          viewerRole={viewerRole}
          viewerEmail={viewerEmail}
        />
      )}
      <InviteUserDialog
        organizationId={organizationId}
        viewerRole={viewerRole}
        isOpen={isInviteOpen}
        onOpenChange={setInviteOpen}
      />
    </div>
  );
}
