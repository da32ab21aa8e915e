import { Link } from '@tanstack/react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@utmost/ui/components/dropdown-menu';
import { LogOutIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../lib/auth/auth-state';
import type { OrganizationSummary } from '../../lib/session/session-types';
import { ProfileButton } from './profile-button';

/**
 * Spec §2 profile menu: Profile and Log out, behind an avatar button with the user's name; for a
 * user in several organizations, the organization switcher (spec §4) above them.
 */
export function ProfileMenu({
  user,
  organizations = [],
  selectedOrganizationId = null,
  onSelectOrganization = () => {},
  onLogOut,
  defaultOpen = false,
}: {
  user: AuthUser | null;
  organizations?: readonly OrganizationSummary[];
  selectedOrganizationId?: string | null;
  onSelectOrganization?: (organization: OrganizationSummary) => void;
  onLogOut: () => void;
  /** Open at once: the user clicked the stand-in button while this code was loading. */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ProfileButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        {organizations.length > 1 ? (
          <>
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              {t('profileMenu.organizations')}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={selectedOrganizationId ?? ''}
              onValueChange={(id) => {
                const organization = organizations.find((candidate) => candidate.id === id);
                if (organization !== undefined) onSelectOrganization(organization);
              }}
            >
              {organizations.map((organization) => (
                <DropdownMenuRadioItem key={organization.id} value={organization.id}>
                  <span className="truncate">{organization.name}</span>
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to="/my-profile">
            <UserIcon aria-hidden="true" />
            {t('profileMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogOut}>
          <LogOutIcon aria-hidden="true" />
          {t('profileMenu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
