import { useQuery } from '@tanstack/react-query';
import { can, formatBannerDate, formatPrice, type Invoice } from '@utmost/ads-sdk';
import { invoicesQueryOptions } from '@utmost/ads-sdk/query';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@utmost/ui/components/table';
import { useTranslation } from 'react-i18next';
import { DeniedMessage } from '../../../components/denied-message';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { useAppContext } from '../../../lib/app-context';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/** The Invoices tab (spec §6: payment details are for owner and admin). */
export function InvoicesPage() {
  const { organizationId, role } = useSessionScope();
  if (organizationId === null || role === undefined) return <PendingScreen />;
  if (!can(role, 'billing:view')) return <DeniedMessage permission="billing:view" />;
  return <InvoiceList key={organizationId} organizationId={organizationId} />;
}

function InvoiceList({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: invoices, isError } = useQuery(invoicesQueryOptions(sdk, organizationId));
  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('billing.loadFailed')}
      </p>
    );
  }
  if (invoices === undefined) return <PendingScreen />;
  if (invoices.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('invoices.empty')}</p>;
  }
  return (
    <Table aria-label={t('invoices.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('invoices.number')}</TableHead>
          <TableHead>{t('invoices.date')}</TableHead>
          <TableHead>{t('invoices.amount')}</TableHead>
          <TableHead>{t('invoices.status')}</TableHead>
          <TableHead>{t('invoices.document')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </TableBody>
    </Table>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell className="font-medium">{invoice.number}</TableCell>
      <TableCell>{formatBannerDate(invoice.issuedAt)}</TableCell>
      <TableCell>{formatPrice(invoice.amountMicros, invoice.currency)}</TableCell>
      <TableCell>{t(`invoices.statuses.${invoice.status}`)}</TableCell>
      <TableCell>
        {invoice.pdfUrl ? (
          <a href={invoice.pdfUrl} target="_blank" rel="noreferrer" className="underline">
            {t('invoices.pdf')}
          </a>
        ) : (
          <span className="text-muted-foreground">{t('invoices.localRecord')}</span>
        )}
      </TableCell>
    </TableRow>
  );
}
