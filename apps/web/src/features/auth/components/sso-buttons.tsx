import { useQuery } from '@tanstack/react-query';
import { ssoProvidersQueryOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { cn } from '@utmost/ui/lib/utils';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { buildSsoStartUrl, type SsoProvider } from '../lib/sso-start-url';
import { ProviderMark } from './provider-mark';

/** Spec §1: Google and LinkedIn always; Microsoft only where the API has it configured. */
export function findShownSsoProviders(
  providers: readonly { provider: SsoProvider; isEnabled: boolean }[] | undefined,
): SsoProvider[] {
  const isMicrosoftEnabled =
    providers?.some(({ provider, isEnabled }) => provider === 'microsoft' && isEnabled) ?? false;
  return isMicrosoftEnabled ? ['google', 'linkedin', 'microsoft'] : ['google', 'linkedin'];
}

/**
 * "Continue with …" links: a full-page navigation to the API, which hands over to the provider.
 * Links rather than buttons because they leave the app; they look like buttons. `isCompact` puts
 * them side by side with the provider's name only (sign-up, whose form is long); their accessible
 * names still say "Continue with …".
 */
export function SsoButtons({
  search,
  isCompact = false,
}: {
  search: { redirect?: string | undefined; tkn?: string | undefined };
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: providers } = useQuery(ssoProvidersQueryOptions(sdk));
  const shown = findShownSsoProviders(providers);
  return (
    <div
      className={cn(
        'gap-3',
        isCompact ? 'grid' : 'flex flex-col',
        isCompact && (shown.length === 3 ? 'grid-cols-3' : 'grid-cols-2'),
      )}
    >
      {shown.map((provider) => (
        <Button key={provider} variant="outline" asChild>
          <a href={buildSsoStartUrl(provider, search)}>
            <ProviderMark provider={provider} />
            {isCompact ? (
              // The name shows; the whole sentence is read, and its visible part is in it (axe's
              // label-content-name-mismatch), so no aria-label.
              <span>
                <span className="sr-only">{t('login.continueWithPrefix')}</span>{' '}
                {t(`login.providers.${provider}`)}
              </span>
            ) : (
              t(`login.continueWith.${provider}`)
            )}
          </a>
        </Button>
      ))}
    </div>
  );
}
