import { Button } from '@utmost/ui/components/button';
import { Skeleton } from '@utmost/ui/components/skeleton';
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
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import type { ApiKey } from '../api/organization-types';

const SKELETON_ROWS = 3;

/** How a key is recognised without its secret: its first characters, then an ellipsis. */
function formatKeyPrefix(prefix: string): string {
  return `${prefix}…`;
}

/** Who made the key: their name above their address (the key acts no higher than they may). */
function ApiKeyCreatorCell({ creator }: { creator: ApiKey['createdBy'] }) {
  const { t } = useTranslation();
  if (creator === null) {
    return <span className="text-muted-foreground">{t('apiKeys.creatorGone')}</span>;
  }
  const name = [creator.firstName, creator.lastName].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col">
      <TruncatedText>{name || creator.email}</TruncatedText>
      {name ? (
        <TruncatedText className="text-xs text-muted-foreground">{creator.email}</TruncatedText>
      ) : null}
    </div>
  );
}

function ApiKeysTableHeader() {
  const { t } = useTranslation();
  return (
    <TableHeader>
      <TableRow>
        <TableHead>{t('apiKeys.columns.name')}</TableHead>
        <TableHead className="w-28">{t('apiKeys.columns.role')}</TableHead>
        <TableHead className="w-44">{t('apiKeys.columns.createdBy')}</TableHead>
        <TableHead className="w-36">{t('apiKeys.columns.prefix')}</TableHead>
        <TableHead className="w-28">{t('apiKeys.columns.createdAt')}</TableHead>
        <TableHead className="w-28">{t('apiKeys.columns.lastUsedAt')}</TableHead>
        <TableHead className="w-14">
          <span className="sr-only">{t('apiKeys.columns.actions')}</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}

export function ApiKeysTable({
  apiKeys,
  onRevoke,
}: {
  apiKeys: readonly ApiKey[];
  onRevoke: (apiKey: ApiKey) => void;
}) {
  const { t } = useTranslation();
  return (
    // Fixed widths: a long key name is cut (whole on hover), Revoke stays in view.
    <Table aria-label={t('apiKeys.tableLabel')} className="table-fixed">
      <ApiKeysTableHeader />
      <TableBody>
        {apiKeys.map((apiKey) => (
          <TableRow key={apiKey.id}>
            <TableCell>
              <TruncatedText className="font-medium">{apiKey.name}</TruncatedText>
            </TableCell>
            <TableCell>{t(`roles.${apiKey.role}`)}</TableCell>
            <TableCell>
              <ApiKeyCreatorCell creator={apiKey.createdBy} />
            </TableCell>
            <TableCell>
              <code className="font-mono text-xs">{formatKeyPrefix(apiKey.prefix)}</code>
            </TableCell>
            <TableCell>
              <DateTimeText value={apiKey.createdAt} />
            </TableCell>
            <TableCell>
              {apiKey.lastUsedAt === null ? (
                <span className="text-muted-foreground">{t('apiKeys.neverUsed')}</span>
              ) : (
                <DateTimeText value={apiKey.lastUsedAt} />
              )}
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('apiKeys.revoke', { name: apiKey.name })}
                onClick={() => onRevoke(apiKey)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The table's shape while the keys load. */
export function ApiKeysTableSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('apiKeys.loading')} className="flex flex-col gap-2">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}
