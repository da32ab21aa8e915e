import { Link } from '@tanstack/react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@utmost/ui/components/dropdown-menu';
import { LogOutIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../lib/auth/auth-state';
import { ProfileButton } from './profile-button';

/** Spec §2 profile menu: Profile and Log out, behind an avatar button with the user's name. */
export function ProfileMenu({
  user,
  onLogOut,
  defaultOpen = false,
}: {
  user: AuthUser | null;
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
      <DropdownMenuContent align="end" className="w-48">
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
