import { useQuery } from '@tanstack/react-query';
import type { MemberRole } from '@utmost/ads-sdk';
import { apiKeysQueryOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import type { ApiKey } from '../api/organization-types';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { ApiKeysTable, ApiKeysTableSkeleton } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

/**
 * API keys for integrators' scripts: list, create (the secret is shown once) and revoke. The
 * Details page renders it for owners and admins only (`apiKeys:manage`).
 */
export function ApiKeysSection({
  organizationId,
  viewerRole,
}: {
  organizationId: string;
  viewerRole: MemberRole;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: apiKeys, isPending } = useQuery(apiKeysQueryOptions(sdk, organizationId));
  const [isCreateOpen, setCreateOpen] = useState(false);
  // Held only while its dialog is open: once closed, the secret exists nowhere in the app.
  const [createdSecret, setCreatedSecret] = useState<string | null>(null);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKey | null>(null);

  return (
    <section aria-labelledby="api-keys-heading" className="flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="api-keys-heading" className="text-lg font-semibold">
            {t('apiKeys.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('apiKeys.intro')}</p>
        </div>
        <Button onClick={() => setCreateOpen(true)}>
          <KeyRoundIcon aria-hidden="true" />
          {t('apiKeys.create')}
        </Button>
      </div>
      {isPending ? <ApiKeysTableSkeleton /> : null}
      {apiKeys?.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('apiKeys.empty')}
        </p>
      ) : null}
      {apiKeys !== undefined && apiKeys.length > 0 ? (
        <ApiKeysTable apiKeys={apiKeys} onRevoke={setKeyToRevoke} />
      ) : null}
      <CreateApiKeyDialog
        organizationId={organizationId}
        viewerRole={viewerRole}
        isOpen={isCreateOpen}
        onOpenChange={setCreateOpen}
        onCreated={setCreatedSecret}
      />
      <ApiKeySecretDialog secret={createdSecret} onClose={() => setCreatedSecret(null)} />
      <RevokeApiKeyDialog
        organizationId={organizationId}
        apiKey={keyToRevoke}
        onClose={() => setKeyToRevoke(null)}
      />
    </section>
  );
}
