import { useQuery } from '@tanstack/react-query';
import { Button } from '@utmost/ui/components/button';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { ssoProvidersQueryOptions } from '../api/auth-requests';
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
 * Links rather than buttons because they leave the app; they look like buttons.
 */
export function SsoButtons({
  search,
}: {
  search: { redirect?: string | undefined; tkn?: string | undefined };
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: providers } = useQuery(ssoProvidersQueryOptions(sdk));
  return (
    <div className="flex flex-col gap-3">
      {findShownSsoProviders(providers).map((provider) => (
        <Button key={provider} variant="outline" asChild>
          <a href={buildSsoStartUrl(provider, search)}>
            <ProviderMark provider={provider} />
            {t(`login.continueWith.${provider}`)}
          </a>
        </Button>
      ))}
    </div>
  );
}
