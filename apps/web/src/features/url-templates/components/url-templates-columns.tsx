import { Link } from '@tanstack/react-router';
import type { UrlTemplate } from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { createDataTableColumnHelper } from '@utmost/ui/components/data-table';
import { RowActions } from '@utmost/ui/components/row-actions';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import type { TFunction } from 'i18next';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { DateTimeText } from '../../../components/date-time-text';
import { PlatformLogo } from '../../../components/platform-logo';
import { summarizeParameters } from '../lib/summarize-parameters';

const helper = createDataTableColumnHelper<UrlTemplate>();

/** Fixed widths (about 48rem from 1024 px); the name and the parameters share the rest. */
const WIDTHS = {
  name: '11rem',
  platform: '8.5rem',
  parameters: '10rem',
  usedBy: '7rem',
  updated: '6.75rem',
  actionsMenu: '3rem',
  actionButtons: '5.25rem',
} as const;

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
 * The list's columns: name (a link to the editor for editors, marked when it has unpublished
 * changes on this device), platform, the parameters' names,
 * the ad accounts using it, when it was last published, and edit / delete for editors.
 */
export function buildUrlTemplateColumns({
  canEdit,
  t,
  onDelete,
  hasUnpublishedChanges,
}: {
  canEdit: boolean;
  t: TFunction;
  onDelete: (template: UrlTemplate) => void;
  /** A draft on this device differs from what is published: the name says so. */
  hasUnpublishedChanges: (template: UrlTemplate) => boolean;
}) {
  return helper.columns([
    helper.accessor((template) => template.name, {
      id: 'name',
      header: t('urlTemplates.columns.name'),
      meta: { minWidth: WIDTHS.name },
      // Long names are cut to the column, whole on hover or focus.
      cell: ({ row }) =>
        canEdit ? (
          <div className="flex min-w-0 flex-col items-start gap-1">
            <TruncatedText asChild className="w-fit max-w-full font-medium hover:underline">
              <Link
                to="/url-templates/edit-template/$platform/$id"
                params={{ platform: row.original.platformType, id: row.original.id }}
              >
                {row.original.name}
              </Link>
            </TruncatedText>
            {hasUnpublishedChanges(row.original) ? (
              <Badge variant="warning">{t('urlTemplates.unpublishedChanges')}</Badge>
            ) : null}
          </div>
        ) : (
          <TruncatedText className="font-medium">{row.original.name}</TruncatedText>
        ),
    }),
    helper.accessor((template) => template.platformType, {
      id: 'platform',
      header: t('urlTemplates.columns.platform'),
      meta: { width: WIDTHS.platform },
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
      meta: { minWidth: WIDTHS.parameters },
      cell: ({ row }) => <ParametersCell template={row.original} t={t} />,
    }),
    helper.accessor((template) => template.adAccounts.length, {
      id: 'usedBy',
      header: t('urlTemplates.columns.usedBy'),
      meta: { width: WIDTHS.usedBy },
      cell: ({ row }) => <UsedByCell template={row.original} t={t} />,
    }),
    helper.accessor((template) => template.updatedAt, {
      id: 'updatedAt',
      header: t('urlTemplates.columns.updated'),
      sortFn: 'datetime',
      meta: { width: WIDTHS.updated },
      cell: ({ row }) => <DateTimeText value={row.original.updatedAt} />,
    }),
    ...(canEdit
      ? [
          helper.display({
            id: 'actions',
            header: () => <span className="sr-only">{t('urlTemplates.columns.actions')}</span>,
            enableSorting: false,
            meta: {
              width: WIDTHS.actionsMenu,
              widthFromXl: WIDTHS.actionButtons,
              className: 'text-right',
            },
            cell: ({ row }) => (
              <RowActions
                menuLabel={t('urlTemplates.actionsOf', { name: row.original.name })}
                actions={[
                  {
                    id: 'edit',
                    label: t('urlTemplates.edit'),
                    accessibleLabel: t('urlTemplates.editOf', { name: row.original.name }),
                    icon: PencilIcon,
                    link: (
                      <Link
                        to="/url-templates/edit-template/$platform/$id"
                        params={{ platform: row.original.platformType, id: row.original.id }}
                      />
                    ),
                  },
                  {
                    id: 'delete',
                    label: t('urlTemplates.delete'),
                    accessibleLabel: t('urlTemplates.deleteOf', { name: row.original.name }),
                    icon: Trash2Icon,
                    variant: 'destructive',
                    onSelect: () => onDelete(row.original),
                  },
                ]}
              />
            ),
          }),
        ]
      : []),
  ]);
}
