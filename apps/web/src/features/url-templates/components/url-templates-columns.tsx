import { Link } from '@tanstack/react-router';
import type { UrlTemplate } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import type { TFunction } from 'i18next';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { PlatformLogo } from '../../../components/platform-logo';
import { formatDateTime } from '../../../lib/dates';
import { summarizeParameters } from '../lib/summarize-parameters';

const helper = createDataTableColumnHelper<UrlTemplate>();

function ParametersCell({ template, t }: { template: UrlTemplate; t: TFunction }) {
  const { shown, hiddenCount } = summarizeParameters(template.urlTemplate);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {shown.map((name) => (
        <code key={name} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
          {name}
        </code>
      ))}
      {hiddenCount > 0 ? (
        <span className="text-xs text-muted-foreground">
          {t('urlTemplates.moreParameters', { count: hiddenCount })}
        </span>
      ) : null}
    </div>
  );
}

function UsedByCell({ template, t }: { template: UrlTemplate; t: TFunction }) {
  const count = template.adAccounts.length;
  if (count === 0)
    return <span className="text-muted-foreground">{t('urlTemplates.notUsed')}</span>;
  return (
    <span title={template.adAccounts.map((account) => account.name).join(', ')}>
      {t('urlTemplates.usedBy', { count })}
    </span>
  );
}

/**
 * The list's columns: name (a link to the editor for editors), platform, the parameters' names,
 * the ad accounts using it, when it was last published, and edit / delete for editors.
 */
export function buildUrlTemplateColumns({
  canEdit,
  t,
  onDelete,
}: {
  canEdit: boolean;
  t: TFunction;
  onDelete: (template: UrlTemplate) => void;
}) {
  return helper.columns([
    helper.accessor((template) => template.name, {
      id: 'name',
      header: t('urlTemplates.columns.name'),
      cell: ({ row }) =>
        canEdit ? (
          <Link
            to="/url-templates/edit-template/$platform/$id"
            params={{ platform: row.original.platformType, id: row.original.id }}
            className="font-medium hover:underline"
          >
            {row.original.name}
          </Link>
        ) : (
          <span className="font-medium">{row.original.name}</span>
        ),
    }),
    helper.accessor((template) => template.platformType, {
      id: 'platform',
      header: t('urlTemplates.columns.platform'),
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <PlatformLogo platform={row.original.platformType} />
          {t(`platforms.${row.original.platformType}`)}
        </span>
      ),
    }),
    helper.display({
      id: 'parameters',
      header: t('urlTemplates.columns.parameters'),
      enableSorting: false,
      cell: ({ row }) => <ParametersCell template={row.original} t={t} />,
    }),
    helper.accessor((template) => template.adAccounts.length, {
      id: 'usedBy',
      header: t('urlTemplates.columns.usedBy'),
      cell: ({ row }) => <UsedByCell template={row.original} t={t} />,
    }),
    helper.accessor((template) => template.updatedAt, {
      id: 'updatedAt',
      header: t('urlTemplates.columns.updated'),
      sortFn: 'datetime',
      cell: ({ row }) => (
        <time dateTime={row.original.updatedAt}>{formatDateTime(row.original.updatedAt)}</time>
      ),
    }),
    ...(canEdit
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('urlTemplates.columns.actions')}</span>,
            enableSorting: false,
            meta: { className: 'w-24 text-right', headerClassName: 'w-24' },
            cell: ({ row }) => (
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon" className="size-8">
                  <Link
                    to="/url-templates/edit-template/$platform/$id"
                    params={{ platform: row.original.platformType, id: row.original.id }}
                    aria-label={t('urlTemplates.editOf', { name: row.original.name })}
                  >
                    <PencilIcon aria-hidden="true" />
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-destructive hover:text-destructive"
                  aria-label={t('urlTemplates.deleteOf', { name: row.original.name })}
                  onClick={() => onDelete(row.original)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ),
          }),
        ]
      : []),
  ]);
}
