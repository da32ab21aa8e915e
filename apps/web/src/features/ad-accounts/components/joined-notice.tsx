import { useQuery } from '@tanstack/react-query';
import { organizationsQueryOptions } from '@utmost/ads-sdk/query';
import { Alert, AlertDescription, AlertTitle } from '@utmost/ui/components/alert';
import { Button } from '@utmost/ui/components/button';
import { PartyPopperIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * Where an invitation lands (`?joined=true`): "You joined {organization}" and what the role
 * allows there, instead of the first-run checklist meant for whoever sets the organization up.
 */
export function JoinedNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { userId, organizationId, role } = useSessionScope();
  const { data: organizations } = useQuery({
    ...organizationsQueryOptions(sdk, userId ?? ''),
    enabled: userId !== null,
  });
  const organization = organizations?.find((candidate) => candidate.id === organizationId);
  if (organization === undefined || role === undefined) return null;
  return (
    <Alert data-slot="joined-notice" className="max-w-3xl">
      <PartyPopperIcon aria-hidden="true" />
      <AlertTitle>{t('organization.joinedTitle', { organization: organization.name })}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{t(`organization.joinedBody.${role}`)}</p>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('organization.joinedDismiss')}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
