import { Button } from '@utmost/ui/components/button';
import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUserName, type AuthUser } from '../../lib/auth/auth-state';

function findInitials(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return initials === '' ? '?' : initials;
}

/** The avatar button with the user's name that opens the profile menu. */
export function ProfileButton({
  user,
  ...props
}: { user: AuthUser | null } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const name = user === null ? '' : formatUserName(user);
  return (
    <Button
      variant="ghost"
      aria-label={t('profileMenu.open', { name })}
      className="gap-2 px-2"
      {...props}
    >
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {findInitials(name)}
      </span>
      {/* Below 1440 px the initials stand for the name (the button's label still says it). */}
      <span className="hidden max-w-48 truncate xl:inline">{name}</span>
      <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}
