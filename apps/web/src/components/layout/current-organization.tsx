import { Building2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrganizationSummary } from '../../lib/session/session-types';

/**
 * The organization the user is working in, named in the header on every page (issue 25), so a
 * user of several always knows whose accounts they are changing. Nothing shows until it loads.
 */
export function CurrentOrganization({
  organization,
}: {
  organization: OrganizationSummary | undefined;
}) {
  const { t } = useTranslation();
  if (organization === undefined) return null;
  return (
    <p
      data-slot="current-organization"
      className="flex max-w-56 items-center gap-2 text-sm text-muted-foreground"
      title={organization.name}
    >
      <Building2Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{t('organization.currentLabel')} </span>
      <span className="truncate font-medium text-foreground">{organization.name}</span>
    </p>
  );
}
