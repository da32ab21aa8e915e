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
    // Named by its content rather than an aria-label over the visible name (WCAG 2.5.3): the
    // hidden sentence holds the name as shown, and the initials and shown name are not read twice.
    <Button variant="ghost" className="gap-2 px-2" {...props}>
      <span className="sr-only">{t('profileMenu.open', { name })}</span>
      <span
        aria-hidden="true"
        className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {findInitials(name)}
      </span>
      {/* Below 1440 px the initials stand for the name (the hidden sentence still says it). */}
      <span aria-hidden="true" className="hidden max-w-48 truncate xl:inline">
        {name}
      </span>
      <ChevronDownIcon aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}
