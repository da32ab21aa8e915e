import { useMutation } from '@tanstack/react-query';
import {
  can,
  canAssignRole,
  canRemoveMember,
  listAssignableRoles,
  type MemberRole,
} from '@utmost/ads-sdk';
import { assignUserRoleMutationOptions, invalidateQueryTags } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@utmost/ui/components/table';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisabledHint } from '../../../components/disabled-hint';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import type { OrganizationMember } from '../api/organization-types';
import { DeleteMemberDialog } from './delete-member-dialog';
import { notifyDenied } from './notify-denied';

/** Active owners: the last one may be neither demoted nor removed. */
function countOwners(members: readonly OrganizationMember[]): number {
  return members.filter((member) => member.role === 'owner' && member.status === 'active').length;
}

/**
 * The viewer is the organization's only owner and this is their row: stepping down or leaving
 * would leave no owner, so both controls are off and the row says why.
 */
function isSoleOwnerSelf(
  member: OrganizationMember,
  viewerEmail: string,
  ownerCount: number,
): boolean {
  return (
    member.email === viewerEmail &&
    member.role === 'owner' &&
    member.status === 'active' &&
    ownerCount <= 1
  );
}

/** The member's name, or nothing while the invitation is pending. */
function formatMemberName(member: OrganizationMember): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ');
}

export function MembersTable({
  organizationId,
  members,
  viewerRole,
  viewerEmail,
}: {
  organizationId: string;
  members: readonly OrganizationMember[];
  viewerRole: MemberRole;
  viewerEmail: string;
}) {
  const { t } = useTranslation();
  const { sdk, queryClient, auth } = useAppContext();
  const [memberToDelete, setMemberToDelete] = useState<OrganizationMember | null>(null);
  const assignableRoles = listAssignableRoles(viewerRole);
  const ownerCount = countOwners(members);

  const assignRole = useMutation({
    ...assignUserRoleMutationOptions(sdk, organizationId),
    onSuccess: async (_organization, change) => {
      notify('success', t('members.roleChanged', { email: change.email }));
      // The viewer changed their own role: what they may do changes at once.
      const { user } = auth.getState();
      if (user !== null && change.email === user.email) {
        auth.updateAuthState({ user: { ...user, role: change.role } });
      }
      await invalidateQueryTags(queryClient, ['organization']);
    },
  });

  function changeRole(member: OrganizationMember, newRole: MemberRole) {
    const verdict = canAssignRole({
      actorRole: viewerRole,
      currentRole: member.role,
      newRole,
      ownerCount,
    });
    if (!verdict.isAllowed) notify('error', verdict.message);
    else assignRole.mutate({ email: member.email, role: newRole });
  }

  function askToDelete(member: OrganizationMember) {
    if (!can(viewerRole, 'members:delete')) return notifyDenied('members:delete');
    const verdict = canRemoveMember({ actorRole: viewerRole, memberRole: member.role, ownerCount });
    if (!verdict.isAllowed) return notify('error', verdict.message);
    setMemberToDelete(member);
  }

  return (
    <>
      {/* Fixed widths: long e-mail addresses are cut (whole on hover), the controls stay in view. */}
      <Table aria-label={t('members.tableLabel')} className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead>{t('members.columns.email')}</TableHead>
            <TableHead className="w-44">{t('members.columns.name')}</TableHead>
            <TableHead className="w-28">{t('members.columns.status')}</TableHead>
            <TableHead className="w-44">{t('members.columns.role')}</TableHead>
            <TableHead className="w-14">
              <span className="sr-only">{t('members.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => {
            const isLocked = isSoleOwnerSelf(member, viewerEmail, ownerCount);
            const lockHintId = `sole-owner-${member.email}`;
            const lockHint = isLocked ? t('members.soleOwner') : null;
            return (
              <TableRow key={member.email}>
                <TableCell>
                  <div className="flex min-w-0 items-baseline gap-2">
                    <TruncatedText>{member.email}</TruncatedText>
                    {member.email === viewerEmail ? (
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {t('members.you')}
                      </span>
                    ) : null}
                  </div>
                  {isLocked ? (
                    <p
                      id={lockHintId}
                      className="mt-1 text-xs whitespace-normal text-muted-foreground"
                    >
                      {lockHint}
                    </p>
                  ) : null}
                </TableCell>
                <TableCell>
                  <TruncatedText>{formatMemberName(member)}</TruncatedText>
                </TableCell>
                <TableCell>
                  <Badge variant={member.status === 'active' ? 'success' : 'warning'}>
                    {t(`members.status.${member.status}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  {assignableRoles.includes(member.role) ? (
                    <DisabledHint hint={lockHint}>
                      <Select
                        value={member.role}
                        disabled={isLocked || assignRole.isPending}
                        onValueChange={(role) => changeRole(member, role as MemberRole)}
                      >
                        <SelectTrigger
                          aria-label={t('members.roleOf', { email: member.email })}
                          aria-describedby={isLocked ? lockHintId : undefined}
                          className="w-36"
                        >
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {assignableRoles.map((role) => (
                            <SelectItem key={role} value={role}>
                              {t(`roles.${role}`)}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </DisabledHint>
                  ) : (
                    t(`roles.${member.role}`)
                  )}
                </TableCell>
                <TableCell className="text-right">
                  <DisabledHint hint={lockHint}>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('members.delete', { email: member.email })}
                      aria-describedby={isLocked ? lockHintId : undefined}
                      disabled={isLocked}
                      onClick={() => askToDelete(member)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </DisabledHint>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <DeleteMemberDialog
        organizationId={organizationId}
        member={memberToDelete}
        onClose={() => setMemberToDelete(null)}
      />
    </>
  );
}
